// Pointer handlers for a printed plate (the town map, the squares row, the
// character cards): the target under the pointer is found from the table
// point, so one mesh serves a whole grid. A mouse hovers and clicks; a finger's
// first tap names a target (its occupants and duel odds show) and a second
// tap on the same target acts. A drag of the camera is not a click.
import type { ThreeEvent } from '@react-three/fiber';
import type { CarsonController, TargetKey } from '../hud/controller.ts';

export function plateEvents(controller: CarsonController, at: (x: number, z: number) => TargetKey | null) {
  const under = (e: ThreeEvent<PointerEvent | MouseEvent>) => at(e.point.x, e.point.z);
  let lastPointer = 'mouse';
  return {
    onPointerMove(e: ThreeEvent<PointerEvent>) {
      lastPointer = e.pointerType;
      if (e.pointerType === 'touch') return;
      const k = under(e);
      controller.hover(k);
      (e.nativeEvent.target as HTMLElement).style.cursor = k !== null && controller.clickable(k) ? 'pointer' : '';
    },
    onPointerDown(e: ThreeEvent<PointerEvent>) {
      lastPointer = e.pointerType;
    },
    onPointerOut(e: ThreeEvent<PointerEvent>) {
      if (e.pointerType === 'touch') return;
      controller.hover(null);
      (e.nativeEvent.target as HTMLElement).style.cursor = '';
    },
    onClick(e: ThreeEvent<MouseEvent>) {
      if (e.delta > 8) return;
      const k = under(e);
      if (k === null) return;
      e.stopPropagation();
      if (lastPointer === 'touch' && controller.pick.getState().hovered !== k) {
        controller.hover(k);
        controller.pick.setState({ cursor: k });
        return;
      }
      controller.click(k);
    },
  };
}
