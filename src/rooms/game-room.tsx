// A game room, generic: reads the set-up from the URL (or resumes the
// autosave), starts a session with a bot worker, draws the table with the
// game's board, the throw and flick layers and the shared HUD, and offers the
// session on window.tabletop. A game's Room.tsx is one call:
//   export const mount = (host, ctx) => mountGameRoom(host, ctx, { module, Board, Hud, rules });
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Canvas } from '@react-three/fiber';
import { initPhysics } from '../physics/rapier.ts';
import { getGame } from '../games/registry.ts';
import { TableModel } from '../scene/TableModel.tsx';
import { Lighting } from '../scene/Lighting.tsx';
import { renderQuality } from '../scene/render-quality.ts';
import { CameraRig, type CameraHome } from '../scene/CameraRig.tsx';
import { ThrowLayer } from '../scene/session/ThrowLayer.tsx';
import { FlickLayer } from '../scene/session/FlickLayer.tsx';
import type { FlickAimProps } from '../scene/session/FallbackFlickAim.tsx';
import { ImpactSound } from '../ui/impact-sound.ts';
import { SessionHud, type SessionViewProps } from '../ui/session/SessionHud.tsx';
import { useShown } from '../ui/session/hooks.ts';
import { gameQuery, randomSeed } from '../store/session/game-params.ts';
import { browserStorage } from '../store/session/autosave.ts';
import { chooseStart } from '../store/session/start.ts';
import { createSessionStore, type SessionStore } from '../store/session/store.ts';
import type { AnyModule } from '../store/session/logic.ts';
import { workerBotPort } from '../store/session/worker-bot.ts';
import { registerSessionAutomation } from '../ui/session/session-automation.ts';
import { RoomErrorBoundary } from './RoomErrorBoundary.tsx';
import type { RoomContext, RoomHandle } from './types.ts';
import '../ui/panels.css';

export type { SessionViewProps };

export interface GameRoomParts {
  module: AnyModule;
  /** The game's board on the table (r3f), drawn from the view the screen shows. */
  Board?: ComponentType<SessionViewProps>;
  /** The game's own DOM pieces over the table. */
  Hud?: ComponentType<SessionViewProps>;
  /** Rules text for the help overlay. */
  rules?: ReactNode;
  /** The human flick input (src/scene/flick/ when it exists). */
  FlickAim?: ComponentType<FlickAimProps>;
  camera?: CameraHome;
}

const HOME: CameraHome = { position: [0, 105, 92], target: [0, 0, 2] };

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    const id = requestAnimationFrame(() => requestAnimationFrame(onReady));
    return () => cancelAnimationFrame(id);
  }, [onReady]);
  return null;
}

function BoardSlot({ session, Board }: { session: SessionStore; Board: ComponentType<SessionViewProps> }) {
  const shown = useShown(session);
  return <Board session={session} view={shown.view} shown={shown} />;
}

function GameTable({ session, parts, sound, onReady, onNewGame }: { session: SessionStore; parts: GameRoomParts; sound: ImpactSound; onReady(): void; onNewGame(): void }) {
  const home = parts.camera ?? HOME;
  // A software renderer (headless tests, no GPU) gets the cheap settings, as on the dice table.
  const quality = renderQuality();
  return (
    <div className="game-room">
      <Canvas
        shadows="percentage"
        frameloop="demand"
        dpr={quality.dpr}
        camera={{ position: home.position, fov: 40, near: 1, far: 1200 }}
        gl={{ antialias: quality.antialias, preserveDrawingBuffer: true }}
      >
        <fog attach="fog" args={['#1c110a', 200, 560]} />
        <Lighting shadowMapSize={quality.shadowMapSize} lamp={quality.lamp} />
        <CameraRig home={home} epoch={0} />
        <Suspense fallback={null}>
          <TableModel />
          {parts.Board && <BoardSlot session={session} Board={parts.Board} />}
          <ThrowLayer session={session} sound={sound} />
          <FlickLayer session={session} sound={sound} AimInput={parts.FlickAim} />
          <Ready onReady={onReady} />
        </Suspense>
      </Canvas>
      <SessionHud session={session} onNewGame={onNewGame} rules={parts.rules} Extra={parts.Hud} />
    </div>
  );
}

export async function mountGameRoom(host: HTMLElement, ctx: RoomContext, parts: GameRoomParts): Promise<RoomHandle> {
  const { module } = parts;
  const storage = browserStorage();
  const start = chooseStart(module, ctx.params, storage, getGame, randomSeed);
  if ('error' in start) {
    ctx.fail(start.error);
    return { unmount() {} };
  }
  // The address names this game exactly (seed included), so a reload resumes it.
  const query = start.resumed && ctx.params.get('resume') === '1' ? `?game=${module.id}&resume=1` : gameQuery(module.id, start.record, module);
  history.replaceState(null, '', query);

  ctx.progress(0.55, 'Starting the physics engine…');
  await initPhysics();
  ctx.progress(0.75, 'Setting the table…');
  const session = createSessionStore({ module, record: start.record, state: start.state, bot: workerBotPort(), games: getGame, storage });
  const sound = new ImpactSound();
  const onNewGame = () => {
    const seats = session.store.getState().record.seats;
    location.assign(gameQuery(module.id, { seats, seed: randomSeed(), options: session.store.getState().record.options }, module));
  };
  const root = createRoot(host);
  await new Promise<void>((resolve) => {
    root.render(
      <RoomErrorBoundary onError={(message) => ctx.fail(`${module.title} could not start: ${message}`)}>
        <GameTable session={session} parts={parts} sound={sound} onReady={resolve} onNewGame={onNewGame} />
      </RoomErrorBoundary>,
    );
  });
  const unregister = registerSessionAutomation(session);
  const unlock = () => sound.unlock();
  window.addEventListener('pointerdown', unlock, { once: true });
  if (start.resumed) session.store.setState((s) => ({ notices: [...s.notices, { id: -1, text: `Resumed the saved game at move ${start.record.inputs.length}.`, tone: 'info' }] }));
  session.actions.start();
  return {
    unmount() {
      window.removeEventListener('pointerdown', unlock);
      unregister();
      session.actions.dispose();
      root.unmount();
      sound.close();
    },
  };
}
