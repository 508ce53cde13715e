// Where a game room's 3D scene is drawn, loaded by mode (issue 26): the page's
// canvas (page-scene.tsx: three.js, r3f, the models, the throw and flick
// layers) or the scene worker's (worker-scene.tsx: a canvas handed over, no
// three.js on the page). Imported only for the mode asked, so a room drawn in
// the worker never loads three.js, r3f or the models on its main thread.
import type { RoomScene } from './room-scene-props.ts';
import type { RenderMode } from './render-mode.ts';

export type { RoomScene, RoomSceneProps } from './room-scene-props.ts';

/** The scene component of a mode, its chunk fetched now. */
export async function loadRoomScene(mode: RenderMode): Promise<RoomScene> {
  return mode === 'worker' ? (await import('./worker-scene.tsx')).WorkerScene : (await import('./page-scene.tsx')).PageScene;
}
