// The dice table's part of window.tabletop: throwDice, lastResult, setDice and
// dieScreenPoints (for tests that drag a real die). Every throw goes through
// the store and the visible DiceRun, exactly like a player's.
import { DIE_KINDS, isDieKind, type DieKind, type FaceValue } from '../../core/dice-kinds.ts';
import type { Gesture, RethrowRecord } from '../../physics/types.ts';
import { registerAutomation } from '../../ui/automation.ts';
import { MAX_DICE, type DiceTableStore, type ThrowRecord } from '../../store/dice-table.ts';
import type { StageProbe } from './DiceStage.tsx';

export interface ThrowOptions {
  /** One kind for every die, or a kind per die. Default: the dice on the table. */
  kinds?: DieKind | DieKind[];
  /** How many dice (with a single kind or none given). */
  count?: number;
  /** Seed of the throw (integer 0..2^32-1); default: the table's seeded generator. */
  seed?: number;
  /** A drag on the table plane instead of a seeded throw. */
  gesture?: Gesture;
}

export interface SettledResult {
  /** The kind of all dice, or 'mixed'. */
  kind: DieKind | 'mixed';
  faces: FaceValue[];
  rethrows: RethrowRecord[];
}

function summary(r: ThrowRecord): SettledResult {
  const first = r.kinds[0] ?? 'd6';
  return { kind: r.kinds.every((k) => k === first) ? first : 'mixed', faces: [...r.faces], rethrows: r.rethrows };
}

/** Turns loose options into the kinds to throw; throws a clear Error on nonsense. */
export function kindsFor(options: ThrowOptions, onTable: readonly DieKind[]): DieKind[] {
  const { kinds, count } = options;
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > MAX_DICE)) {
    throw new Error(`count must be an integer from 1 to ${MAX_DICE}, got ${String(count)}`);
  }
  if (Array.isArray(kinds)) {
    kinds.forEach((k, i) => {
      if (!isDieKind(k)) throw new Error(`kinds[${i}] ${JSON.stringify(k)} is not one of ${DIE_KINDS.join(', ')}`);
    });
    if (count !== undefined && count !== kinds.length) throw new Error(`count ${count} does not match ${kinds.length} kinds`);
    if (kinds.length < 1 || kinds.length > MAX_DICE) throw new Error(`throw 1 to ${MAX_DICE} dice, not ${kinds.length}`);
    return [...kinds];
  }
  if (kinds !== undefined && !isDieKind(kinds)) throw new Error(`kinds ${JSON.stringify(kinds)} is not one of ${DIE_KINDS.join(', ')}`);
  const kind = kinds ?? onTable[0] ?? 'd6';
  return new Array<DieKind>(count ?? onTable.length).fill(kind);
}

export function registerDiceTableAutomation(table: DiceTableStore, probe: StageProbe): () => void {
  return registerAutomation({
    async throwDice(options: ThrowOptions = {}): Promise<SettledResult> {
      if (typeof options !== 'object' || options === null) throw new Error('throwDice takes an options object');
      const kinds = kindsFor(options, table.store.getState().dice);
      const record = await table.actions.throwDice({ kinds, seed: options.seed, gesture: options.gesture, source: 'automation' });
      return summary(record);
    },
    lastResult(): SettledResult | null {
      const last = table.store.getState().last;
      return last ? summary(last) : null;
    },
    setDice(kind: DieKind, count: number): void {
      table.actions.setDice(kind, count);
    },
    isRolling(): boolean {
      return table.store.getState().rolling !== null;
    },
    dieScreenPoints() {
      return probe.screenPoints();
    },
    shownFaces() {
      return probe.shownFaces();
    },
  });
}
