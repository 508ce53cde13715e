// What a target on the board is, in words, for a table's info line and the
// sign over the target: a parcel (what stands on it, its owner, its price or
// its income), an action square (what it gives, the building and price on a
// construction square) or a character card; who stands there; and, when the
// seat deciding now could put a cowboy where another player's stands, the duel
// odds (duelOdds: every die face, the firepower known now). Rules knowledge
// (prices, incomes, odds), so it lives with the rules. Pure.
import { BUILDINGS, BUILD_PRICES, CHARACTER_INFO, RESOLUTION_STEPS, type CharacterId, type SquareId } from '../data.ts';
import type { CarsonState, Placement, Target } from '../types.ts';
import { buildingIncome, cellName, parcelPrice } from './board.ts';
import { duelOdds } from './duel.ts';

export interface TargetInfo {
  title: string;
  lines: string[];
  /** Seats (and the white cowboy) standing there. */
  there: Placement[];
  /** The deciding seat's chance to win a duel there, when it would be one. */
  odds: number | null;
}

const who = (p: Placement): string => (p.white ? 'the white cowboy (Sheriff)' : `Player ${p.seat + 1}`);

function squareTitle(q: SquareId): string {
  if (q.startsWith('build')) return `Construction square $${q.slice(5)}`;
  if (q.startsWith('buy')) return `Buying points at $${q.slice(3)}`;
  return RESOLUTION_STEPS.find((s) => s.id === q)?.name ?? q;
}

/** What `n` is now, for the seat `decider` deciding (null: nobody is, so no odds). */
export function describeTarget(n: Target | { kind: 'card'; character: CharacterId }, s: CarsonState, decider: number | null): TargetInfo {
  if (n.kind === 'card') {
    const info = CHARACTER_INFO[n.character];
    const holder = s.characters.findIndex((c) => c === n.character);
    return {
      title: `${info.number} ${info.name} (keeps $${info.limit})`,
      lines: [info.effect, holder >= 0 ? `Taken by Player ${holder + 1}.` : 'Free this turn.'],
      there: [],
      odds: null,
    };
  }
  const there = s.placements.filter((p) => (p.target.kind === 'square' ? n.kind === 'square' && p.target.square === n.square : n.kind !== 'square' && p.target.cell === n.cell));
  const lines: string[] = [];
  let title: string;
  if (n.kind === 'square') {
    title = squareTitle(n.square);
    const step = RESOLUTION_STEPS.find((x) => x.id === n.square || (x.id === 'build' && n.square.startsWith('build')) || (x.id === 'buy' && n.square.startsWith('buy')));
    if (step) lines.push(step.does);
    if (n.square.startsWith('build')) {
      const i = BUILD_PRICES.indexOf(Number(n.square.slice(5)) as (typeof BUILD_PRICES)[number]);
      const kind = s.row[i];
      lines.push(kind ? `Offers a ${BUILDINGS[kind].name.toLowerCase()}: ${BUILDINGS[kind].income}` : 'No building on offer.');
    }
  } else {
    const cell = s.map[n.cell]!;
    title = `Parcel ${cellName(n.cell)}`;
    const piece = cell.piece === null ? 'empty' : cell.piece === 'house' || cell.piece === 'mountain' ? `a ${cell.piece}` : `a ${BUILDINGS[cell.piece].name.toLowerCase()}`;
    // Draft and Settler claims are free; only a cowboy sent to buy a parcel pays its price.
    const claimFree = s.phase.kind === 'draft' || s.phase.kind === 'settler';
    if (cell.owner === null) lines.push(claimFree ? `Unowned, ${piece}; claimed free now (a cowboy would pay $${parcelPrice(s.map, n.cell)}).` : `Unowned, ${piece}; a cowboy buys it for $${parcelPrice(s.map, n.cell)}.`);
    else {
      lines.push(`Player ${cell.owner + 1}'s, ${piece}.`);
      if (cell.piece && cell.piece !== 'house' && cell.piece !== 'mountain') {
        lines.push(`Pays $${buildingIncome(s.map, n.cell, s.characters[cell.owner] === 'grocer' ? s.grocerDouble : null)} at estate income.`);
      }
    }
  }
  if (there.length > 0) lines.push(`There: ${there.map(who).join(', ')}.`);
  let odds: number | null = null;
  if (decider !== null && there.some((p) => p.seat !== decider || p.white) && !(n.kind === 'square' && (n.square === 'wages' || n.square === 'road1'))) {
    odds = duelOdds(s, decider, n);
    lines.push(there.some((p) => p.white) ? 'Nobody may challenge the white cowboy.' : `Your duel odds here: ${Math.round(odds * 100)} %.`);
  }
  return { title, lines, there, odds };
}
