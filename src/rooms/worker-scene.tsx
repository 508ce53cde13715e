// A game room's scene drawn in the scene worker (`?render=worker`, issue 26):
// the same stage, without the attract camera and the flick layer (not drawn
// there yet). Loaded by room-scene.ts only in this mode: nothing of three.js.
import { WorkerRoomCanvas } from '../scene/worker/WorkerRoomCanvas.tsx';
import type { RoomSceneProps } from './room-scene-props.ts';
import { GAME_SCENE } from './early-link.ts';

export function WorkerScene<S, A, V>({ game, session, frameThrows, home, sound, onReady, onError }: RoomSceneProps<S, A, V>) {
  return <WorkerRoomCanvas game={game} session={session} home={home} fov={GAME_SCENE.fov} fog={[200, 560]} preserveDrawingBuffer={GAME_SCENE.preserveDrawingBuffer} frameThrows={frameThrows} sound={sound} onReady={onReady} onError={onError} />;
}
