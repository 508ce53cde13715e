// The engine's conformance suite: run it against any game module.
//   runConformance(myGame)   (inside a *.test.ts file)
// It plays seeded random playouts (uniform legal actions, physical results
// from the outcome model) and checks the contract on the states it meets:
// every legal action applies; malformed, wrong-seat and wrong-kind inputs are
// rejected with a typed error (the engine's input code where checkInput
// refuses, else one of the game's declared errorCodes) and the state untouched (states are deep-frozen,
// so a mutating apply throws); views do not change when what a seat may not
// see is resampled; states survive JSON; replaying the log reproduces the end.

import { describe, expect, it as vitestIt } from 'vitest';
import type { Awaiting, GameModule, Input, PhysicalOutcome, Seat } from '../../src/core/contract.ts';
import { DIE_KINDS, FACES, type DieKind } from '../../src/core/dice-kinds.ts';
import { INPUT_ERRORS, checkInput, isInputErrorCode } from '../../src/core/input-checks.ts';
import { choose } from '../../src/core/bot/choose.ts';
import { BOT_LEVELS, newRecord, type GameRecord } from '../../src/core/log.ts';
import { samplePhysical, sampleDice } from '../../src/core/outcome-model.ts';
import { replay } from '../../src/core/replay.ts';
import { mixSeed, randomFromSeed, type Random } from '../../src/core/rng.ts';

export interface ConformanceOptions {
  /** Seeds of the random playouts per player count (default 3). */
  playouts?: number;
  /** Player counts to try (default: the module's minimum and maximum). */
  players?: number[];
  /** Inputs per playout before it stops (default 1500). */
  maxInputs?: number;
  /** States per playout given the expensive checks (default 40). */
  sampledStates?: number;
  seed?: number;
}

interface Playout<S, A> {
  players: number;
  record: GameRecord<A>;
  /** states[0] is the setup; states[i + 1] follows input i. */
  states: S[];
  broken: { index: number; broken: string[] }[];
}

export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

const snapshot = (x: unknown): string => JSON.stringify(x);

function playout<S, A>(module: GameModule<S, A>, players: number, seed: number, maxInputs: number): Playout<S, A> {
  const random = randomFromSeed(seed);
  const record = newRecord<A>(module.id, module.version, seed, Array.from({ length: players }, () => ({ kind: 'bot', level: 'easy' })));
  let state = deepFreeze(module.setup({ seed, players, options: {} }));
  const states: S[] = [state];
  const broken: Playout<S, A>['broken'] = [];
  for (let i = 0; i < maxInputs; i++) {
    const aw = module.awaiting(state);
    if (aw.kind === 'end') break;
    let input: Input<A>;
    if (aw.kind === 'decision') {
      const acts = module.legalActions(state);
      if (acts.length === 0) throw new Error(`${module.id}: a decision with no legal action at input ${i}`);
      input = { kind: 'action', seat: aw.seat, action: acts[Math.floor(random() * acts.length)]! };
    } else {
      input = samplePhysical(module, state, aw, random);
    }
    const res = module.apply(state, input);
    if (!res.ok) throw new Error(`${module.id}: input ${i} ${snapshot(input)} rejected in a playout: ${res.error.code} ${res.error.message}`);
    state = deepFreeze(res.state);
    record.inputs.push({ input });
    states.push(state);
    const b = module.invariants(state);
    if (b.length > 0) broken.push({ index: i, broken: b });
  }
  return { players, record, states, broken };
}

/** Evenly spread sample of a list (always includes the first and last). */
function spread<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  const out: T[] = [];
  for (let k = 0; k < n; k++) out.push(items[Math.round((k * (items.length - 1)) / (n - 1))]!);
  return out;
}

/** A face the kind can never show. */
const foreignFace = (kind: DieKind): unknown => {
  const alien: unknown[] = [7, 0, 'Q', 3, 2.5, -1, 'A'];
  return alien.find((f) => !(FACES[kind] as readonly unknown[]).includes(f));
};

