// Every field of a save's game record checked against what the app itself
// writes, before anything reads it: types, lengths, depth, keys. A seat name is
// a short string (an object there crashed the page), options are the game's
// options with one of their choices, inputs have the shape of an action, a
// throw or a flick, their physical choices (a drag, an aim) hold finite
// numbers and nothing else: a start state, a seed or figures in the file are
// unknown fields (they are derived from the game, core/derive.ts). A record that passes
// can be stringified, drawn and replayed without surprises; the rules then
// judge what the inputs mean (replay), and `strictActions` makes the replay
// accept only actions that are exactly one of the legal ones.
// Framework-free, never throws, never recurses deeper than the limits.

import type { AnyGameModule, GameModule } from './contract.ts';
import { canonicalAction } from './canonical-action.ts';
import { isBotLevel } from './log.ts';
import { secretError, seedVersionError } from './derive.ts';

/** What a save may hold; generous beside what real games write, small beside what a page can choke on. */
export const SAVE_LIMITS = {
  /** Characters of a seat name. */
  seatName: 40,
  /** Characters of an id (game, figure, die kind, area). */
  id: 64,
  /** Inputs in one game (a long game has a few hundred). */
  inputs: 50_000,
  /** Dice in one throw, figures in one flick. */
  dice: 20,
  figures: 64,
  /** A drag's duration, ms. */
  gestureMs: 60_000,
  /** An action: nesting, values in all, characters of a string in it. */
  actionDepth: 6,
  actionValues: 200,
  actionString: 200,
  /** Coordinates and speeds (cm, cm/s, rad/s): anything beyond is not a table. */
  magnitude: 1e6,
  physicsVersion: 1000,
} as const;

class Bad extends Error {}
const bad = (message: string): never => {
  throw new Bad(message);
};

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype;

/** A plain object whose keys are all in `allowed`. */
function obj(x: unknown, what: string, allowed: readonly string[]): Record<string, unknown> {
  if (!isPlainObject(x)) bad(`${what} is not an object`);
  const o = x as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!allowed.includes(key)) bad(`${what} has an unknown field "${short(key)}"`);
  return o;
}

function list(x: unknown, what: string, max: number, min = 0): unknown[] {
  if (!Array.isArray(x)) bad(`${what} is not a list`);
  const a = x as unknown[];
  if (a.length > max) bad(`${what} has ${a.length} entries (at most ${max})`);
  if (a.length < min) bad(`${what} has ${a.length} entries (at least ${min})`);
  return a;
}

function str(x: unknown, what: string, max: number): string {
  if (typeof x !== 'string') bad(`${what} is not text`);
  const s = x as string;
  if (s.length > max) bad(`${what} is ${s.length} characters long (at most ${max})`);
  return s;
}

function num(x: unknown, what: string, maxAbs: number = SAVE_LIMITS.magnitude): number {
  if (typeof x !== 'number' || !Number.isFinite(x)) bad(`${what} is not a finite number`);
  if (Math.abs(x as number) > maxAbs) bad(`${what} is out of range`);
  return x as number;
}

function int(x: unknown, what: string, min: number, max: number): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max) bad(`${what} is not a whole number in ${min}..${max}`);
  return x as number;
}

const short = (s: string): string => (s.length > 24 ? `${s.slice(0, 24)}…` : s);

function seat(x: unknown, what: string): void {
  const s = obj(x, what, ['kind', 'level', 'name']);
  if (s['kind'] === 'bot') {
    if (!isBotLevel(s['level'])) bad(`${what} has an unknown bot level`);
  } else if (s['kind'] === 'human') {
    if (s['level'] !== undefined) bad(`${what} is human but has a bot level`);
  } else bad(`${what} has an unknown kind`);
  if (s['name'] !== undefined) {
    const name = str(s['name'], `${what}'s name`, SAVE_LIMITS.seatName);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(name)) bad(`${what}'s name holds control characters`);
    // Direction overrides and invisible marks reorder or hide what the seat bar shows (display spoofing).
    if (/[\u0080-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(name)) bad(`${what}'s name holds invisible or direction characters`);
    // A name must not pass for another seat's label ("Rider 2 · bot, hard").
    if (/[·•]\s*bot\b|\bbot\s*,\s*(easy|hard)\s*$/i.test(name)) bad(`${what}'s name imitates a seat label`);
  }
}

