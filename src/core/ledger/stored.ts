// The ledger this device keeps of every game played here (and the dice
// table's throws), as one stored text. A game's own lines come from its
// record while it is open; this keeps them, with the re-throws seen, for
// when the game is gone (a new game replaces the autosave). Reading never
// throws: a damaged text is reported (the caller sets it aside and starts
// afresh). The oldest plays are dropped beyond MAX_STORED_THROWS.
import { isDieKind, isFaceOf } from '../dice-kinds.ts';
import type { LedgerRethrow, LedgerRow, ThrowInputs } from './rows.ts';

export const LEDGER_FORMAT = 'frontier-table-ledger';
export const LEDGER_VERSION = 1;
/** About 1.5 MB of text: the oldest plays go first beyond it. */
export const MAX_STORED_THROWS = 12_000;

export interface StoredPlay {
  key: string;
  game: string;
  /** When the play was last written (ms since 1970), for the order. */
  at: number;
  rows: LedgerRow[];
}

export interface StoredLedger {
  format: typeof LEDGER_FORMAT;
  version: typeof LEDGER_VERSION;
  plays: StoredPlay[];
}

export const emptyLedger = (): StoredLedger => ({ format: LEDGER_FORMAT, version: LEDGER_VERSION, plays: [] });

export type LedgerRead = { ok: true; ledger: StoredLedger } | { ok: false; reason: string };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min = 0): x is number => Number.isInteger(x) && (x as number) >= min;
const isText = (x: unknown): x is string => typeof x === 'string' && x.length <= 200;
const REASONS = ['cocked', 'off-table', 'unsettled'];
const AREAS = ['tray', 'cup', 'player'];

function rowProblem(r: unknown): string | null {
  if (!isObject(r)) return 'a line is not an object';
  const { game, gameKey, index, seat, who, kinds, faces, rethrows, inputs } = r;
  if (!isText(game) || !isText(gameKey) || !isText(who) || !isInt(index)) return 'a line lacks its game, play, number or thrower';
  if (seat !== null && !isInt(seat)) return 'a line has a bad seat';
  if (!Array.isArray(kinds) || kinds.length < 1 || kinds.length > 10 || !kinds.every(isDieKind)) return 'a line has bad die kinds';
  if (faces !== null && (!Array.isArray(faces) || faces.length !== kinds.length || !faces.every((f, i) => isFaceOf(kinds[i]!, f)))) return 'a line has faces its dice cannot show';
  if (rethrows !== null && (!Array.isArray(rethrows) || !rethrows.every((x: unknown) => isObject(x) && isInt(x.die) && (x.die as number) < kinds.length && REASONS.includes(x.reason as string)))) {
    return 'a line has bad re-throws';
  }
  if (inputs !== null) {
    if (!isObject(inputs) || !isInt(inputs.seed) || (inputs.seed as number) > 0xffffffff || !AREAS.includes(inputs.area as string) || !isInt(inputs.physicsVersion, 1)) return 'a line has bad throw inputs';
    if (!Array.isArray(inputs.kinds) || JSON.stringify(inputs.kinds) !== JSON.stringify(kinds)) return 'a line has bad throw inputs';
    const g = inputs.gesture;
    if (g !== undefined && !(isObject(g) && isObject(g.from) && isObject(g.to) && [g.from.x, g.from.z, g.to.x, g.to.z, g.durationMs].every(Number.isFinite))) return 'a line has a bad drag';
  }
  return null;
}

/** The stored ledger in `text`, or why it cannot be read. */
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
    if (!isObject(p) || !isText(p.key) || !isText(p.game) || !Number.isFinite(p.at) || !Array.isArray(p.rows)) return { ok: false, reason: 'a game in it is damaged' };
    for (const r of p.rows as unknown[]) {
      const problem = rowProblem(r);
      if (problem) return { ok: false, reason: `${problem} (game ${p.game})` };
    }
  }
  return { ok: true, ledger: data as unknown as StoredLedger };
}

export const serializeLedger = (ledger: StoredLedger): string => JSON.stringify(ledger);

/** A row as stored: only its own fields, copied (no stray fields from a caller). */
function storedRow(r: LedgerRow): LedgerRow {
  const inputs: ThrowInputs | null = r.inputs
    ? {
        kinds: r.inputs.kinds.slice(),
        area: r.inputs.area,
        seed: r.inputs.seed,
        ...(r.inputs.gesture ? { gesture: { from: { ...r.inputs.gesture.from }, to: { ...r.inputs.gesture.to }, durationMs: r.inputs.gesture.durationMs } } : {}),
        physicsVersion: r.inputs.physicsVersion,
      }
    : null;
  const rethrows: LedgerRethrow[] | null = r.rethrows ? r.rethrows.map((x) => ({ die: x.die, reason: x.reason })) : null;
  return { game: r.game, gameKey: r.gameKey, index: r.index, seat: r.seat, who: r.who, kinds: r.kinds.slice(), faces: r.faces ? r.faces.slice() : null, rethrows, inputs };
}

/**
 * The ledger with play `key`'s lines replaced by `rows` (a play keeps lines it
 * knew that `rows` no longer has, e.g. re-throws seen on an earlier visit are
 * merged in by the caller); the newest play last; oldest plays dropped beyond the cap.
 */
export function withPlay(ledger: StoredLedger, key: string, game: string, rows: readonly LedgerRow[], at: number, cap = MAX_STORED_THROWS): StoredLedger {
  const others = ledger.plays.filter((p) => p.key !== key);
  const plays = [...others, { key, game, at, rows: rows.map(storedRow) }];
  let total = plays.reduce((n, p) => n + p.rows.length, 0);
  while (total > cap && plays.length > 1) total -= plays.shift()!.rows.length;
  return { format: LEDGER_FORMAT, version: LEDGER_VERSION, plays };
}

/** Every stored line except those of play `except` (the open game's come from its record). */
export const storedRows = (ledger: StoredLedger, except?: string): LedgerRow[] => ledger.plays.filter((p) => p.key !== except).flatMap((p) => p.rows);

/** The re-throws the stored ledger knows for play `key`, by throw index. */
export function storedRethrows(ledger: StoredLedger, key: string): Record<number, LedgerRethrow[]> {
  const out: Record<number, LedgerRethrow[]> = {};
  for (const r of ledger.plays.find((p) => p.key === key)?.rows ?? []) if (r.rethrows) out[r.index] = r.rethrows;
  return out;
}
