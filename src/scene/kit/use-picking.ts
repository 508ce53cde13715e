// The pointer and finger on a board, for a picking (picking.ts): one set of
// r3f handlers for the mesh a board's targets lie on. A mouse hovers (the
// pointing hand over a target a click acts on) and clicks; a finger taps (a
// game whose first tap only names a target says so in its spec), and a long
// press names the target like a hover without acting. A drag of the camera is
// not a click. `targetAt` finds the target from the table point, so one mesh
// serves a whole field; on instanced copies (dice, pieces: ModelInstances'
// `pointer`) it gets the copy's index too.
import { useMemo } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type { PointerKind } from './picking.ts';

/** What the pointer needs of a picking. */
export interface PointerPicking<T> {
  hover(t: T | null): void;
  clickable(t: T): boolean;
  click(t: T, pointer: PointerKind): void;
}

const LONG_PRESS_MS = 450;
/** Pixels a press may travel and still be a click, not a camera drag. */
const CLICK_SLOP = 8;

export function usePickPointer<T extends string | number>(picking: PointerPicking<T>, targetAt: (x: number, z: number, instance?: number) => T | null) {
  return useMemo(() => {
    let pointer: PointerKind = 'mouse';
    let press: { timer: number; long: boolean } | null = null;
    const at = (e: ThreeEvent<PointerEvent | MouseEvent>) => targetAt(e.point.x, e.point.z, e.instanceId);
    const style = (e: ThreeEvent<PointerEvent | MouseEvent>, cursor: string) => void ((e.nativeEvent.target as HTMLElement).style.cursor = cursor);
    const endPress = () => {
      if (press) window.clearTimeout(press.timer);
    };
    return {
      onPointerMove(e: ThreeEvent<PointerEvent>) {
        pointer = e.pointerType as PointerKind;
        if (e.pointerType === 'touch') return;
        const t = at(e);
        picking.hover(t);
        style(e, t !== null && picking.clickable(t) ? 'pointer' : '');
      },
      onPointerOut(e: ThreeEvent<PointerEvent>) {
        if (e.pointerType === 'touch') return;
        picking.hover(null);
        style(e, '');
      },
      onPointerDown(e: ThreeEvent<PointerEvent>) {
        pointer = e.pointerType as PointerKind;
        if (e.pointerType !== 'touch') return;
        const t = at(e);
        const p = { timer: 0, long: false };
        p.timer = window.setTimeout(() => {
          p.long = true;
          picking.hover(t);
        }, LONG_PRESS_MS);
        press = p;
      },
      onPointerUp: endPress,
      onPointerCancel: endPress,
      onClick(e: ThreeEvent<MouseEvent>) {
        if (e.delta > CLICK_SLOP) return;
        const long = press?.long ?? false;
        press = null;
        if (long) return; // a long press names, it does not pick
        const t = at(e);
        if (t === null) return;
        e.stopPropagation();
        picking.click(t, pointer);
      },
    };
  }, [picking, targetAt]);
}

/** The handlers usePickPointer gives, for a mesh or instanced copies (ModelInstances' `pointer`). */
export type PickPointerHandlers = ReturnType<typeof usePickPointer>;
