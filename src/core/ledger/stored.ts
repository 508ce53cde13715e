// The ledger this device keeps of every game played here (and the dice
// table's throws), as one stored text. A game's own lines come from its
// record while it is open; this keeps them, with the re-throws seen, for
// when the game is gone (a new game replaces the autosave). Reading never
// throws: a damaged text is reported (the caller sets it aside and starts
// afresh). The oldest plays are dropped beyond MAX_STORED_THROWS. Lines are
// stored compactly (a die kind or face is one letter, a line a short list:
// about 40 characters), so 10,000 throws are some 400 kB and read quickly;
// reading a line back is also its check.
import { DIE_KINDS, FACES, type DieKind, type FaceValue } from '../dice-kinds.ts';
import type { Gesture, RethrowReason, ThrowArea } from '../../physics/types.ts';
import type { LedgerRethrow, LedgerRow } from './rows.ts';

export const LEDGER_FORMAT = 'frontier-table-ledger';
export const LEDGER_VERSION = 1;
/** About 500 kB of text: the oldest plays go first beyond it. */
export const MAX_STORED_THROWS = 12_000;

/**
 * One line as stored: [index, seat (null: none), who (an index into the play's
 * names), kinds (a letter a die), faces (a letter a die; null: hidden),
 * re-throws (die digit + reason letter each; null: not known), inputs (null,
 * or [area letter, seed, physics version, drag as [from x, from z, to x, to z, ms]?]), and optionally
 * the dice that rested on their rim (a die digit each; left off when not known: lines written
 * before edges were kept have seven entries)].
 */
export type StoredLine =
  | [number, number | null, number, string, string | null, string | null, StoredInputs | null]
  | [number, number | null, number, string, string | null, string | null, StoredInputs | null, string];
type StoredInputs = [string, number, number] | [string, number, number, [number, number, number, number, number]];

export interface StoredPlay {
  key: string;
  game: string;
  /** When the play was last written (ms since 1970), for the order. */
  at: number;
  /** The throwers' names, which lines point into. */
  who: string[];
  lines: StoredLine[];
}

export interface StoredLedger {
  format: typeof LEDGER_FORMAT;
  version: typeof LEDGER_VERSION;
  plays: StoredPlay[];
}

export const emptyLedger = (): StoredLedger => ({ format: LEDGER_FORMAT, version: LEDGER_VERSION, plays: [] });

export type LedgerRead = { ok: true; ledger: StoredLedger } | { ok: false; reason: string };

const KIND_CODE: Record<DieKind, string> = { d6: 'd', poker: 'p', disc01: 'a', disc02: 'b', disc12: 'c' };
const KIND_OF = new Map<string, DieKind>(DIE_KINDS.map((k) => [KIND_CODE[k], k]));
const faceCode = (f: FaceValue): string => (f === '10' ? 'T' : String(f));
/** Per kind: face letter → face. */
const FACE_OF = new Map<DieKind, Map<string, FaceValue>>(DIE_KINDS.map((k) => [k, new Map(FACES[k].map((f) => [faceCode(f), f]))]));
const REASON_CODE: Record<RethrowReason, string> = { cocked: 'c', 'off-table': 'o', unsettled: 'u' };
const REASON_OF = new Map<string, RethrowReason>(Object.entries(REASON_CODE).map(([r, c]) => [c, r as RethrowReason]));
const AREA_CODE: Record<ThrowArea, string> = { tray: 't', cup: 'c', player: 'p' };
const AREA_OF = new Map<string, ThrowArea>(Object.entries(AREA_CODE).map(([a, c]) => [c, a as ThrowArea]));

/** The most dice one line holds (Silver Creek County's set-up throws 18 at once); a re-throw's die is one base-36 letter. */
const MAX_LINE_DICE = 36;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min = 0): x is number => Number.isInteger(x) && (x as number) >= min;
const isText = (x: unknown, max = 200): x is string => typeof x === 'string' && x.length <= max;

class Damaged extends Error {}
const damaged = (why: string): never => {
  throw new Damaged(why);
};

