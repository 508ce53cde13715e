// The ledger's lines: one per settled throw, read from what the game already
// keeps. A game's lines come from its record (the dice input, and the throw
// the rules asked for just before it: kinds, area, who, hidden; the seed is
// derived as the session derives it), so the ledger holds no second copy of
// a game's truth. Re-throws are physics the record does not keep: the
// session hands them over as they happen (by input index) and the stored
// ledger remembers them for later visits. Framework-free.
import type { AnyGameModule } from '../contract.ts';
import type { DieKind, FaceValue } from '../dice-kinds.ts';
import type { GameRecord } from '../log.ts';
import { throwSeed } from '../derive.ts';
import { replay } from '../replay.ts';
import type { Gesture, RethrowReason, ThrowArea } from '../../physics/types.ts';

export interface LedgerRethrow {
  die: number;
  reason: RethrowReason;
}

/** What re-performs a throw: the derived request and the recorded choice, and the physics it was thrown with. */
export interface ThrowInputs {
  kinds: DieKind[];
  area: ThrowArea;
  seed: number;
  gesture?: Gesture;
  physicsVersion: number;
}

export interface LedgerRow {
  /** Which game (a module id, or 'dice-table') and which play of it. */
  game: string;
  gameKey: string;
  /** The throw's input index in its record (the dice table: its throw number). */
  index: number;
  seat: number | null;
  who: string;
  kinds: DieKind[];
  /** Null while the throw lies under another seat's cup (shown once the game has ended). */
  faces: FaceValue[] | null;
  /** Null when not known (thrown before this device kept a ledger of the game). */
  rethrows: LedgerRethrow[] | null;
  /** The dice (by index) that came to rest standing on their rim; null when not known (the record keeps only a disc's value). */
  edges: number[] | null;
  /** Null when the faces were typed in, not thrown (nothing to re-perform). */
  inputs: ThrowInputs | null;
}

/** The play of a game this record is, for the stored ledger: its game, seed and seats. */
export const gameKeyOf = (record: Pick<GameRecord, 'moduleId' | 'seed' | 'seats'>): string =>
  `${record.moduleId}/${record.seed >>> 0}/${record.seats.map((s) => (s.kind === 'human' ? 'h' : s.level)).join(',')}`;

export interface RecordRowOptions {
  /** A seat's name as the table shows it. */
  who(seat: number): string;
  /** The seat the screen shows (null: a spectator); it sees its own hidden throws. */
  viewer: number | null;
  /** Re-throws seen, by input index. */
  rethrows?: Readonly<Record<number, readonly LedgerRethrow[]>>;
  /** Dice that rested on their rim, by input index. */
  edges?: Readonly<Record<number, readonly number[]>>;
  /** Physics version of records that carry none (before versions were kept: 1). */
  defaultPhysicsVersion?: number;
}

/**
 * Every throw of `record`, in order. A throw under a cup shows its faces only
 * to its thrower until the game has ended. Replays the record once (the
 * caller keeps the answer for the same record); a record that stops
 * applying gives the lines up to there.
 */
export function rowsOfRecord(module: AnyGameModule, record: GameRecord, options: RecordRowOptions): LedgerRow[] {
  const rows: LedgerRow[] = [];
  const gameKey = gameKeyOf(record);
  const physicsVersion = record.physicsVersion ?? options.defaultPhysicsVersion ?? 1;
  const hiddenRows: { row: LedgerRow; faces: FaceValue[] }[] = [];
  const ended = replay(module, record, {
    before(state, index) {
      const entry = record.inputs[index]!;
      if (entry.input.kind !== 'dice') return;
      const aw = module.awaiting(state);
      if (aw.kind !== 'throw') return;
      const choice = entry.physics?.kind === 'throw' ? entry.physics : null;
      const faces = [...entry.input.faces];
      const row: LedgerRow = {
        game: record.moduleId,
        gameKey,
        index,
        seat: aw.seat,
        who: options.who(aw.seat),
        kinds: aw.dice.slice(),
        faces,
        rethrows: options.rethrows?.[index]?.map((r) => ({ die: r.die, reason: r.reason })) ?? null,
        edges: options.edges?.[index]?.slice() ?? null,
        inputs: choice
          ? { kinds: aw.dice.slice(), area: aw.area, seed: throwSeed(record.seed, index, record.seedVersion, record.secret), ...(choice.gesture ? { gesture: choice.gesture } : {}), physicsVersion }
          : null,
      };
      if (aw.hidden && aw.seat !== options.viewer) hiddenRows.push({ row, faces });
      rows.push(row);
    },
  });
  const over = ended.ok && module.awaiting(ended.state).kind === 'end';
  if (!over) for (const { row } of hiddenRows) row.faces = null;
  return rows;
}
