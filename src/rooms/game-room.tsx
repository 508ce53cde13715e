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
import { SessionProps } from '../scene/props/SessionProps.tsx';
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
import { gameEntry } from '../games/registry.ts';
import { AttractCamera } from '../event/AttractCamera.tsx';
import { attractFocus } from '../event/attract-focus.ts';
import { eventConfig } from '../event/config.ts';
import { withEventParams, type EventConfig } from '../event/params.ts';
import { startEventRoom } from '../event/room.ts';
import '../ui/panels.css';
import '../ui/session/seat-setup.css';

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
  /** True when the board leaves a settled throw's dice where they rest: the camera frames them when they cannot be read there (ThrowFraming). */
  frameThrows?: boolean;
}

const HOME: CameraHome = { position: [0, 105, 92], target: [0, 0, 2] };

function BoardSlot<S, A, V>({ session, Board }: { session: SessionStore<S, A, V>; Board: ComponentType<SessionViewProps<S, A, V>> }) {
  const shown = useShown<S, V>(session);
  return <Board session={session} view={shown.view} shown={shown} />;
}

function GameTable<S, A, V>({ session, parts, sound, attract, onReady, onNewGame }: { session: SessionStore<S, A, V>; parts: GameRoomParts<S, A, V>; sound: ImpactSound; attract: boolean; onReady(): void; onNewGame(): void }) {
  const home = parts.camera ?? HOME;
  return (
    <div className="game-room">
      <RoomCanvas home={home} cameraEpoch={0} fov={40} fog={[200, 560]} preserveDrawingBuffer onReady={onReady}>
        {attract && <AttractCamera focus={() => attractFocus(session.store.getState().stage)} />}
        {parts.Board && <BoardSlot session={session} Board={parts.Board} />}
        <ThrowLayer session={session} sound={sound} frame={parts.frameThrows === true} />
        <FlickLayer session={session} sound={sound} paintOf={parts.figurePaint} />
        {/* Chips, a cup and spare figures to toss while another seat plays: a world apart, they decide nothing. */}
        <SessionProps session={session} />
      </RoomCanvas>
      <SessionHud session={session} onNewGame={onNewGame} rules={parts.rules} Extra={parts.Hud} listMoves={!parts.ownControls} />
    </div>
  );
}

/**
 * Event mode's game set-up: the short length when the game has one and the
 * link names none. Event games neither resume an autosave nor write one (the
 * next visitor starts afresh), so their storage is none.
 */
function eventSetup(params: URLSearchParams, module: { options: { id: string; choices: readonly unknown[] }[] }): URLSearchParams {
  const out = new URLSearchParams(params);
  const length = module.options.find((o) => o.id === 'length');
  if (length?.choices.includes('short') && !out.has('opt.length')) out.set('opt.length', 'short');
  return out;
}

export async function mountGameRoom<S, A, V>(host: HTMLElement, ctx: RoomContext, parts: GameRoomParts<S, A, V>): Promise<RoomHandle> {
  const { module } = parts;
  const event: EventConfig | null = eventConfig(ctx.params.toString());
  const params = event ? eventSetup(ctx.params, module) : ctx.params;
  const storage = event ? null : browserStorage();
  /** A link of this room: display parameters kept, and event mode's when it is on. */
  const address = (query: string) => withEventParams(withDisplayParams(query, ctx.params), event, event?.attract);
  // Saves and the autosave are read with this game's rules only; a save of another game is refused by name.
  const games = (id: string) => (id === module.id ? module : undefined);
  const start = chooseStart(module, params, storage, games, randomSeed);
  if ('error' in start) {
    ctx.fail(start.error);
    return { unmount() {} };
  }
  // The address names this game exactly (seed included), so a reload resumes it.
  const query = address(start.resumed && ctx.params.get('resume') === '1' ? `?game=${module.id}&resume=1` : gameQuery(module.id, start.record, module));
  history.replaceState(null, '', query);

  await startPhysics(ctx, 'Setting the table…');
  const session = createSessionStore({ module, record: start.record, state: start.state, bot: workerBotPort(), games, storage });
  const sound = new ImpactSound();
  const onNewGame = () => {
    const seats = session.store.getState().record.seats;
    location.assign(address(gameQuery(module.id, { seats, seed: randomSeed(), options: session.store.getState().record.options }, module)));
  };
  const root = await renderRoom(host, ctx, module.title, (onReady) => (
    <GameTable session={session} parts={parts} sound={sound} attract={event?.attract === true} onReady={onReady} onNewGame={onNewGame} />
  ));
  // Keep the address naming the game in progress: after a save is loaded to
  // play on, a reload must resume that game, not start the one the old link named.
  let shownQuery = location.search;
  const unsubscribeAddress = session.store.subscribe((s, prev) => {
    if (s.record === prev.record) return;
    const q = address(gameQuery(module.id, s.record, module));
    if (q !== shownQuery && !(q === query && shownQuery.includes('resume=1'))) {
      history.replaceState(null, '', q);
      shownQuery = q;
    }
  });
  const unregister = registerSessionAutomation(session);
  sound.unlockOnGestures();
  if (start.resumed) session.store.setState((s) => ({ notices: [...s.notices, { id: -1, text: `Resumed the saved game at move ${start.record.inputs.length}.`, tone: 'info' }] }));
  session.actions.start();
  /** Ends the game and its table (bots, throws, sounds, the WebGL canvas); once. */
  let closed = false;
  const closeTable = () => {
    if (closed) return;
    closed = true;
    unsubscribeAddress();
    unregister();
    session.actions.dispose();
    root.unmount();
    sound.close();
  };
  const stopEvent = event
    ? startEventRoom(event, {
        gameId: module.id,
        title: module.title,
        pitch: gameEntry(module.id)?.blurb ?? '',
        fresh: start.record.inputs.length === 0,
        // The attract loop's first touch: the start screen covers the page and nothing behind it draws any more.
        stop: closeTable,
        onEnd: (cb) => {
          let done = false;
          const check = () => {
            if (!done && session.store.getState().live.awaiting.kind === 'end') {
              done = true;
              cb();
            }
          };
          check();
          return session.store.subscribe(check);
        },
      })
    : null;
  return {
    unmount() {
      stopEvent?.();
      closeTable();
    },
  };
}