/** Inputs every game must refuse in the state the awaiting describes. */
export function illegalInputs<S, A>(module: GameModule<S, A>, state: S, aw: Awaiting, players: number, random: Random): { label: string; input: unknown }[] {
  const out: { label: string; input: unknown }[] = [];
  const fakeFlick = {
    kind: 'flick', touched: [], fallen: [], offBoard: [], bystandersHit: [], dieRest: { x: 0, z: 0 }, dieOffTable: false,
  };
  const anyDice = { kind: 'dice', faces: [FACES.d6[0]] };
  const junk = [null, undefined, 42, 'nonsense', [], { kind: 'nonsense' }, { kind: 'action' }];
  for (const j of junk) out.push({ label: `junk input ${snapshot(j)}`, input: j });
  if (aw.kind === 'end') {
    out.push({ label: 'dice after the end', input: anyDice }, { label: 'flick after the end', input: fakeFlick });
    out.push({ label: 'action after the end', input: { kind: 'action', seat: 0, action: {} } });
    return out;
  }
  if (aw.kind === 'decision') {
    for (const bad of [null, 42, 'nonsense', {}, { type: '__nope__', kind: '__nope__' }, []]) {
      if (module.legalActions(state).some((a) => snapshot(a) === snapshot(bad))) continue;
      out.push({ label: `malformed action ${snapshot(bad)}`, input: { kind: 'action', seat: aw.seat, action: bad } });
    }
    const legal = module.legalActions(state);
    const some = legal[Math.floor(random() * legal.length)];
    if (players > 1 && some !== undefined) {
      const other = (aw.seat + 1 + Math.floor(random() * (players - 1))) % players;
      out.push({ label: 'legal action by the wrong seat', input: { kind: 'action', seat: other, action: some } });
    }
    out.push({ label: 'action by a seat that does not exist', input: { kind: 'action', seat: players + 3, action: some ?? {} } });
    out.push({ label: 'dice while a decision is awaited', input: anyDice });
    out.push({ label: 'flick while a decision is awaited', input: fakeFlick });
    return out;
  }
  const legalActionShape = { kind: 'action', seat: aw.seat, action: { type: 'roll' } };
  out.push({ label: 'action while physics is awaited', input: legalActionShape });
  if (aw.kind === 'throw') {
    const good = sampleDice(aw, random).faces;
    out.push({ label: 'flick while a throw is awaited', input: fakeFlick });
    out.push({ label: 'one face too few', input: { kind: 'dice', faces: good.slice(1) } });
    out.push({ label: 'one face too many', input: { kind: 'dice', faces: [...good, good[0]] } });
    out.push({ label: 'faces not a list', input: { kind: 'dice', faces: 'six' } });
    const i = Math.floor(random() * good.length);
    const wrong = good.slice() as unknown[];
    wrong[i] = foreignFace(aw.dice[i]!);
    out.push({ label: `face of the wrong kind for a ${aw.dice[i]}`, input: { kind: 'dice', faces: wrong } });
    const nan = good.slice() as unknown[];
    nan[i] = Number.NaN;
    out.push({ label: 'NaN face', input: { kind: 'dice', faces: nan } });
    return out;
  }
  out.push({ label: 'dice while a flick is awaited', input: { kind: 'dice', faces: [FACES[aw.die][0]] } });
  out.push({ label: 'flick naming an unknown figure', input: { ...fakeFlick, fallen: ['__ghost__'] } });
  out.push({ label: 'flick with fields missing', input: { kind: 'flick' } });
  out.push({ label: 'flick with a NaN rest', input: { ...fakeFlick, dieRest: { x: Number.NaN, z: 0 } } });
  return out;
}

/** Two different sampled results of a hidden throw (null if the kinds cannot differ). */
function twoDifferentThrows(aw: Awaiting, random: Random): [PhysicalOutcome, PhysicalOutcome] | null {
  if (aw.kind !== 'throw') return null;
  const a = sampleDice(aw, random);
  for (let k = 0; k < 20; k++) {
    const b = sampleDice(aw, random);
    if (snapshot(a) !== snapshot(b)) return [a, b];
  }
  return null;
}

export interface ConformanceCheck {
  name: string;
  /** Throws (an assertion error) when the module breaks the contract. */
  run: () => void;
}

