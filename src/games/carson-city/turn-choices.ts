// The turn panel's buttons, from the seat's legal actions: every choice that
// is not a place on the board (pass, counts, the cash limit), and in the
// character phase one button per card (a card with variants, the Grocer's
// choice or the Captain's hires, opens them as buttons of their own). Which
// choices are buttons and which are places is rules knowledge, so it is here
// with its tests; the HUD draws the buttons. Pure.
import { CHARACTER_INFO, type CharacterId } from './data.ts';
import { actionTarget, parseKey, type TargetKey } from './rules/board-targets.ts';
import { describeAction } from './rules/describe.ts';
import { legalActions } from './rules/legal.ts';
import type { CarsonAction, CarsonState } from './types.ts';
import type { Message } from '../../core/message.ts';
import { CHARACTER_MESSAGES } from './log-messages.ts';
import { CARSON_ACTION, sayAction } from './action-messages.ts';

/** A character card's button: its number and name, "…" when it opens variants. */
export const CHARACTER_BUTTON = /*i18n*/ { id: 'carson-city.button.character', message: '{number} {character}{more, select, yes {…} other {}}' };

/** A legal action, labelled (describeAction; `said` the same as a message, what the buttons show), with the board target it lights or null for a button-only choice. */
export interface CarsonOption {
  action: CarsonAction;
  label: string;
  said: Message;
  target: TargetKey | null;
}

/** Every legal action of the position, labelled, with its board target. */
export const optionsOf = (s: CarsonState): CarsonOption[] => legalActions(s).map((action) => ({ action, label: describeAction(s, action), said: sayAction(s, action), target: actionTarget(action) }));

/** The character whose variants (Grocer's choice, Captain's hires) are open as buttons: the card the choices are at. */
export const choosingAt = (target: TargetKey | null): CharacterId | null => {
  const n = target === null ? null : parseKey(target);
  return n?.kind === 'card' ? n.character : null;
};

export interface TurnButton {
  key: string;
  label: string;
  /** The label as a message, in the reader's language. */
  said: Message;
  testId: string;
  /** Pass (or do not build): the panel adds its key. */
  pass: boolean;
  /** What a press does: act, or click the card's target (which opens its variants, or acts when it has one). */
  press: { act: CarsonAction } | { click: TargetKey };
}

/** The buttons for `options`, while the variants of `choosing`'s card are open or not. */
export function turnButtons(options: readonly CarsonOption[], choosing: CharacterId | null): TurnButton[] {
  const out: TurnButton[] = [];
  const seen = new Set<string>();
  for (const o of options) {
    const a = o.action;
    if (a.type === 'character') {
      if (choosing !== null) {
        if (a.character === choosing) out.push({ key: JSON.stringify(a), label: o.label, said: o.said, testId: `cc-opt-${a.character}-variant`, pass: false, press: { act: a } });
        continue;
      }
      if (seen.has(a.character)) continue;
      seen.add(a.character);
      const variants = options.filter((x) => x.target === o.target).length;
      const info = CHARACTER_INFO[a.character];
      const said = { id: CHARACTER_BUTTON.id, values: { number: info.number, character: CHARACTER_MESSAGES[a.character], more: variants > 1 ? 'yes' : 'no' } };
      out.push({ key: a.character, label: `${info.number} ${info.name}${variants > 1 ? '…' : ''}`, said, testId: `cc-opt-character-${a.character}`, pass: false, press: { click: o.target! } });
      continue;
    }
    if (o.target !== null) continue;
    out.push({ key: JSON.stringify(a), label: a.type === 'pass' ? 'Pass' : o.label, said: a.type === 'pass' ? { id: CARSON_ACTION.pass.id } : o.said, testId: `cc-opt-${a.type}`, pass: a.type === 'pass', press: { act: a } });
  }
  return out;
}
