// Gold in the Rivers' action labels in messages (issue 25): what the buttons and
// choice lists say, in the reader's language (`sayAction`, formatted by
// `actionText`). In English each reads exactly as `describeAction` does
// (tests/i18n/actions.test.ts). Plain data. Terms from seed 004: aufdecken, vergraben.
import type { Message } from '../../core/message.ts';
import { rowBetween } from './board.ts';
import { layoutOf, siteLabel } from './rules/state.ts';
import type { GoldRiversAction, GoldRiversState } from './types.ts';

export const GOLD_RIVERS_ACTION = {
  revealOne: /*i18n*/ { id: 'gold-rivers.action.reveal-one', message: 'Reveal {site}' },
  revealRow: /*i18n*/ { id: 'gold-rivers.action.reveal-row', message: 'Reveal {first}–{last} ({n})' },
  bury: /*i18n*/ { id: 'gold-rivers.action.bury', message: 'Bury {site} (a shovel goes to your opponent)' },
  confirm: /*i18n*/ { id: 'gold-rivers.action.confirm', message: 'Confirm the move' },
} as const;

export function sayAction(s: GoldRiversState, a: GoldRiversAction): Message {
  const l = layoutOf(s);
  switch (a.type) {
    case 'reveal':
      if (a.first === a.last) return { id: GOLD_RIVERS_ACTION.revealOne.id, values: { site: siteLabel(l, a.first) } };
      return { id: GOLD_RIVERS_ACTION.revealRow.id, values: { first: siteLabel(l, a.first), last: siteLabel(l, a.last), n: rowBetween(l, a.first, a.last)?.length ?? 0 } };
    case 'bury':
      return { id: GOLD_RIVERS_ACTION.bury.id, values: { site: siteLabel(l, a.site) } };
    case 'confirm':
      return { id: GOLD_RIVERS_ACTION.confirm.id };
  }
}