function encodeLine(r: LedgerRow, whoIndex: number): StoredLine {
  const kinds = r.kinds.map((k) => KIND_CODE[k]).join('');
  const faces = r.faces ? r.faces.map(faceCode).join('') : null;
  const rethrows = r.rethrows ? r.rethrows.map((x) => `${x.die.toString(36)}${REASON_CODE[x.reason]}`).join('') : null;
  let inputs: StoredInputs | null = null;
  if (r.inputs) {
    const g = r.inputs.gesture;
    inputs = g
      ? [AREA_CODE[r.inputs.area], r.inputs.seed, r.inputs.physicsVersion, [g.from.x, g.from.z, g.to.x, g.to.z, g.durationMs]]
      : [AREA_CODE[r.inputs.area], r.inputs.seed, r.inputs.physicsVersion];
  }
  const line: StoredLine = [r.index, r.seat, whoIndex, kinds, faces, rethrows, inputs];
  if (r.edges) line.push(r.edges.map((d) => d.toString(36)).join(''));
  return line;
}

/** A stored line back as a ledger line; throws Damaged for anything the app never writes. */
function decodeLine(line: unknown, play: { key: string; game: string; who: string[] }): LedgerRow {
  if (!Array.isArray(line) || (line.length !== 7 && line.length !== 8)) damaged('a line is not a list of seven or eight');
  const [index, seat, whoIndex, kindText, faceText, rethrowText, inputs, edgeText] = line as unknown[];
  if (!isInt(index) || !(seat === null || isInt(seat)) || !isInt(whoIndex) || whoIndex >= play.who.length) damaged('a line lacks its number or thrower');
  if (!isText(kindText, MAX_LINE_DICE) || kindText.length < 1) damaged('a line has bad die kinds');
  const kinds = [...(kindText as string)].map((c) => KIND_OF.get(c) ?? damaged('a line has bad die kinds'));
  let faces: FaceValue[] | null = null;
  if (faceText !== null) {
    if (!isText(faceText, MAX_LINE_DICE) || faceText.length !== kinds.length) damaged('a line has faces its dice cannot show');
    faces = kinds.map((k, i) => FACE_OF.get(k)!.get((faceText as string)[i]!) ?? damaged('a line has faces its dice cannot show'));
  }
  let rethrows: LedgerRethrow[] | null = null;
  if (rethrowText !== null) {
    if (!isText(rethrowText, 400) || rethrowText.length % 2 !== 0) damaged('a line has bad re-throws');
    rethrows = [];
    for (let i = 0; i < (rethrowText as string).length; i += 2) {
      const die = parseInt((rethrowText as string)[i]!, 36);
      const reason = REASON_OF.get((rethrowText as string)[i + 1]!);
      if (!(die < kinds.length) || !reason) damaged('a line has bad re-throws');
      rethrows.push({ die, reason: reason! });
    }
  }
  let edges: number[] | null = null;
  if (edgeText !== undefined) {
    if (!isText(edgeText, MAX_LINE_DICE)) damaged('a line has bad edge landings');
    edges = [...(edgeText as string)].map((c) => {
      const die = parseInt(c, 36);
      return die < kinds.length ? die : damaged('a line has bad edge landings');
    });
  }
  let throwInputs: LedgerRow['inputs'] = null;
  if (inputs !== null) {
    if (!Array.isArray(inputs) || inputs.length < 3 || inputs.length > 4) damaged('a line has bad throw inputs');
    const [areaCode, seed, version, drag] = inputs as unknown[];
    const area = AREA_OF.get(areaCode as string);
    if (!area || !isInt(seed) || (seed as number) > 0xffffffff || !isInt(version, 1)) damaged('a line has bad throw inputs');
    let gesture: Gesture | undefined;
    if (drag !== undefined) {
      if (!Array.isArray(drag) || drag.length !== 5 || !drag.every(Number.isFinite)) damaged('a line has a bad drag');
      const [fx, fz, tx, tz, ms] = drag as number[];
      gesture = { from: { x: fx!, z: fz! }, to: { x: tx!, z: tz! }, durationMs: ms! };
    }
    throwInputs = { kinds: kinds.slice(), area: area!, seed: seed as number, ...(gesture ? { gesture } : {}), physicsVersion: version as number };
  }
  return { game: play.game, gameKey: play.key, index: index as number, seat: seat as number | null, who: play.who[whoIndex as number]!, kinds, faces, rethrows: rethrows, edges, inputs: throwInputs };
}

