// The touchable props in a room: drawn at once as still stand-ins
// (StillProps.tsx); the physics (TouchProps.tsx, mostly @react-three/rapier)
// is fetched only when someone at the screen shows they are a player, and then
// takes the stand-ins' place. When, and what happens to a press that comes
// before it, is decided in press-handover.ts (pure, tested).
//
// A press anywhere on the page counts (the canvas or the room's HUD around
// it: a spectator presses nothing), and a mouse over a prop (it hovers before
// it presses, so the physics is usually there before the button goes down).
// A press on a stand-in while the props are active is a grab from that very
// moment: nothing under it starts (no camera turn, no die drag), and the prop
// is handed to the physics when it comes, if the pointer is still down.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useOrbitControls } from '../camera.ts';
import type { TableRect } from '../../physics/table.ts';
import { hoverReaches, physicsWanted, PressHandover } from './press-handover.ts';
import type { PropSpec } from './prop-set.ts';
import { StillProps } from './StillProps.tsx';
import { followWindowPointer } from '../window-pointer.ts';

const TouchProps = lazy(() => import('./TouchProps.tsx'));

export interface TouchPropsLazyProps {
  /** Where on the table the props start (they may be tossed anywhere inside the rail). */
  area: TableRect;
  /** Where no prop may come to rest (keep-out.ts): the throw areas, and a game's board. */
  keepOut: readonly TableRect[];
  /** False in a replay or behind the hand-over screen: a press then goes to the room, not to a prop. */
  active: boolean;
  /** Whether any press in the room fetches the physics (else only a press on a prop, or a mouse over one). */
  eager?: boolean;
}

export function TouchPropsLazy({ area, keepOut, active, eager = true }: TouchPropsLazyProps) {
  const [touched, setTouched] = useState(false);
  /** Someone reached for a prop: pressed a stand-in, or a mouse came over one. */
  const [reached, setReached] = useState(false);
  /** Once asked for, the physics stays (it handles `active` itself). */
  const [fetching, setFetching] = useState(false);
  /** The physics has mounted: the stand-ins go. */
  const [physics, setPhysics] = useState(false);
  const [handover] = useState(() => new PressHandover());
  const controls = useOrbitControls();
  const gl = useThree((s) => s.gl);
  if (!fetching && physicsWanted({ active, eager, touched, reached })) setFetching(true);

  // The first press anywhere on the page: a player is here.
  useEffect(() => {
    if (touched) return;
    const down = () => setTouched(true);
    window.addEventListener('pointerdown', down, { capture: true });
    return () => window.removeEventListener('pointerdown', down, { capture: true });
  }, [touched]);

  // Until the physics takes over: follow the pending press, and end it when its pointer goes up.
  useEffect(() => {
    if (physics) return;
    const move = (e: PointerEvent) => handover.move(e.pointerId, e.clientX, e.clientY);
    const up = (e: PointerEvent) => {
      if (handover.release(e.pointerId) && controls) controls.enabled = true;
    };
    return followWindowPointer(move, up);
  }, [physics, handover, controls]);

  const press = (spec: PropSpec, e: ThreeEvent<PointerEvent>) => {
    // Not active (a replay, the hand-over screen): the press passes through (and fetches nothing).
    if (!active || !handover.press({ pointerId: e.pointerId, propId: spec.id, x: e.clientX, y: e.clientY })) return;
    e.stopPropagation();
    if (controls) controls.enabled = false;
    setTouched(true);
    setReached(true);
  };
  const over = (e: ThreeEvent<PointerEvent>) => {
    if (hoverReaches(e.pointerType)) setReached(true);
    // The grab cursor as soon as a press would be honoured: a press now is handed over if the physics is not there yet.
    if (active) gl.domElement.style.cursor = 'grab';
  };
  const out = () => (gl.domElement.style.cursor = '');
  const ready = useCallback(() => setPhysics(true), []);

  return (
    <>
      {!physics && <StillProps area={area} onPress={press} onOver={over} onOut={out} />}
      {fetching && (
        // Its own boundary: while the physics loads the room goes on drawing (with the stand-ins).
        <Suspense fallback={null}>
          <TouchProps area={area} keepOut={keepOut} active={active} handover={handover} onReady={ready} />
        </Suspense>
      )}
    </>
  );
}