function options(x: unknown, module: AnyGameModule): void {
  const o = obj(
    x,
    'the options',
    module.options.map((spec) => spec.id),
  );
  for (const spec of module.options) {
    if (!Object.hasOwn(o, spec.id)) continue;
    if (!spec.choices.some((c) => Object.is(c, o[spec.id]))) bad(`option "${spec.id}" is not one of ${spec.choices.join(', ')}`);
  }
}

/** Plain JSON data, bounded in depth, count and string length (the rules judge its meaning). */
function actionData(x: unknown, what: string): void {
  let values = 0;
  const walk = (v: unknown, depth: number): void => {
    if (++values > SAVE_LIMITS.actionValues) bad(`${what} is too large`);
    if (depth > SAVE_LIMITS.actionDepth) bad(`${what} is nested too deep`);
    if (v === null || typeof v === 'boolean') return;
    if (typeof v === 'number') return void num(v, what, Number.MAX_SAFE_INTEGER);
    if (typeof v === 'string') return void str(v, `a text in ${what}`, SAVE_LIMITS.actionString);
    if (Array.isArray(v)) {
      if (v.length > SAVE_LIMITS.actionValues) bad(`${what} is too large`);
      for (const item of v) walk(item, depth + 1);
      return;
    }
    if (!isPlainObject(v)) return void bad(`${what} holds something that is not plain data`);
    const keys = Object.keys(v);
    if (keys.length > SAVE_LIMITS.actionValues) bad(`${what} is too large`);
    for (const key of keys) {
      str(key, `a field name in ${what}`, SAVE_LIMITS.actionString);
      walk(v[key], depth + 1);
    }
  };
  walk(x, 0);
}

const xz = (x: unknown, what: string): void => {
  const p = obj(x, what, ['x', 'z']);
  num(p['x'], `${what}.x`);
  num(p['z'], `${what}.z`);
};
const ids = (x: unknown, what: string): void => {
  for (const id of list(x, what, SAVE_LIMITS.figures)) str(id, `an id in ${what}`, SAVE_LIMITS.id);
};
function diceInput(i: Record<string, unknown>, what: string): void {
  obj(i, what, ['kind', 'faces']);
  for (const f of list(i['faces'], `${what}'s faces`, SAVE_LIMITS.dice, 1)) {
    if (typeof f === 'string') str(f, `a face in ${what}`, 4);
    else num(f, `a face in ${what}`, 1000);
  }
}

function flickInput(i: Record<string, unknown>, what: string): void {
  obj(i, what, ['kind', 'touched', 'fallen', 'offBoard', 'bystandersHit', 'dieRest', 'dieOffTable']);
  for (const key of ['touched', 'fallen', 'offBoard', 'bystandersHit']) ids(i[key], `${what}'s ${key}`);
  xz(i['dieRest'], `${what}'s die rest`);
  if (typeof i['dieOffTable'] !== 'boolean') bad(`${what}'s dieOffTable is not true or false`);
}

/** A throw's choice: the drag as the table hands it over, or nothing (the seeded throw). */
function throwChoice(p: Record<string, unknown>, what: string): void {
  obj(p, what, ['kind', 'gesture']);
  if (p['gesture'] === undefined) return;
  const g = obj(p['gesture'], `${what}'s drag`, ['from', 'to', 'durationMs']);
  xz(g['from'], `${what}'s drag start`);
  xz(g['to'], `${what}'s drag end`);
  num(g['durationMs'], `${what}'s drag time`, SAVE_LIMITS.gestureMs);
}

/** A flick's choice: aim and power (die, start spot and figures are the game's, never the file's). */
function flickChoice(p: Record<string, unknown>, what: string): void {
  obj(p, what, ['kind', 'angle', 'power']);
  num(p['angle'], `${what}'s angle`, 100);
  num(p['power'], `${what}'s power`, 100);
}

