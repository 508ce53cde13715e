// The result once the game is over, and the invariants every state keeps:
// pieces conserved (gold, stone, dynamite, meeples, bars, awnings) and no count below zero.

import type { GameResult, Seat } from '../../../core/contract.ts';
import { AWNINGS_PER_PLAYER, GOLD_TOTAL, MEEPLE_KINDS, MEEPLE_SUPPLY, STONE_TOTAL } from '../data.ts';
import type { MainStreetState, MeepleCounts } from '../types.ts';
import { ranking, score, scoreRows } from './score.ts';
import { spec } from './state.ts';
import type { Message } from '../../../core/message.ts';
import { summarySaid, tieBreakSaid, tiePairSaid } from '../result-messages.ts';

export function result(s: MainStreetState): GameResult | null {
  if (s.phase.kind !== 'over') return null;
  const scores = Array.from({ length: s.players }, (_, seat) => score(s, seat));
  const places = ranking(s);
  return {
    scores,
    ranking: places,
    // The log's own end line in the reader's language; the English when the log was left out (a bot's lean copy).
    summary: summarySaid(s.log) ?? s.summary,
    breakdown: scores.map((_, seat) => scoreRows(s, seat)),
    ...tieBreakOf(s, scores, places),
  };
}

/** The tie-break in words when equal points were put in order by gold and stone. */
function tieBreakOf(s: MainStreetState, scores: number[], places: Seat[][]): { tieBreak?: Message } {
  const heads = places.map((p) => p[0]!);
  const wealth = (seat: Seat) => s.seats[seat]!.gold + s.seats[seat]!.stone;
  const pairs: Message[] = [];
  heads.forEach((seat, i) => {
    const next = heads[i + 1];
    if (next === undefined || scores[seat] !== scores[next]) return;
    pairs.push(tiePairSaid(seat, wealth(seat), next, wealth(next), scores[seat]!));
  });
  return pairs.length > 0 ? { tieBreak: tieBreakSaid(pairs) } : {};
}

export function invariants(s: MainStreetState): string[] {
  const out: string[] = [];
  const neg = (what: string, n: number): void => {
    if (!Number.isInteger(n) || n < 0) out.push(`${what} is ${n}`);
  };
  const places: [string, MeepleCounts][] = [
    ...s.buildings.map((b, i): [string, MeepleCounts] => [`building ${i}`, b]),
    ['saloon', s.saloon],
    ['jail', s.jail],
    ['box', s.box],
  ];
  if (s.phase.kind === 'sow') places.push(['hand', s.phase.hand]);
  for (const k of MEEPLE_KINDS) {
    let total = 0;
    for (const [name, c] of places) {
      neg(`${k} count in ${name}`, c[k]);
      total += c[k];
    }
    total += s.doorways.filter((d) => d === k).length;
    total += s.showdowns.filter((d) => d?.meeple === k).length;
    total += s.graves.filter((g) => g === k).length;
    if (total !== MEEPLE_SUPPLY[k]) out.push(`${k}s: ${total} on the table, ${MEEPLE_SUPPLY[k]} in the game`);
  }
  if (s.showdowns.some((d) => d?.meeple === ('madame' as never))) out.push('the madame stands on a showdown space');
  s.seats.forEach((p, i) => {
    neg(`seat ${i} gold`, p.gold);
    neg(`seat ${i} stone`, p.stone);
    neg(`seat ${i} bars`, p.bars);
    neg(`seat ${i} awnings`, p.awnings);
    const placed = s.awnings.filter((a) => a?.owner === i).length;
    if (placed + p.awnings !== AWNINGS_PER_PLAYER) out.push(`seat ${i}: ${placed} awnings hung + ${p.awnings} in supply ≠ ${AWNINGS_PER_PLAYER}`);
  });
  neg('bag gold', s.bag.gold);
  neg('bag stone', s.bag.stone);
  neg('bag dynamite', s.bag.dynamite);
  neg('jail dynamite', s.jailDynamite);
  neg('bank bars', s.bank);
  const gold = s.bag.gold + s.seats.reduce((a, p) => a + p.gold, 0);
  if (gold !== GOLD_TOTAL) out.push(`gold: ${gold} ≠ ${GOLD_TOTAL}`);
  const stone = s.bag.stone + s.seats.reduce((a, p) => a + p.stone, 0);
  if (stone !== STONE_TOTAL) out.push(`stone: ${stone} ≠ ${STONE_TOTAL}`);
  const sp = spec(s);
  const dynamite = s.jailDynamite + s.bag.dynamite + s.blasted;
  if (dynamite !== sp.dynamite) out.push(`dynamite: ${dynamite} ≠ ${sp.dynamite}`);
  const bars = s.bank + s.seats.reduce((a, p) => a + p.bars, 0);
  if (bars !== sp.bars.length) out.push(`bars: ${bars} ≠ ${sp.bars.length}`);
  if (s.graves.length > sp.graves) out.push(`${s.graves.length} graves filled of ${sp.graves}`);
  const [a, b] = s.showdowns;
  if (a && b && a.owner === b.owner && !(s.phase.kind === 'sow' && s.phase.marker !== null)) out.push('one seat holds both showdown markers');
  return out;
}
