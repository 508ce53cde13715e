// Test helpers: feed known faces, flick outcomes and decisions through apply.
import type { Awaiting, FlickOutcome, Input, Seat } from '../../../src/core/contract.ts';
import { POKER_FACES, type PokerFace } from '../../../src/core/dice-kinds.ts';
import { randomFromSeed } from '../../../src/core/rng.ts';
import { ponyExpress } from '../../../src/games/pony-express/index.ts';
import type { PonyAction, PonyState } from '../../../src/games/pony-express/types.ts';
import type { Options } from '../../../src/core/contract.ts';
import { sampledPhysicsPort } from '../../../src/core/sampled-port.ts';
import { playLevelGame } from '../../../src/tools/sim-game.ts';
import type { SimLevel } from '../../../src/tools/sim-args.ts';

export const game = ponyExpress;

export const dice = (...faces: PokerFace[]): Input<PonyAction> => ({ kind: 'dice', faces });
export const act = (seat: Seat, action: PonyAction): Input<PonyAction> => ({ kind: 'action', seat, action });

export function flick(fallen: string[] = [], bystandersHit: string[] = []): Input<PonyAction> {
  const outcome: FlickOutcome = {
    kind: 'flick',
    touched: [...fallen],
    fallen: [...fallen],
    offBoard: [],
    bystandersHit,
    dieRest: { x: 0, z: 0 },
    dieOffTable: false,
  };
  return outcome;
}
export const miss = (): Input<PonyAction> => flick();

/** Apply inputs in order; any rejection or broken invariant fails the test. */
export function run(state: PonyState, ...inputs: Input<PonyAction>[]): PonyState {
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

/**
 * A game past the card draft with riders placed as given. Hands are emptied
 * into the discard pile so card plays never interrupt a scenario unless a
 * test hands a card out itself.
 */
export function table(
  players: number,
  riders: { pos?: number; gold?: number; jailed?: boolean }[] = [],
  seed = 1,
): PonyState {
  let s = game.setup({ seed, players });
  for (let seat = 0; seat < players; seat++) {
    const aw = game.awaiting(s);
    if (aw.kind !== 'decision') throw new Error('draft expected');
    s = run(s, act(seat, game.legalActions(s)[0]!));
  }
  const out = structuredClone(s);
  for (const r of out.riders) {
    out.discard.push(...r.hand);
    r.hand = [];
  }
  let bankDelta = 0;
  riders.forEach((spec, seat) => {
    const r = out.riders[seat]!;
    if (spec.pos !== undefined) r.pos = spec.pos;
    if (spec.gold !== undefined) {
      bankDelta += spec.gold - r.gold;
      r.gold = spec.gold;
    }
    if (spec.jailed !== undefined) r.jailed = spec.jailed;
  });
  out.bank -= bankDelta;
  // Re-enter seat 0's turn start with the new placement.
  out.phase = out.riders[0]!.jailed ? { kind: 'jail' } : { kind: 'throw' };
  return out;
}

/** Give `seat` a card of this kind (moved from wherever it lies). */
export function giveCard(s: PonyState, seat: Seat, card: number): PonyState {
  const out = structuredClone(s);
  out.deck = out.deck.filter((c) => c !== card);
  out.discard = out.discard.filter((c) => c !== card);
  for (const r of out.riders) r.hand = r.hand.filter((c) => c !== card);
  out.riders[seat]!.hand.push(card);
  return out;
}

export function randomInput(aw: Awaiting, s: PonyState, random: () => number): Input<PonyAction> {
  if (aw.kind === 'decision') {
    const acts = game.legalActions(s);
    return act(aw.seat, acts[Math.floor(random() * acts.length)]!);
  }
  if (aw.kind === 'throw') {
    return { kind: 'dice', faces: aw.dice.map(() => POKER_FACES[Math.floor(random() * 6)]!) };
  }
  if (aw.kind === 'flick') {
    const fallen = aw.figures.filter((f) => random() < (f.role === 'target' ? 0.3 : 0.03)).map((f) => f.id);
    const by = aw.figures.filter((f) => f.role === 'bystander' && fallen.includes(f.id)).map((f) => f.id);
    return flick(fallen, by);
  }
  throw new Error('game over');
}

export { randomFromSeed };

/**
 * A whole game of bots at these levels (seat by seat) through the sim's game
 * driver, with sampled dice and flicks: its winner, its rounds and every
 * problem (a rejected move, a broken invariant, no end).
 */
export function playLevels(seed: number, levels: SimLevel[], options: Options = {}): { winner: Seat | null; rounds: number; problems: string[] } {
  const { outcome } = playLevelGame(ponyExpress, { seed, levels, port: sampledPhysicsPort(), options });
  const problems = [
    ...(outcome.error ? [outcome.error.message] : []),
    ...outcome.violations.map((v) => `after input ${v.index}: ${v.broken.join('; ')}`),
    ...(outcome.finished ? [] : ['the game did not end']),
  ];
  return { winner: outcome.state?.winner ?? null, rounds: outcome.state?.round ?? 0, problems };
}

