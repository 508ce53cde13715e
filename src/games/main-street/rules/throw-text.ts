// A showdown die in words, for the prompt area after the throw (the
// GameModule's describeThrow): who threw what, and once both have shot who
// beat whom and where the meeples go. Read from the throw's events and the
// duellists of the position before it.

import type { Side } from '../data.ts';
import type { MainStreetEvent, MainStreetState } from '../types.ts';
import { seatName } from './state.ts';

export function describeThrow(before: MainStreetState, after: MainStreetState): string | null {
  const duel = before.showdowns;
  const who = (side: Side): string => {
    const d = duel[side];
    return d ? `${seatName(d.owner)}'s ${d.meeple}` : `duellist ${side === 0 ? 'A' : 'B'}`;
  };
  const meeple = (side: Side): string => duel[side]?.meeple ?? 'meeple';
  // "the robber", or "Player 2's deputy" when both duellists are of one kind.
  const the = (side: Side): string => (duel[0]?.meeple === duel[1]?.meeple ? who(side) : `the ${meeple(side)}`);
  const events = after.events;
  const thrown = events.find((e): e is Extract<MainStreetEvent, { kind: 'throw' }> => e.kind === 'throw');
  if (!thrown) return null;
  const settled = events.find((e): e is Extract<MainStreetEvent, { kind: 'showdown' }> => e.kind === 'showdown');
  if (!settled) {
    const ph = after.phase;
    if (ph.kind === 'showdown' && ph.step === 'offer') {
      const [a, b] = ph.scores;
      return `${who(0)} ${a}, ${who(1)} ${b}: ${seatName(duel[ph.side]?.owner ?? 0)} may shoot once more.`;
    }
    if (ph.kind === 'showdown' && ph.step === 'shoot') return `${who(thrown.side)} throws ${thrown.score}; ${who(ph.side)} shoots next.`;
    return `${who(thrown.side)} throws ${thrown.score}.`;
  }
  const [a, b] = settled.scores;
  const fate = (side: Side): string => {
    const boxed = events.some((e) => e.kind === 'boxed' && e.side === side);
    return boxed ? `${the(side)} leaves the game (no grave is free)` : `${the(side)} goes to the graveyard`;
  };
  if (settled.winner === null) {
    const boxed = events.some((e) => e.kind === 'boxed');
    return `${who(0)} ${a} and ${who(1)} ${b} fall together: ${boxed ? `${fate(0)}, ${fate(1)}` : 'both go to the graveyard'}.`;
  }
  const win = settled.winner;
  const lose: Side = win === 0 ? 1 : 0;
  const wins = settled.scores[win];
  const loses = settled.scores[lose];
  const how = wins === loses ? 'wins the tie against' : 'beats';
  return `${who(win)} ${wins} ${how} ${who(lose)} ${loses}: ${fate(lose)}, ${the(win)} to the saloon.`;
}