/** The checks as plain functions (so tests can prove each one catches a broken module). */
export function conformanceChecks<S, A>(module: GameModule<S, A>, opts: ConformanceOptions = {}): ConformanceCheck[] {
  const counts = opts.players ?? [...new Set([module.minPlayers, module.maxPlayers])];
  const seeds = opts.playouts ?? 3;
  const maxInputs = opts.maxInputs ?? 1500;
  const sampled = opts.sampledStates ?? 40;
  const baseSeed = opts.seed ?? 1234;
  let cache: Playout<S, A>[] | null = null;
  const playouts = (): Playout<S, A>[] =>
    (cache ??= counts.flatMap((p) =>
      Array.from({ length: seeds }, (_, k) => playout(module, p, mixSeed(baseSeed, p, k), maxInputs)),
    ));
  const scramble = module.conformance?.scramble ?? module.bot?.determinize;

  const checks: ConformanceCheck[] = [];
  const it = (name: string, run: () => void): void => {
    checks.push({ name, run });
  };
  {
    it('declares sane metadata and options', () => {
      expect(module.id).toMatch(/^[a-z0-9-]+$/);
      expect(module.title.length).toBeGreaterThan(0);
      expect(Number.isInteger(module.version) && module.version >= 1).toBe(true);
      expect(module.minPlayers).toBeGreaterThanOrEqual(1);
      expect(module.maxPlayers).toBeGreaterThanOrEqual(module.minPlayers);
      for (const o of module.options) expect(o.choices.length, `option ${o.id}`).toBeGreaterThan(0);
      const codes = module.errorCodes ?? [];
      for (const code of codes) expect(code, 'rule-error codes are kebab-case').toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(codes).size, 'rule-error codes are listed once').toBe(codes.length);
      expect(codes.filter((c) => (INPUT_ERRORS as readonly string[]).includes(c)), 'a game code must not reuse an engine input code').toEqual([]);
    });

    it('sets up deterministically per seed, as plain JSON', () => {
      for (const p of counts) {
        const a = module.setup({ seed: 77, players: p, options: {} });
        const b = module.setup({ seed: 77, players: p, options: {} });
        expect(b).toEqual(a);
        expect(JSON.parse(JSON.stringify(a))).toEqual(a);
        expect(module.invariants(a)).toEqual([]);
      }
    });

    it('keeps its invariants through random playouts, and awaiting, legalActions and result agree', () => {
      for (const po of playouts()) {
        expect(po.broken.slice(0, 3), `${po.players} players`).toEqual([]);
        for (const s of po.states) {
          const aw = module.awaiting(s);
          const legal = module.legalActions(s);
          if (aw.kind === 'decision') {
            expect(legal.length, 'a decision needs a legal action').toBeGreaterThan(0);
            expect(aw.seat >= 0 && aw.seat < po.players).toBe(true);
          } else {
            expect(legal, `no actions while awaiting ${aw.kind}`).toEqual([]);
          }
          if (aw.kind === 'throw') {
            expect(aw.dice.length).toBeGreaterThan(0);
            for (const d of aw.dice) expect(DIE_KINDS).toContain(d);
          }
          if (aw.kind === 'flick') expect(new Set(aw.figures.map((f) => f.id)).size).toBe(aw.figures.length);
          expect(module.result(s) !== null, 'result exactly at the end').toBe(aw.kind === 'end');
        }
      }
    });

    it('says it is in setup only from the start, before any throw or flick and never again once play began', () => {
      if (!module.inSetup) return;
      for (const po of playouts()) {
        const setup = po.states.map((s) => module.inSetup!(s));
        const firstPlay = setup.indexOf(false);
        expect(setup.slice(firstPlay < 0 ? setup.length : firstPlay).includes(true), `${po.players} players: setup after play began`).toBe(false);
        for (const [i, s] of po.states.entries()) if (setup[i]) expect(module.awaiting(s).kind, 'setup is decisions only').toBe('decision');
      }
    });

    it('explains every result: per seat its rules\' rows sum to the score, the tie-break is stated when it decided', () => {
      const ended = playouts().filter((po) => module.result(po.states[po.states.length - 1]!) !== null);
      expect(ended.length, 'at least one playout reaches the end').toBeGreaterThan(0);
      for (const po of ended) {
        const r = module.result(po.states[po.states.length - 1]!)!;
        expect(r.breakdown.length, 'one breakdown per seat').toBe(po.players);
        const rules = (r.breakdown[0] ?? []).map((row) => row.rule);
        expect(rules.length, 'at least one scoring rule').toBeGreaterThan(0);
        r.breakdown.forEach((rows, seat) => {
          expect(rows.map((row) => row.rule), `seat ${seat} lists the same rules in the same order`).toEqual(rules);
          for (const row of rows) {
            expect((typeof row.label === 'string' ? row.label : row.label.id).length, `rule ${row.rule} has words`).toBeGreaterThan(0);
            expect(Number.isFinite(row.points), `rule ${row.rule} scores a number`).toBe(true);
            expect(row.count === null || Number.isFinite(row.count), `rule ${row.rule} counts a number or nothing`).toBe(true);
          }
          expect(rows.reduce((t, row) => t + row.points, 0), `seat ${seat}'s rows sum to its score`).toBe(r.scores[seat]);
        });
        // Seats with equal scores in different places: a tie-break decided, so the result says which.
        const placeOf = (seat: Seat) => r.ranking.findIndex((group) => group.includes(seat));
        const split = r.scores.some((a, i) => r.scores.some((b, j) => i < j && a === b && placeOf(i) !== placeOf(j)));
        if (split) expect(r.tieBreak ?? '', 'a tie-break that decided is stated').not.toBe('');
      }
    });

    it('applies every legal action', () => {
      for (const po of playouts()) {
        for (const s of spread(po.states, sampled)) {
          const aw = module.awaiting(s);
          if (aw.kind !== 'decision') continue;
          for (const action of module.legalActions(s).slice(0, 200)) {
            const res = module.apply(s, { kind: 'action', seat: aw.seat, action });
            if (!res.ok) expect.fail(`legal action ${snapshot(action)} rejected: ${res.error.code} ${res.error.message}`);
            expect(module.invariants(res.state), `after ${snapshot(action)}`).toEqual([]);
            expect(typeof module.describeAction(s, action)).toBe('string');
          }
        }
      }
    });

    it('every bot level picks a legal move and says why', () => {
      for (const po of playouts()) {
        const choices = po.states.filter((s) => module.awaiting(s).kind === 'decision' && module.legalActions(s).length > 1);
        for (const s of spread(choices, 4)) {
          const aw = module.awaiting(s);
          if (aw.kind !== 'decision') continue;
          const legal = module.legalActions(s).map(snapshot);
          for (const level of BOT_LEVELS) {
            // The search levels' own code with a small budget: legality does not depend on how long they think.
            const c = choose(module, s, aw.seat, level, 7, { players: po.players, budget: { iterations: 12, timeCapMs: Number.POSITIVE_INFINITY } });
            expect(legal, `${level} picked ${snapshot(c.action)}`).toContain(snapshot(c.action));
            expect(c.why.length, `${level} gives a reason`).toBeGreaterThan(0);
          }
        }
      }
    });

    it('rejects illegal inputs with a typed error and the state untouched', () => {
      const random = randomFromSeed(baseSeed + 1);
      for (const po of playouts()) {
        for (const s of spread(po.states, sampled)) {
          const before = snapshot(s);
          const aw = module.awaiting(s);
          for (const { label, input } of illegalInputs(module, s, aw, po.players, random)) {
            let res;
            try {
              res = module.apply(s, input as Input<A>);
            } catch (e) {
              expect.fail(`${label}: apply threw (${String(e)}) instead of rejecting`);
            }
            expect(res.ok, `${label} must be rejected (awaiting ${aw.kind})`).toBe(false);
            if (!res.ok) {
              const { code, message } = res.error;
              expect(typeof code, label).toBe('string');
              expect(code.length, label).toBeGreaterThan(0);
              expect(message.length, label).toBeGreaterThan(0);
              // apply runs the engine's check first, so whatever it refuses carries its code.
              const engine = checkInput(aw, input);
              if (engine) expect(code, `${label}: the engine's input check says ${engine.code}`).toBe(engine.code);
              if (module.errorCodes) {
                expect(isInputErrorCode(code) || module.errorCodes.includes(code), `${label}: "${code}" is neither an engine input code nor one of ${module.id}'s errorCodes`).toBe(true);
              }
            }
            expect(snapshot(s), `${label} changed the state`).toBe(before);
          }
        }
      }
    });

    it('shows each seat only what it may see', () => {
      const random = randomFromSeed(baseSeed + 2);
      for (const po of playouts()) {
        const seats: (Seat | null)[] = [...Array.from({ length: po.players }, (_, i) => i), null];
        for (const s of spread(po.states, sampled)) {
          for (const seat of seats) expect(() => JSON.stringify(module.view(s, seat))).not.toThrow();
          if (scramble) {
            for (let seat = 0; seat < po.players; seat++) {
              const other = scramble(s, seat, random);
              expect(module.view(other, seat), `seat ${seat} sees something scrambled for it`).toEqual(module.view(s, seat));
              expect(module.view(other, null), `a spectator sees something hidden from seat ${seat}`).toEqual(module.view(s, null));
            }
          }
          const aw = module.awaiting(s);
          if (aw.kind === 'throw' && aw.hidden) {
            const pair = twoDifferentThrows(aw, random);
            const a = pair && module.apply(s, pair[0]);
            const b = pair && module.apply(s, pair[1]);
            if (a?.ok && b?.ok) {
              for (const seat of seats) {
                if (seat === aw.seat) continue;
                expect(module.view(a.state, seat), `seat ${String(seat)} sees dice thrown under the cup`).toEqual(module.view(b.state, seat));
              }
            }
          }
        }
      }
    });

    it('survives a JSON round-trip in every state', () => {
      for (const po of playouts()) {
        for (const s of spread(po.states, sampled * 4)) {
          const copy = JSON.parse(JSON.stringify(s)) as S;
          expect(copy).toEqual(s);
          expect(module.awaiting(copy)).toEqual(module.awaiting(s));
        }
      }
    });

    it("reproduces a playout's final state by replaying its log", () => {
      for (const po of playouts()) {
        const res = replay(module, po.record);
        if (!res.ok) expect.fail(`replay failed at ${res.index}: ${res.error.message}`);
        expect(res.state).toEqual(po.states[po.states.length - 1]);
      }
    });
  }
  return checks;
}

export function runConformance<S, A>(module: GameModule<S, A>, opts: ConformanceOptions = {}): void {
  describe(`conformance: ${module.id}`, () => {
    for (const check of conformanceChecks(module, opts)) vitestIt(check.name, check.run);
  });
}
