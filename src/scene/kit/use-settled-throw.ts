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
import { useLayoutEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
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
