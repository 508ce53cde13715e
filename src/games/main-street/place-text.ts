// What a place on Main Street's table says in words: the hover line for a
// building, a street space, the saloon or the jail (who is inside, the awning
// and what building costs, the meeple and marker on a space), the short
// lines its sign prints, and who a flick figure is. The view prints them;
// they are the rules' view in players' words, so they live in the pure half
// and are tested without a screen (tests/games/main-street/place-text.test.ts).
import type { FigureSpot } from '../../core/contract.ts';
import { plural } from '../../core/plural.ts';
import { BUILDING_NAMES } from './data.ts';
import { meepleList } from './rules/state.ts';
import type { BuildingView, MainStreetState, MainStreetView, MeepleCounts } from './types.ts';

const inside = (m: MeepleCounts): string => meepleList(m) || 'nobody';

/** The hover line for a board target (moves.ts: `b3`, `s5`, saloon, jail); null for one the view does not have. */
export function hoverText(view: MainStreetView, target: string): string | null {
  if (target === 'saloon') return `Saloon: ${inside(view.saloon)}.`;
  if (target === 'jail') return `Jail: ${inside(view.jail)}; ${view.jailDynamite} dynamite.`;
  const n = Number(target.slice(1));
  if (target[0] === 'b') {
    const b = view.buildings[n];
    if (!b) return null;
    const awning = b.awning ? `awning ${b.awning.points} (Player ${b.awning.owner + 1})` : 'no awning';
    return `${b.name}: ${inside(b.meeples)} inside; ${awning}; building costs ${b.cost.gold} gold + ${b.cost.stone} stone.`;
  }
  const sp = target[0] === 's' ? view.spaces[n] : undefined;
  if (!sp) return null;
  const where = sp.kind === 'showdown' ? `Showdown space ${sp.space === 0 ? 'A' : 'B'}` : `${view.buildings[sp.building ?? 0]?.name}'s doorway`;
  return `${where}: ${sp.meeple ?? 'free'}${sp.owner !== null ? ` (marker of Player ${sp.owner + 1})` : ''}.`;
}

/** How many meeples stand in the saloon or the jail, for its sign ("3 inside", "empty"); the hover line names their kinds. */
export function crowdText(m: MeepleCounts): string {
  const n = Object.values(m).reduce((a, b) => a + b, 0);
  return n === 0 ? 'empty' : `${n} inside`;
}

/** A building sign's second line: its awning and owner, or what building one costs. */
export const buildingSignText = (b: BuildingView): string => (b.awning ? `awning ${b.awning.points} · P${b.awning.owner + 1}` : `${b.cost.gold}g + ${b.cost.stone}s`);

/** The title and count lines of the bank's, the bag's and the graveyard's signs (the scoreboard's panel has every count in full). */
export function supplySigns(view: MainStreetView): Record<'bank' | 'bag' | 'graveyard', { title: string; count: string }> {
  return {
    bank: { title: 'Bank', count: view.bank.nextPrice === null ? 'empty' : `next bar ${view.bank.nextPrice} gold` },
    bag: { title: view.bag.dynamite > 0 ? `Bag · ${view.bag.dynamite} dynamite` : 'Bag', count: `${view.bag.gold} gold · ${view.bag.stone} stone` },
    graveyard: { title: 'Graveyard', count: `${view.graves.filled.length} of ${view.graves.total} filled` },
  };
}

/** The scoreboard's line under the scores: the bank and the next bar's price, the bag, the graves, and the ends triggered. */
export function supplyLine(view: MainStreetView): string {
  const price = view.bank.nextPrice !== null ? ` (next ${view.bank.nextPrice} gold)` : '';
  const last = view.endTriggered.length > 0 ? ` · Last round: ${view.endTriggered.join(', ')}` : '';
  const { bag, graves } = view;
  return `Bank: ${plural(view.bank.bars, 'bar')}${price} · Bag: ${bag.gold} gold, ${bag.stone} stone, ${bag.dynamite} dynamite · Graves ${graves.filled.length}/${graves.total}${last}`;
}

/** "Player 2's builder" for a flick's duellist, "The meeple at the Gunsmith's door" for a bystander. */
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
