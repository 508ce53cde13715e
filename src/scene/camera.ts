// What every camera piece of a room shares, below the rig that draws them
// (CameraRig.tsx): where the camera rests, the lens the board window shows,
// and the orbit controls, typed. Apart from CameraRig so the framings and
// glides the rig mounts can read them without importing the rig back.
import { useSyncExternalStore } from 'react';
import { useThree } from '@react-three/fiber';
import type { OrbitControls } from 'three-stdlib';
import { onWindowLens, windowLens } from './view-frame.ts';

export interface CameraHome {
  position: [number, number, number];
  target: [number, number, number];
}

/**
 * The room camera's lens as the board window shows it ({ fovDeg, aspect }), or
 * null outside a room: a framing fitted to this sees its rectangle whole inside
 * the window, whatever the screen's shape (a portrait phone's wide lens with a
 * view offset included).
 */
export function useLensInWindow(): { fovDeg: number; aspect: number } | null {
  return useSyncExternalStore(onWindowLens, windowLens, windowLens);
}

/** Whether r3f's default controls are the rig's orbit controls (drei's OrbitControls with makeDefault). */
const isOrbit = (c: unknown): c is OrbitControls =>
  typeof c === 'object' && c !== null && 'enabled' in c && 'target' in c && typeof (c as { update?: unknown }).update === 'function';

/**
 * The room's orbit controls, or null before the rig mounts them (or in a
 * canvas without them). Pieces that hold the camera still while a hand drags
 * (dice, props, an aim) set `enabled`; glides and framings move `target`.
 */
export function useOrbitControls(): OrbitControls | null {
  const controls = useThree((s) => s.controls);
  return isOrbit(controls) ? controls : null;
}
