// A game room's scene on the page's own canvas (the default, `?render=page`):
// the game's board, the attract camera in event mode, the throw and flick
// layers and the touchable props, on RoomCanvas. Loaded by room-scene.ts only
// in this mode: it brings three.js, r3f and the models.
import type { ComponentType } from 'react';
import { RoomCanvas } from '../scene/RoomCanvas.tsx';
import { ThrowLayer } from '../scene/session/ThrowLayer.tsx';
import { FlickLayer } from '../scene/session/FlickLayer.tsx';
import { CaptionOverlay } from '../scene/session/CaptionOverlay.tsx';
import { SessionProps } from '../scene/props/SessionProps.tsx';
import { AttractCamera } from '../event/AttractCamera.tsx';
import { attractFocus } from '../event/attract-focus.ts';
import { useShown } from '../ui/session/hooks.ts';
import type { SessionStore } from '../store/session/store.ts';
import type { SessionViewProps } from '../ui/session/SessionHud.tsx';
import type { RoomSceneProps } from './room-scene-props.ts';
import { GAME_SCENE } from './early-link.ts';

function BoardSlot<S, A, V>({ session, Board }: { session: SessionStore<S, A, V>; Board: ComponentType<SessionViewProps<S, A, V>> }) {
  const shown = useShown<S, V>(session);
  return <Board session={session} view={shown.view} shown={shown} />;
}

export function PageScene<S, A, V>({ session, Board, figurePaint, frameThrows, home, sound, attract, onReady }: RoomSceneProps<S, A, V>) {
  return (
    <RoomCanvas home={home} cameraEpoch={0} fov={GAME_SCENE.fov} fog={[200, 560]} preserveDrawingBuffer={GAME_SCENE.preserveDrawingBuffer} onReady={onReady}>
      {attract && <AttractCamera focus={() => attractFocus(session.store.getState().stage)} />}
      {Board && <BoardSlot session={session} Board={Board} />}
      <ThrowLayer session={session} sound={sound} frame={frameThrows} />
      <FlickLayer session={session} sound={sound} paintOf={figurePaint} />
      <CaptionOverlay session={session} />
      {/* Chips, a cup and spare figures to toss while another seat plays: a world apart, they decide nothing. */}
      <SessionProps session={session} />
    </RoomCanvas>
  );
}
