// What a settled showdown flick means on Main Street (the flick variant), as
// the caption the table holds it with: the target meeple by owner and kind
// ("Player 2's builder knocked over: a hit"), a meeple on a doorway by its
// building ("The meeple at the Gunsmith's door knocked over: the flick scores
// nothing"), or a miss. A hit counts only when no bystander went down
// (flickScore in rules/showdown.ts). Pure.
import type { FigureSpot } from '../../../../core/contract.ts';
import { downFigures, howDown, type CaptionLine, type FlickCaption, type FlickFacts } from '../../../../scene/session/flick-caption.ts';
import { BUILDING_NAMES, type MainStreetState } from '../../index.ts';

/** "Player 2's builder" for a duellist, "The meeple at the Gunsmith's door" for a bystander. */
export function streetFigureName(f: Pick<FigureSpot, 'id' | 'owner'>, showdowns: MainStreetState['showdowns']): string {
  const side = f.id === 'duellist-a' ? 0 : f.id === 'duellist-b' ? 1 : null;
  if (side !== null) {
    const duellist = showdowns[side];
    const owner = duellist?.owner ?? f.owner;
    return `${owner === undefined ? 'The target' : `Player ${owner + 1}'s`} ${duellist?.meeple ?? 'meeple'}`;
  }
  const building = /^doorway-(\d+)$/.exec(f.id);
  const name = building ? BUILDING_NAMES[Number(building[1])] : undefined;
  return name ? `The meeple at the ${name}'s door` : 'A bystander';
}

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
