// Scenario helpers: lay out a street by hand (pieces stay conserved, so the
// invariants hold), then feed decisions and dice through apply.
import type { Input, Seat } from '../../../src/core/contract.ts';
import { mainStreet } from '../../../src/games/main-street/index.ts';
import { MEEPLE_KINDS, MEEPLE_SUPPLY, type MeepleKind } from '../../../src/games/main-street/data.ts';
import type { MainStreetAction, MainStreetState, MeepleCounts } from '../../../src/games/main-street/types.ts';

export const game = mainStreet;

export const act = (seat: Seat, action: MainStreetAction): Input<MainStreetAction> => ({ kind: 'action', seat, action });
export const die = (face: number): Input<MainStreetAction> => ({ kind: 'dice', faces: [face as 1] });

/** Apply inputs in order; a rejection or a broken invariant fails the test. */
export function run(state: MainStreetState, ...inputs: Input<MainStreetAction>[]): MainStreetState {
  let s = state;
  for (const input of inputs) {
    const r = game.apply(s, input);
    if (!r.ok) throw new Error(`rejected ${JSON.stringify(input)}: ${r.error.code} ${r.error.message}`);
    const broken = game.invariants(r.state);
    if (broken.length > 0) throw new Error(`invariants broken after ${JSON.stringify(input)}: ${broken.join('; ')}`);
    s = r.state;
  }
  return s;
}

const counts = (c: Partial<MeepleCounts> = {}): MeepleCounts => ({ builder: 0, miner: 0, robber: 0, deputy: 0, madame: 0, ...c });

export interface Layout {
  buildings?: Record<number, Partial<MeepleCounts>>;
  saloon?: Partial<MeepleCounts>;
  jail?: Partial<MeepleCounts>;
  /** Meeples not placed elsewhere stand here (default building 9). */
  dump?: number;
  awnings?: Record<number, { owner: Seat; points: 5 | 10 }>;
  /** Gold and stone per seat, taken from the bag. */
  purses?: { gold?: number; stone?: number }[];
  showdowns?: [{ meeple: Exclude<MeepleKind, 'madame'>; owner: Seat } | null, { meeple: Exclude<MeepleKind, 'madame'>; owner: Seat } | null];
  graves?: Exclude<MeepleKind, 'madame'>[];
}

/**
 * A game past the first awnings, at the start of seat 0's turn, laid out as
 * given. Meeples named nowhere stand in the dump building; awnings are only
 * those listed.
 */
export function street(players: number, layout: Layout = {}, seed = 1): MainStreetState {
  const s = structuredClone(game.setup({ seed, players }));
  const pool = counts({ ...MEEPLE_SUPPLY });
  const take = (c: Partial<MeepleCounts> = {}): MeepleCounts => {
    const out = counts(c);
    for (const k of MEEPLE_KINDS) {
      pool[k] -= out[k];
      if (pool[k] < 0) throw new Error(`layout uses too many ${k}s`);
    }
    return out;
  };
  s.buildings = s.buildings.map((_, b) => take(layout.buildings?.[b]));
  s.saloon = take(layout.saloon);
  s.jail = take(layout.jail);
  s.showdowns = [null, null];
  for (const side of [0, 1] as const) {
    const d = layout.showdowns?.[side];
    if (d) {
      take({ [d.meeple]: 1 });
      s.showdowns[side] = { ...d };
    }
  }
  s.graves = [];
  for (const g of layout.graves ?? []) {
    take({ [g]: 1 });
    s.graves.push(g);
  }
  const dump = s.buildings[layout.dump ?? 9]!;
  for (const k of MEEPLE_KINDS) dump[k] += pool[k];
  s.awnings = s.awnings.map(() => null);
  s.seats.forEach((p) => (p.awnings = 8));
  for (const [b, a] of Object.entries(layout.awnings ?? {})) {
    s.awnings[Number(b)] = { ...a };
    s.seats[a.owner]!.awnings -= 1;
  }
  (layout.purses ?? []).forEach((p, seat) => {
    const me = s.seats[seat]!;
    me.gold = p.gold ?? 0;
    me.stone = p.stone ?? 0;
    s.bag.gold -= me.gold;
    s.bag.stone -= me.stone;
  });
  s.phase = { kind: 'choose-location' };
  s.turn = 0;
  s.log = [];
  const broken = game.invariants(s);
  if (broken.length > 0) throw new Error(`bad layout: ${broken.join('; ')}`);
  return s;
}

/** Move every gold and stone piece out of the bag to `seat` except what `keep` names, so draws are certain. */
export function bagOnly(s: MainStreetState, keep: { gold?: number; stone?: number }, seat: Seat = 1): MainStreetState {
  const out = structuredClone(s);
  const g = out.bag.gold - (keep.gold ?? 0);
  const st = out.bag.stone - (keep.stone ?? 0);
  out.bag.gold -= g;
  out.bag.stone -= st;
  out.seats[seat]!.gold += g;
  out.seats[seat]!.stone += st;
  return out;
}

export const pieces = (s: MainStreetState, seat: Seat): number => s.seats[seat]!.gold + s.seats[seat]!.stone;
export { MEEPLE_KINDS };