/** Lines already decoded (when the ledger was read), by play. */
const decoded = new WeakMap<StoredPlay, LedgerRow[]>();

/** The stored ledger in `text`, or why it cannot be read. Every line is checked (decoded) here. */
export function parseLedger(text: string): LedgerRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'it is not readable JSON' };
  }
  if (!isObject(data) || data.format !== LEDGER_FORMAT) return { ok: false, reason: 'it is not a dice ledger' };
  if (data.version !== LEDGER_VERSION) return { ok: false, reason: `it is version ${String(data.version)}, this build reads version ${LEDGER_VERSION}` };
  if (!Array.isArray(data.plays)) return { ok: false, reason: 'it has no list of games' };
  for (const p of data.plays as unknown[]) {
    if (!isObject(p) || !isText(p.key) || !isText(p.game) || !Number.isFinite(p.at) || !Array.isArray(p.lines) || !Array.isArray(p.who) || !p.who.every((w) => isText(w))) {
      return { ok: false, reason: 'a game in it is damaged' };
    }
    try {
      const play = p as unknown as StoredPlay;
      decoded.set(play, play.lines.map((line: unknown) => decodeLine(line, play)));
    } catch (e) {
      if (e instanceof Damaged) return { ok: false, reason: `${e.message} (game ${p.game})` };
      throw e;
    }
  }
  return { ok: true, ledger: data as unknown as StoredLedger };
}

export const serializeLedger = (ledger: StoredLedger): string => JSON.stringify(ledger);

/** Play `key`'s lines, as stored. */
function playOf(key: string, game: string, rows: readonly LedgerRow[], at: number): StoredPlay {
  const who: string[] = [];
  const lines = rows.map((r) => {
    let i = who.indexOf(r.who);
    if (i < 0) i = who.push(r.who) - 1;
    return encodeLine(r, i);
  });
  return { key, game, at, who, lines };
}

/** The ledger with play `key`'s lines replaced by `rows`; the newest play last; oldest plays dropped beyond the cap. */
export function withPlay(ledger: StoredLedger, key: string, game: string, rows: readonly LedgerRow[], at: number, cap = MAX_STORED_THROWS): StoredLedger {
  const plays = [...ledger.plays.filter((p) => p.key !== key), playOf(key, game, rows, at)];
  let total = plays.reduce((n, p) => n + p.lines.length, 0);
  while (total > cap && plays.length > 1) total -= plays.shift()!.lines.length;
  return { format: LEDGER_FORMAT, version: LEDGER_VERSION, plays };
}

/** The lines of one stored play (checked when the ledger was read). */
export function playRows(play: StoredPlay): LedgerRow[] {
  let rows = decoded.get(play);
  if (!rows) decoded.set(play, (rows = play.lines.map((line) => decodeLine(line, play))));
  return rows;
}

/** Every stored line except those of play `except` (the open game's come from its record). */
export const storedRows = (ledger: StoredLedger, except?: string): LedgerRow[] => ledger.plays.filter((p) => p.key !== except).flatMap(playRows);

/** The re-throws the stored ledger knows for play `key`, by throw index. */
export function storedRethrows(ledger: StoredLedger, key: string): Record<number, LedgerRethrow[]> {
  const out: Record<number, LedgerRethrow[]> = {};
  const play = ledger.plays.find((p) => p.key === key);
  for (const r of play ? playRows(play) : []) if (r.rethrows) out[r.index] = r.rethrows;
  return out;
}

/** The edge landings the stored ledger knows for play `key`, by throw index. */
export function storedEdges(ledger: StoredLedger, key: string): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  const play = ledger.plays.find((p) => p.key === key);
  for (const r of play ? playRows(play) : []) if (r.edges) out[r.index] = r.edges;
  return out;
}
