// Showdowns: both showdown spaces held means the two marker owners shoot it
// out, with a thrown die each (or, in the flick variant, a die flicked at
// the other's meeple). The better shooter may shoot once more when behind.

import type { AwaitFlick, FigureSpot, FlickOutcome, Seat } from '../../../core/contract.ts';
import { SHOOTING, SHOWDOWN_DRAWS, doorwaySpace, flickStart, showdownSpace, spacePoint, type Side } from '../data.ts';
import type { Duellist, MainStreetState } from '../types.ts';
import { drawFromBag } from './bag.ts';
import { note, seatName, spec } from './state.ts';
import type { Message } from '../../../core/message.ts';
import { duellistMessage, logLine, meepleMessage } from '../log-messages.ts';
import { promptSaid, yesNo } from '../prompt-messages.ts';

export const bothHeld = (s: MainStreetState): boolean => s.showdowns[0] !== null && s.showdowns[1] !== null;

const duellists = (s: MainStreetState): [Duellist, Duellist] => {
  const [a, b] = s.showdowns;
  if (!a || !b) throw new Error('no showdown: a showdown space is free');
  return [a, b];
};

/** The side of the better shooter (deputy > robber > miner > builder), or null for equal shooters. */
export function betterShooter(s: MainStreetState): Side | null {
  const [a, b] = duellists(s);
  if (SHOOTING[a.meeple] === SHOOTING[b.meeple]) return null;
  return SHOOTING[a.meeple] > SHOOTING[b.meeple] ? 0 : 1;
}

/** Who wins on these scores: the higher; a tie goes to the better shooter; null when equal shooters tie. */
export function showdownWinner(s: MainStreetState, scores: readonly [number, number]): Side | null {
  if (scores[0] !== scores[1]) return scores[0] > scores[1] ? 0 : 1;
  return betterShooter(s);
}

/** After both have shot: should the better shooter be offered another shot? Only when behind (ours: otherwise it could only hurt). */
export function rethrowOffered(s: MainStreetState, scores: readonly [number, number]): Side | null {
  const better = betterShooter(s);
  if (better === null) return null;
  return showdownWinner(s, scores) === better ? null : better;
}

const otherSide = (side: Side): Side => (side === 0 ? 1 : 0);

/** Settle the showdown: the loser to a grave (or out of the game), the winner to the saloon and the bag. */
export function settleShowdown(s: MainStreetState, scores: [number, number]): void {
  const [a, b] = duellists(s);
  const duel = [a, b] as const;
  const winner = showdownWinner(s, scores);
  note(s, { kind: 'showdown', winner, scores }, showdownLine(duel, winner, scores));
  s.showdowns = [null, null];
  const bury = (side: Side): void => {
    const m = duel[side].meeple;
    if (s.graves.length < spec(s).graves) {
      s.graves.push(m);
      note(s, { kind: 'grave', meeple: m, side });
    } else {
      s.box[m] += 1;
      note(s, { kind: 'boxed', meeple: m, side }, logLine('boxed', { meeple: meepleMessage(m) }));
    }
  };
  if (winner === null) {
    bury(0);
    bury(1);
    for (const side of [0, 1] as const) {
      drawFromBag(s, duel[side].owner, SHOWDOWN_DRAWS[duel[otherSide(side)].meeple], logLine('drawShowdown'));
    }
    return;
  }
  const loser = otherSide(winner);
  bury(loser);
  s.saloon[duel[winner].meeple] += 1;
  note(s, { kind: 'to-saloon', meeple: duel[winner].meeple, side: winner });
  drawFromBag(s, duel[winner].owner, SHOWDOWN_DRAWS[duel[loser].meeple], logLine('drawShowdown'));
}

function showdownLine(duel: readonly [Duellist, Duellist], winner: Side | null, scores: [number, number]): Message {
  const who = (side: Side): Message => duellistMessage(duel[side].owner, duel[side].meeple);
  const [a, b] = scores;
  if (winner === null) return logLine('duelTied', { a, b, first: who(0), second: who(1) });
  return logLine('duelWon', { a, b, winner: who(winner), loser: who(otherSide(winner)) });
}

// ---------------------------------------------------------------------------
// The flick variant (ours): each duellist flicks a die down the street at the
// other's meeple; a fallen target is a hit (1), anything else a miss (0).
// Meeples waiting on doorways stand by: knocking one over spoils the flick.

export const duellistId = (side: Side): string => (side === 0 ? 'duellist-a' : 'duellist-b');
export const doorwayId = (building: number): string => `doorway-${building}`;

export function flickRequest(s: MainStreetState, shooter: Side, again: boolean): AwaitFlick {
  const [a, b] = duellists(s);
  const duel = [a, b] as const;
  const target = otherSide(shooter);
  const at = spacePoint(showdownSpace(target));
  const figures: FigureSpot[] = [
    { id: duellistId(target), model: 'meeple', x: at.x, z: at.z, role: 'target', owner: duel[target].owner },
  ];
  s.doorways.forEach((m, building) => {
    if (!m) return;
    const p = spacePoint(doorwaySpace(building));
    figures.push({ id: doorwayId(building), model: 'meeple', x: p.x, z: p.z, role: 'bystander' });
  });
  const from = flickStart(shooter);
  return {
    kind: 'flick',
    seat: duel[shooter].owner,
    die: 'd6',
    from: { x: from.x, z: from.z },
    figures,
    prompt: `${seatName(duel[shooter].owner)}: flick the die at ${seatName(duel[target].owner)}'s ${duel[target].meeple}${again ? ' (once more)' : ''}; spare the meeples on the doorways`,
    said: promptSaid('flick', { again: yesNo(again), target: duellistMessage(duel[target].owner, duel[target].meeple) }),
    purpose: again ? 'showdown again' : 'showdown',
  };
}

/** A flick's score: 1 when the target went down and no bystander did. */
export function flickScore(request: AwaitFlick, outcome: FlickOutcome): number {
  const down = new Set([...outcome.fallen, ...outcome.offBoard]);
  const hit = request.figures.some((f) => f.role === 'target' && down.has(f.id));
  const spoiled = request.figures.some((f) => f.role === 'bystander' && (down.has(f.id) || outcome.bystandersHit.includes(f.id)));
  return hit && !spoiled ? 1 : 0;
}

export const ownerOf = (s: MainStreetState, side: Side): Seat => duellists(s)[side].owner;
