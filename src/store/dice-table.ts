// The dice-table sandbox store: which dice lie on the table, the throw the
// scene must run next, and what recent throws showed. Narrow on purpose: the
// per-frame physics state lives in the scene's refs, never here.
// Actions are plain functions on the store (no hooks), so the HUD, the
// keyboard, the pointer and window.tabletop all throw the same way.
import { i18n } from '@lingui/core';
import { createStore } from 'zustand/vanilla';
import { DIE_KINDS, isDieKind, type DieKind, type FaceValue } from '../core/dice-kinds.ts';
import { throwFromGesture, throwFromSeed } from '../physics/throw-input.ts';
import { mixSeed } from '../physics/random.ts';
import type { Gesture, Pose, RethrowRecord, ThrowResult, ThrowSpec } from '../physics/types.ts';
import { PhysicsInputError } from '../physics/types.ts';

export const MAX_DICE = 10;
const HISTORY = 8;

export interface ThrowRecord {
  id: number;
  /** The kind of every die, in throw order. */
  kinds: DieKind[];
  faces: FaceValue[];
  /** Sum of numeric faces; null for poker dice. */
  sum: number | null;
  rethrows: RethrowRecord[];
  /** The dice that rested on their rim (discs standing on edge). */
  edges: number[];
  steps: number;
  source: 'drag' | 'roll' | 'automation';
  spec: ThrowSpec;
  /** The drag it was thrown with (none: the seeded throw); with the spec's seed it re-performs the throw (the dice ledger's replay). */
  gesture?: Gesture;
}

export interface PendingThrow {
  id: number;
  spec: ThrowSpec;
  source: ThrowRecord['source'];
  gesture?: Gesture;
}

export interface Notice {
  id: number;
  text: string;
}

export interface DiceTableState {
  /** The dice on the table, in order (the UI picks one kind and a count). */
  dice: DieKind[];
  /** The throw the scene is running, if any. */
  rolling: PendingThrow | null;
  /** Where the dice lie after the last throw; null: neatly in the tray (a new set of dice). */
  restPoses: Pose[] | null;
  last: ThrowRecord | null;
  history: ThrowRecord[];
  notices: Notice[];
  muted: boolean;
  /** Bumped to ask the camera rig to go back to its home view. */
  cameraEpoch: number;
}

export interface ThrowRequest {
  kinds?: DieKind[];
  seed?: number;
  gesture?: Gesture;
  source: ThrowRecord['source'];
}

export const describeRethrow = (r: RethrowRecord): string =>
  `Die ${r.die + 1} ${r.reason === 'cocked' ? 'landed cocked' : r.reason === 'off-table' ? 'left the table' : 'did not come to rest'}: thrown again (${r.attempt}).`;

export function sumOf(faces: FaceValue[]): number | null {
  return faces.every((f) => typeof f === 'number') ? (faces as number[]).reduce((a, b) => a + b, 0) : null;
}

/** Makes a dice-table store; `firstSeed` starts the seeded generator (Roll button, Space). */
export function createDiceTableStore(firstSeed: number) {
  let nextId = 1;
  let seedCounter = 0;
  const waiting = new Map<number, { resolve: (r: ThrowRecord) => void; reject: (e: Error) => void }>();

  const store = createStore<DiceTableState>()(() => ({
    dice: ['d6', 'd6'],
    rolling: null,
    restPoses: null,
    last: null,
    history: [],
    notices: [],
    muted: false,
    cameraEpoch: 0,
  }));

  const notify = (text: string) => {
    const notice = { id: nextId++, text };
    store.setState((s) => ({ notices: [...s.notices.slice(-3), notice] }));
    setTimeout(() => store.setState((s) => ({ notices: s.notices.filter((n) => n.id !== notice.id) })), 5000);
  };

  const actions = {
    /** Put `count` dice of `kind` on the table (only between throws). */
    setDice(kind: DieKind, count: number): void {
      if (!isDieKind(kind)) throw new Error(`unknown die kind ${JSON.stringify(kind)}; one of ${DIE_KINDS.join(', ')}`);
      if (!Number.isInteger(count) || count < 1 || count > MAX_DICE) throw new Error(`count must be an integer from 1 to ${MAX_DICE}, got ${String(count)}`);
      if (store.getState().rolling) throw new Error('the dice are still rolling');
      store.setState({ dice: new Array<DieKind>(count).fill(kind), restPoses: null });
    },

    /**
     * Start a throw of the dice on the table (or `kinds`), seeded or from a
     * gesture. Resolves once the scene has run it to rest. Bad input rejects
     * before anything changes.
     */
    throwDice(request: ThrowRequest): Promise<ThrowRecord> {
      try {
        const state = store.getState();
        if (state.rolling) throw new Error('the dice are still rolling; wait for them to settle');
        const kinds = request.kinds ?? state.dice;
        if (kinds.length < 1 || kinds.length > MAX_DICE) throw new Error(`throw 1 to ${MAX_DICE} dice, not ${kinds.length}`);
        const seed = request.seed ?? mixSeed(firstSeed, seedCounter++) >>> 0;
        const spec = request.gesture ? throwFromGesture(kinds, request.gesture, seed) : throwFromSeed(kinds, seed);
        const id = nextId++;
        store.setState({ dice: [...spec.kinds], rolling: { id, spec, source: request.source, ...(request.gesture ? { gesture: request.gesture } : {}) } });
        return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
      } catch (error) {
        // A drag let go at rest throws nothing: say so on the table (the drag handler does not read the rejection).
        if (error instanceof PhysicsInputError && error.code === 'weak-gesture') notify(error.message);
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },

    /** The scene saw a die re-thrown. */
    rethrown(record: RethrowRecord): void {
      notify(describeRethrow(record));
    },

    /** The scene ran the throw to rest. */
    settled(id: number, result: ThrowResult): void {
      const rolling = store.getState().rolling;
      if (!rolling || rolling.id !== id) return;
      const record: ThrowRecord = {
        id,
        kinds: [...rolling.spec.kinds],
        faces: result.faces,
        sum: sumOf(result.faces),
        rethrows: result.rethrows,
        edges: result.edges,
        steps: result.steps,
        source: rolling.source,
        spec: rolling.spec,
        ...(rolling.gesture ? { gesture: rolling.gesture } : {}),
      };
      store.setState((s) => ({ rolling: null, restPoses: result.poses, last: record, history: [record, ...s.history].slice(0, HISTORY) }));
      waiting.get(id)?.resolve(record);
      waiting.delete(id);
    },

    /** The scene could not run the throw (physics error): report it, keep the table usable. */
    failed(id: number, error: Error): void {
      if (store.getState().rolling?.id !== id) return;
      store.setState({ rolling: null, restPoses: null });
      notify(i18n._({ id: 'dice-table.throw-failed', message: 'The throw failed: {reason}', values: { reason: error.message } }));
      waiting.get(id)?.reject(error);
      waiting.delete(id);
    },

    setMuted(muted: boolean): void {
      store.setState({ muted });
    },

    resetCamera(): void {
      store.setState((s) => ({ cameraEpoch: s.cameraEpoch + 1 }));
    },
  };

  return { store, actions };
}

export type DiceTableStore = ReturnType<typeof createDiceTableStore>;