function entry(x: unknown, n: number, players: number): void {
  const what = `move ${n}`;
  const e = obj(x, what, ['input', 'physics']);
  const input = obj(e['input'], what, ['kind', 'seat', 'action', 'faces', 'touched', 'fallen', 'offBoard', 'bystandersHit', 'dieRest', 'dieOffTable']);
  const physics = e['physics'] === undefined ? undefined : obj(e['physics'], `${what}'s physics`, ['kind', 'gesture', 'angle', 'power']);
  if (input['kind'] === 'action') {
    obj(input, what, ['kind', 'seat', 'action']);
    int(input['seat'], `${what}'s seat`, 0, players - 1);
    if (input['action'] === undefined || input['action'] === null) bad(`${what} has no action`);
    actionData(input['action'], `${what}'s action`);
    if (physics) bad(`${what} is a decision with a physics trace`);
  } else if (input['kind'] === 'dice') {
    diceInput(input, what);
    if (physics && physics['kind'] !== 'throw') bad(`${what} is a throw with a ${String(physics['kind'])} trace`);
    if (physics) throwChoice(physics, `${what}'s throw`);
  } else if (input['kind'] === 'flick') {
    flickInput(input, what);
    if (physics && physics['kind'] !== 'flick') bad(`${what} is a flick with a ${String(physics['kind'])} trace`);
    if (physics) flickChoice(physics, `${what}'s flick`);
  } else bad(`${what} is neither an action, a throw nor a flick`);
}

/** Why this record is not one the app could have written for `module`, or null when every field is in order. */
/** True when a record made under rules version `v` loads in `module` (its own version, or one it replays unchanged). */
export const readsVersion = (module: Pick<AnyGameModule, 'version' | 'replaysVersions'>, v: unknown): boolean =>
  v === module.version || (typeof v === 'number' && (module.replaysVersions ?? []).includes(v));

export function recordFieldError(record: unknown, module: AnyGameModule): string | null {
  try {
    const r = obj(record, 'the game record', ['moduleId', 'moduleVersion', 'seed', 'seats', 'options', 'inputs', 'physicsVersion', 'seedVersion', 'secret']);
    if (str(r['moduleId'], 'the game id', SAVE_LIMITS.id) !== module.id) bad('the game record is for another game');
    if (!readsVersion(module, r['moduleVersion'])) bad('the game record has another rules version');
    int(r['seed'], 'the seed', -(2 ** 31), 2 ** 32 - 1);
    const seats = list(r['seats'], 'the seat list', module.maxPlayers, module.minPlayers);
    seats.forEach((s, k) => seat(s, `seat ${k + 1}`));
    options(r['options'], module);
    if (r['physicsVersion'] !== undefined) int(r['physicsVersion'], 'the physics version', 1, SAVE_LIMITS.physicsVersion);
    const seeds = seedVersionError(r['seedVersion']) ?? secretError(r as { seed: unknown });
    if (seeds) bad(seeds);
    list(r['inputs'], 'the move list', SAVE_LIMITS.inputs).forEach((e, k) => entry(e, k + 1, seats.length));
    return null;
  } catch (e) {
    if (e instanceof Bad) return e.message;
    return `it could not be checked (${e instanceof Error ? e.message : String(e)})`;
  }
}

/**
 * The module with an `apply` that takes an action only when it is exactly one
 * of `legalActions` (no extra fields): a replay through it refuses a save
 * whose moves were edited into something the game never offered, even when
 * the rules would have tolerated it.
 */
export function strictActions<S, A>(module: GameModule<S, A>): GameModule<S, A> {
  return {
    ...module,
    apply(state, input) {
      if (input.kind === 'action' && canonicalAction(module.legalActions(state), input.action, 'exact') === undefined) {
        return { ok: false, error: { code: 'not-legal', message: 'this move is not one the game offered at that point' } };
      }
      return module.apply(state, input);
    },
  };
}
