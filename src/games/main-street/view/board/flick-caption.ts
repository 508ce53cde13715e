// What a settled showdown flick means on Main Street (the flick variant), as
// the caption the table holds it with: the target meeple by owner and kind
// ("Player 2's builder knocked over: a hit"), a meeple on a doorway by its
// building ("The meeple at the Gunsmith's door knocked over: the flick scores
// nothing"), or a miss. A hit counts only when no bystander went down
// (flickScore in rules/showdown.ts). In the reader's language (issue 25): the
// caption is made when the flick settles.
import { i18n } from '@lingui/core';
import { downFigures, type CaptionLine, type FlickCaption, type FlickFacts } from '../../../../scene/session/flick-caption.ts';
import type { MainStreetState } from '../../index.ts';
import { streetFigureName } from '../../place-text.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';

export function streetFlickCaption(facts: FlickFacts, showdowns: MainStreetState['showdowns']): FlickCaption {
  const down = downFigures(facts.setup, facts.outcome);
  if (down.length === 0) {
    return { lines: [{ who: i18n._({ id: 'main-street.flick.missed', message: 'Missed' }), meaning: i18n._({ id: 'main-street.flick.no-hit', message: 'no hit' }), tone: 'plain' }] };
  }
  const spoiled = down.some((f) => f.role !== 'target');
  return {
    lines: down.map((f): CaptionLine => {
      const how = facts.outcome.offBoard.includes(f.id) ? 'off' : 'over';
      const who = i18n._({
        id: 'main-street.flick.down',
        message: '{figure} {how, select, off {knocked off the board} other {knocked over}}',
        values: { figure: formatMessage(streetFigureName(f, showdowns)), how },
      });
      if (f.role === 'target') {
        return spoiled
          ? { who, meaning: i18n._({ id: 'main-street.flick.spoiled', message: 'a hit, but a bystander fell too' }), tone: 'plain' }
          : { who, meaning: i18n._({ id: 'main-street.flick.hit', message: 'a hit' }), tone: 'good' };
      }
      return { who, meaning: i18n._({ id: 'main-street.flick.bystander', message: 'a bystander down: the flick scores nothing' }), tone: 'bad' };
    }),
  };
}
