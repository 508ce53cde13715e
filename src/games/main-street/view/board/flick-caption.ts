// What a settled showdown flick means on Main Street (the flick variant), as
// the caption the table holds it with: the target meeple by owner and kind
// ("Player 2's builder knocked over: a hit"), a meeple on a doorway by its
// building ("The meeple at the Gunsmith's door knocked over: the flick scores
// nothing"), or a miss. A hit counts only when no bystander went down
// (flickScore in rules/showdown.ts). Pure.
import { downFigures, howDown, type CaptionLine, type FlickCaption, type FlickFacts } from '../../../../scene/session/flick-caption.ts';
import type { MainStreetState } from '../../index.ts';
import { streetFigureName } from '../../place-text.ts';

export function streetFlickCaption(facts: FlickFacts, showdowns: MainStreetState['showdowns']): FlickCaption {
  const down = downFigures(facts.setup, facts.outcome);
  if (down.length === 0) return { lines: [{ who: 'Missed', meaning: 'no hit', tone: 'plain' }] };
  const spoiled = down.some((f) => f.role !== 'target');
  return {
    lines: down.map((f): CaptionLine => {
      const who = `${streetFigureName(f, showdowns)} ${howDown(facts.outcome, f.id)}`;
      if (f.role === 'target') return spoiled ? { who, meaning: 'a hit, but a bystander fell too', tone: 'plain' } : { who, meaning: 'a hit', tone: 'good' };
      return { who, meaning: 'a bystander down: the flick scores nothing', tone: 'bad' };
    }),
  };
}
