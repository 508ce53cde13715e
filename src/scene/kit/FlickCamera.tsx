// The camera of a board whose flicks the players watch up close (Mail Run's
// duels and Indians; any board with the kit's flick cover): while a flick
// shows, and while its settled result is held with its caption, the camera
// stands behind the shooter's die looking along the shot, the die near the
// bottom of the screen with room to pull back towards the player (a
// slingshot pulled at the screen), the targets at the far end, every figure
// near the path in between; home once the flicks are over (TourCamera: a
// short eased move there and back, then the player may orbit freely again).
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { CameraHome } from '../camera.ts';
import type { FlickStage, Stage } from '../../store/session/types.ts';
import { frameRect, rectAround } from './framing.ts';
import { useCameraLens } from './CameraGlide.tsx';
import { TourCamera } from './TourCamera.tsx';
import type { FlickCoverStore } from './flick-cover.ts';

/** How steeply the flick camera looks down (radians from the table). */
const FLICK_PITCH = 1.0;
/**
 * Room along the shot at both ends, cm: before the die (its power ring and the
 * pull back towards the player stay above the prompt bar at the screen's
 * foot) and, as much, beyond the targets, so the view stays centred on the shot.
 */
const SHOT_ROOM = 8;

/**
 * A camera pose behind the flick's start, looking along the shot (from the
 * start towards the middle of its targets), that fits the start and the
 * targets in view. The margin keeps them clear of the HUD panels.
 */
export function frameFlick(stage: Pick<FlickStage, 'from' | 'setup'>, lens: { fovDeg?: number; aspect?: number } = {}): CameraHome {
  const from = stage.from;
  const targets = stage.setup.figures.filter((f) => f.role === 'target');
  const aimX = targets.length ? targets.reduce((a, f) => a + f.x, 0) / targets.length : from.x;
  const aimZ = targets.length ? targets.reduce((a, f) => a + f.z, 0) / targets.length : from.z - 1;
  const len = Math.hypot(aimX - from.x, aimZ - from.z);
  // Along the shot, and to its right as the camera sees it.
  const dir = len > 1e-6 ? { x: (aimX - from.x) / len, z: (aimZ - from.z) / len } : { x: 0, z: -1 };
  const right = { x: -dir.z, z: dir.x };
  // In the shot's frame the camera looks towards -z as the kit's framing expects: frame there, turn back.
  const local = [from, ...targets].map((p) => ({ x: p.x * right.x + p.z * right.z, z: -(p.x * dir.x + p.z * dir.z) }));
  const rect = rectAround(local);
  const framed = frameRect({ ...rect, z0: rect.z0 - SHOT_ROOM, z1: rect.z1 + SHOT_ROOM }, { ...lens, pitch: FLICK_PITCH, margin: 1.2, minDistance: 60, maxDistance: 168 });
  const world = ([x, y, z]: readonly [number, number, number]): [number, number, number] => [right.x * x - dir.x * z, y, right.z * x - dir.z * z];
  return { position: world(framed.position), target: world(framed.target) };
}

/** Frames the flick `cover` says is shown (its stage read from the session's `store`), and home after. */
export function FlickCamera({ home, cover, store }: { home: CameraHome; cover: FlickCoverStore; store: StoreApi<{ stage: Stage | null }> }) {
  const shown = useStore(cover, (s) => s.flickStage);
  const lens = useCameraLens();
  const stage = shown !== null ? store.getState().stage : null;
  return <TourCamera goal={stage?.kind === 'flick' ? frameFlick(stage, lens) : null} home={home} />;
}
