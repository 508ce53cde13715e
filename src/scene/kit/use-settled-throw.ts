// Following the throw a board shows in its own row (settled-row.ts), written
// once for the boards that take a settled throw over from the session's throw
// layer: Tableau Gulch (ThrownDice) and Gold in the Rivers (ShownDiscs); Main
// Street's ShowdownDice and Mail Run's RiderDice take the same three steps.
// The board names each throw by a key (null: no throw on the table). On every
// new position, before paint, the hook calls the board's step for what
// changed: a new key is a throw come to rest (its dice are taken over while
// the layer still shows them), the same key any other change within it (a
// move, an undo, a replay step back), no key no throw. Then it hides the
// layer, which keeps the last throw's dice where they stopped until the next
// throw replaces them, unless the board says dice wait to be thrown.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import type { StoreApi } from 'zustand/vanilla';
import type { Stage } from '../../store/session/types.ts';
import { setLayerVisible, throwLayer } from './session-layers.ts';

export interface ThrowSteps {
  /** A new throw came to rest: take its dice over from the throw layer in `scene`. */
  taken(scene: THREE.Object3D): void;
  /** The same throw after another change: the shown dice stay, any the board lost come back. */
  same(): void;
  /** No throw on the table (one is awaited, or the game is over). */
  none(): void;
  /** With no throw on the table, does the layer show dice waiting to be thrown? */
  waiting: boolean;
  /** After every step and the layer (the board tells its motion what changed). */
  after?(): void;
}

/**
 * One change of position: the step for throw `key` after `prev`, taken while the layer still shows the dice
 * (settledThrow reads them there), then the layer shown or hidden, then `after`.
 */
export function followThrow(scene: THREE.Object3D, prev: string | null, key: string | null, steps: ThrowSteps): void {
  if (key === null) steps.none();
  else if (key !== prev) steps.taken(scene);
  else steps.same();
  setLayerVisible(throwLayer(scene), key === null && steps.waiting);
  steps.after?.();
}

/** Follows the throw `key` names whenever `view` changes (followThrow, before paint). */
export function useSettledThrow(view: unknown, key: string | null, steps: ThrowSteps): void {
  const prev = useRef<string | null>(null);
  const scene = useThree((s) => s.scene);
  useLayoutEffect(() => {
    followThrow(scene, prev.current, key, steps);
    prev.current = key;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);
}

/**
 * A board's record of the session's throws (by stage id) it took over, for a board that takes over only some of them
 * (Mail Run's rider's dice, not a jail throw or a saloon's poker): while the newest throw is not taken over, the layer
 * keeps showing it (pass `waiting` to followThrow).
 */
export class ThrowsTaken {
  private last = -1;
  private took = -2;
  /** Throw stage `id` is on the table; true when it is a new one. */
  began(id: number): boolean {
    if (id === this.last) return false;
    this.last = id;
    return true;
  }
  /** The newest throw was taken over. */
  take(): void {
    this.took = this.last;
  }
  /** Does the layer show a throw not taken over? */
  get waiting(): boolean {
    return this.last !== this.took;
  }
}

/** The throws a board took over; every new throw stage shows the layer and all its dice again (the board may have hidden them). */
export function useThrowsTaken(session: { store: StoreApi<{ stage: Stage | null }> }): ThrowsTaken {
  const { scene, invalidate } = useThree();
  // One record for the board's life (a memo may be dropped and would forget what was taken).
  const [taken] = useState(() => new ThrowsTaken());
  useEffect(() => {
    const track = () => {
      const st = session.store.getState().stage;
      if (st?.kind !== 'throw' || !taken.began(st.id)) return;
      const layer = throwLayer(scene);
      setLayerVisible(layer, true);
      for (const child of layer?.children ?? []) child.visible = true;
      invalidate();
    };
    track();
    return session.store.subscribe((s, p) => s.stage !== p.stage && track());
  }, [session, scene, invalidate, taken]);
  return taken;
}
