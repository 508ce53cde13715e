// A game room, generic: reads the set-up from the URL (or resumes the
// autosave), starts a session with a bot worker, draws the table with the
// game's board, the throw and flick layers and the shared HUD, and offers the
// session on window.tabletop. A game's Room.tsx is one call:
//   export const mount = (host, ctx) => mountGameRoom(host, ctx, { module, Board, Hud, rules });
import type { ComponentType, ReactNode } from 'react';
import type { GameModule } from '../core/contract.ts';
import type { CameraHome } from '../scene/CameraRig.tsx';
import { RoomCanvas } from '../scene/RoomCanvas.tsx';
import { ThrowLayer } from '../scene/session/ThrowLayer.tsx';
import { FlickLayer } from '../scene/session/FlickLayer.tsx';
import type { FigurePaint } from '../scene/session/figure-paint.ts';
import { ImpactSound } from '../ui/impact-sound.ts';
import { SessionHud, type SessionViewProps } from '../ui/session/SessionHud.tsx';
import { useShown } from '../ui/session/hooks.ts';
import { gameQuery, randomSeed, withDisplayParams } from '../store/session/game-params.ts';
import { browserStorage } from '../store/session/autosave.ts';
import { chooseStart } from '../store/session/start.ts';
import { createSessionStore, type SessionStore } from '../store/session/store.ts';
import { workerBotPort } from '../store/session/worker-bot.ts';
import { registerSessionAutomation } from '../ui/session/session-automation.ts';
import { renderRoom, startPhysics } from './mount-react-room.tsx';
import type { RoomContext, RoomHandle } from './types.ts';
import '../ui/panels.css';

export type { SessionViewProps };

/** A game's view half, typed by the game's state S, action A and view V: boards and HUDs get `view: V`, no casts. */
export interface GameRoomParts<S, A, V> {
  module: GameModule<S, A, V>;
  /** The game's board on the table (r3f), drawn from the view the screen shows. */
  Board?: ComponentType<SessionViewProps<S, A, V>>;
  /** The game's own DOM pieces over the table. */
  Hud?: ComponentType<SessionViewProps<S, A, V>>;
  /** True when `Hud` offers every move itself, so the generic list of legal moves is not shown. */
  ownControls?: boolean;
  /** Rules text for the help overlay. */
  rules?: ReactNode;
  /** The colour the game's board gives a figure, so it keeps it while a flick is drawn. */
  figurePaint?: FigurePaint;
  camera?: CameraHome;
}

const HOME: CameraHome = { position: [0, 105, 92], target: [0, 0, 2] };

function BoardSlot<S, A, V>({ session, Board }: { session: SessionStore<S, A, V>; Board: ComponentType<SessionViewProps<S, A, V>> }) {
  const shown = useShown<S, V>(session);
  return <Board session={session} view={shown.view} shown={shown} />;
}

function GameTable<S, A, V>({ session, parts, sound, onReady, onNewGame }: { session: SessionStore<S, A, V>; parts: GameRoomParts<S, A, V>; sound: ImpactSound; onReady(): void; onNewGame(): void }) {
  const home = parts.camera ?? HOME;
  return (
    <div className="game-room">
      <RoomCanvas home={home} cameraEpoch={0} fov={40} fog={[200, 560]} preserveDrawingBuffer onReady={onReady}>
        {parts.Board && <BoardSlot session={session} Board={parts.Board} />}
        <ThrowLayer session={session} sound={sound} />
        <FlickLayer session={session} sound={sound} paintOf={parts.figurePaint} />
      </RoomCanvas>
      <SessionHud session={session} onNewGame={onNewGame} rules={parts.rules} Extra={parts.Hud} listMoves={!parts.ownControls} />
    </div>
  );
}

export async function mountGameRoom<S, A, V>(host: HTMLElement, ctx: RoomContext, parts: GameRoomParts<S, A, V>): Promise<RoomHandle> {
  const { module } = parts;
  const storage = browserStorage();
  // Saves and the autosave are read with this game's rules only; a save of another game is refused by name.
  const games = (id: string) => (id === module.id ? module : undefined);
  const start = chooseStart(module, ctx.params, storage, games, randomSeed);
  if ('error' in start) {
    ctx.fail(start.error);
    return { unmount() {} };
  }
  // The address names this game exactly (seed included), so a reload resumes it.
  const query = withDisplayParams(
    start.resumed && ctx.params.get('resume') === '1' ? `?game=${module.id}&resume=1` : gameQuery(module.id, start.record, module),
    ctx.params,
  );
  history.replaceState(null, '', query);

  await startPhysics(ctx, 'Setting the table…');
  const session = createSessionStore({ module, record: start.record, state: start.state, bot: workerBotPort(), games, storage });
  const sound = new ImpactSound();
  const onNewGame = () => {
    const seats = session.store.getState().record.seats;
    location.assign(withDisplayParams(gameQuery(module.id, { seats, seed: randomSeed(), options: session.store.getState().record.options }, module), ctx.params));
  };
  const root = await renderRoom(host, ctx, module.title, (onReady) => (
    <GameTable session={session} parts={parts} sound={sound} onReady={onReady} onNewGame={onNewGame} />
  ));
  // Keep the address naming the game in progress: after a save is loaded to
  // play on, a reload must resume that game, not start the one the old link named.
  let shownQuery = location.search;
  const unsubscribeAddress = session.store.subscribe((s, prev) => {
    if (s.record === prev.record) return;
    const q = withDisplayParams(gameQuery(module.id, s.record, module), ctx.params);
    if (q !== shownQuery && !(q === query && shownQuery.includes('resume=1'))) {
      history.replaceState(null, '', q);
      shownQuery = q;
    }
  });
  const unregister = registerSessionAutomation(session);
  const unlock = () => sound.unlock();
  window.addEventListener('pointerdown', unlock, { once: true });
  if (start.resumed) session.store.setState((s) => ({ notices: [...s.notices, { id: -1, text: `Resumed the saved game at move ${start.record.inputs.length}.`, tone: 'info' }] }));
  session.actions.start();
  return {
    unmount() {
      window.removeEventListener('pointerdown', unlock);
      unsubscribeAddress();
      unregister();
      session.actions.dispose();
      root.unmount();
      sound.close();
    },
  };
}
