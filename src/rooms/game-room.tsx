// A game room, generic: reads the set-up from the URL (or resumes the
// autosave), starts a session with a bot worker, draws the table with the
// game's board, the throw and flick layers and the shared HUD, and offers the
// session on window.tabletop. A game's Room.tsx is one call:
//   export const mount = (host, ctx) => mountGameRoom(host, ctx, { module, Board, Hud, help });
import type { ComponentType, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import type { GameModule } from '../core/contract.ts';
import type { GameHelp, KeyHelp } from '../core/help.ts';
import type { FigurePaint } from '../scene/session/figure-paint.ts';
import { ImpactSound } from '../ui/impact-sound.ts';
import { gameBlurb } from '../ui/game-texts.ts';
import { errorText } from '../i18n/format-message.ts';
import { SessionHud, type SessionViewProps } from '../ui/session/SessionHud.tsx';
import { RulesContent } from '../ui/hud/RulesContent.tsx';
import type { SharedControls } from '../ui/session/RulesHelp.tsx';
import { gameQuery, randomSeed, withDisplayParams } from '../store/session/game-params.ts';
import { browserStorage } from '../store/session/autosave.ts';
import { chooseStart, openFailed } from '../store/session/start.ts';
import { claimGame, claimedStorage, takeOver, takeOverAsked, type GameClaim } from '../store/session/tab-claim.ts';
import { verifyInWorker } from '../store/session/verify-port.ts';
import { showTabNotice } from '../ui/session/tab-notice.ts';
import { createSessionStore, type SessionStore } from '../store/session/store.ts';
import { workerBotPort } from '../store/session/worker-bot.ts';
import { registerSessionAutomation } from '../ui/session/session-automation.ts';
import { renderRoom, startPhysics } from './mount-react-room.tsx';
import { PREFER_WORKER, canDrawInWorker, renderModeOf, type RenderMode } from './render-mode.ts';
import { loadRoomScene, type RoomScene } from './room-scene.ts';
import type { CameraHome } from '../scene/CameraRig.tsx';
import { WORKER_ROOMS } from '../scene/worker/room-ids.ts';
import { markStart } from '../scene/worker/start-marks.ts';
import { dropEarlyScene, startSceneEarly } from '../scene/worker/early-scene.ts';
import { GAME_SCENE } from './early-link.ts';
import { rulesUrl } from '../games/registry.ts';
import type { OnlineRoomSource, RoomContext, RoomHandle } from './types.ts';
import { eventConfig } from '../event/config.ts';
import { withEventParams, type EventConfig } from '../event/params.ts';
import { createGameLedger } from '../store/ledger/source.ts';
import { ledgerStorage } from '../store/ledger/device-storage.ts';
import type { LedgerSource } from '../store/ledger/source.ts';
import { registerLedgerAutomation } from '../ui/ledger/ledger-automation.ts';
import '../ui/panels.css';
import '../ui/session/seat-setup.css';

export type { SessionViewProps };

/** A game's view half, typed by the game's state S, action A and view V: boards and HUDs get `view: V`, no casts. */
export interface GameRoomParts<S, A, V> {
  module: GameModule<S, A, V>;
  /** The game's board on the table (r3f), drawn from the view the screen shows. */
  Board?: ComponentType<SessionViewProps<S, A, V>>;
  /** The board fetched when the page draws it (instead of `Board`): a room drawn in the scene worker never loads it. */
  loadBoard?: () => Promise<ComponentType<SessionViewProps<S, A, V>>>;
  /** The game's own DOM pieces over the table. */
  Hud?: ComponentType<SessionViewProps<S, A, V>>;
  /** True when `Hud` offers every move itself, so the generic list of legal moves is not shown. */
  ownControls?: boolean;
  /** The rules help (the game's src/games/<id>/help.ts): the help overlay lays it out. */
  help: GameHelp;
  /** What the help shows after the rules (a legend, a reference table). */
  helpExtra?: ReactNode;
  /** The help's key table from the view's key map; default the help's own keys. */
  keys?: readonly KeyHelp[];
  /** The colour the game's board gives a figure, so it keeps it while a flick is drawn. */
  figurePaint?: FigurePaint;
  camera?: CameraHome;
  /** What the help's shared controls name: what is thrown and whether the game has flicks (default: dice, flicks). */
  controls?: SharedControls;
  /** True when the board leaves a settled throw's dice where they rest: the camera frames them when they cannot be read there (ThrowFraming). */
  frameThrows?: boolean;
}

const HOME: CameraHome = { position: [0, 105, 92], target: [0, 0, 2] };
/** The longest the room's first render waits for the bots' setup choices (session.actions.open); they come on without it. */
const OPENING_WAIT_MS = 300;

function GameTable<S, A, V>({ session, parts, Scene, Board, sound, attract, onReady, onNewGame, ledger, onError }: { session: SessionStore<S, A, V>; parts: GameRoomParts<S, A, V>; Scene: RoomScene; Board: ComponentType<SessionViewProps<S, A, V>> | undefined; sound: ImpactSound; attract: boolean; onReady(): void; onNewGame(): void; ledger: LedgerSource; onError?: (message: string) => void }) {
  return (
    <div className="game-room">
      <Scene game={parts.module.id} session={session} Board={Board} figurePaint={parts.figurePaint} frameThrows={parts.frameThrows === true} home={parts.camera ?? HOME} sound={sound} attract={attract} onReady={onReady} onError={(m) => onError?.(m)} />
      <SessionHud session={session} onNewGame={onNewGame} rules={<RulesContent help={parts.help} keys={parts.keys}>{parts.helpExtra}</RulesContent>} Extra={parts.Hud} listMoves={!parts.ownControls} controls={parts.controls} ledger={ledger} />
    </div>
  );
}

/** `search` with its `render=` set to `mode` (the other parameters kept in their order). */
function withRender(search: string, mode: RenderMode): string {
  const params = new URLSearchParams(search);
  params.set('render', mode);
  return `?${params.toString()}`;
}

/** The board the page draws: none in the worker mode (the worker draws its own), else `Board` or the one `loadBoard` fetches. */
async function boardOf<S, A, V>(parts: GameRoomParts<S, A, V>, mode: RenderMode): Promise<ComponentType<SessionViewProps<S, A, V>> | undefined> {
  if (mode === 'worker') return undefined;
  return parts.loadBoard ? parts.loadBoard() : parts.Board;
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

/**
 * An online table's game: the session is the server's (src/store/online/), so
 * nothing is claimed, resumed, autosaved or written to the address here.
 */
async function mountOnlineGame<S, A, V>(host: HTMLElement, ctx: RoomContext, parts: GameRoomParts<S, A, V>, online: OnlineRoomSource): Promise<RoomHandle> {
  const scene = Promise.all([loadRoomScene('page'), boardOf(parts, 'page')]);
  await startPhysics(ctx, i18n._({ id: 'room.setting-table', message: 'Setting the table…' }));
  const [Scene, Board] = await scene;
  let session: SessionStore<S, A, V>;
  try {
    session = online.session(parts.module) as SessionStore<S, A, V>;
  } catch (e) {
    ctx.fail(`${parts.module.title} could not open online: ${e instanceof Error ? e.message : String(e)}`);
    return { unmount() {} };
  }
  const sound = new ImpactSound();
  const ledger = createGameLedger(session, null);
  const root = await renderRoom(host, ctx, parts.module.title, (onReady) => (
    <GameTable session={session} parts={parts} Scene={Scene} Board={Board} sound={sound} attract={false} onReady={onReady} onNewGame={() => location.assign('./')} ledger={ledger} />
  ));
  const unregister = registerSessionAutomation(session);
  sound.unlockOnGestures();
  // The audio context is made suspended once the room is shown and idle; the first gesture only resumes it.
  sound.prepareWhenIdle();
  session.actions.start();
  return {
    unmount() {
      unregister();
      ledger.dispose();
      session.actions.dispose();
      root.unmount();
      sound.close();
    },
  };
}

/**
 * Starts what `code` holds once it has loaded and returns its stop, which also works before then (nothing then
 * starts). A load that fails goes to `onError`.
 */
function startLater<M>(code: Promise<M>, start: (m: M) => () => void, onError: (e: unknown) => void): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  code
    .then((m) => {
      if (!stopped) stop = start(m);
    })
    .catch(onError);
  return () => {
    stopped = true;
    stop?.();
  };
}

export async function mountGameRoom<S, A, V>(host: HTMLElement, ctx: RoomContext, parts: GameRoomParts<S, A, V>): Promise<RoomHandle> {
  if (ctx.online) return mountOnlineGame(host, ctx, parts, ctx.online);
  markStart('room-mount');
  const { module } = parts;
  const event: EventConfig | null = eventConfig(ctx.params.toString());
  const render = renderModeOf(ctx.params, module.id, { workerRooms: WORKER_ROOMS, canWorker: canDrawInWorker(), event: event !== null, preferWorker: PREFER_WORKER });
  if (!render.ok) {
    ctx.fail(render.message);
    return { unmount() {} };
  }
  // The scene worker, started by the entry from the link (early-link.ts) or else now, before the tab claim, the
  // autosave and the HUD (early-scene.ts): its code, WebGL context, physics and board load meanwhile.
  if (render.mode === 'worker') startSceneEarly({ game: module.id, ...GAME_SCENE }, rulesUrl(module.id));
  const eventRoom = event ? import('../event/room.ts') : null;
  const params = event ? eventSetup(ctx.params, module) : ctx.params;
  const browserSaves = event ? null : browserStorage();
  // One tab plays a game (tab-claim.ts): claimed before its autosave is read or written.
  const claim: GameClaim = browserSaves ? await claimGame(module.id, takeOverAsked(module.id)) : { kind: 'unknown' };
  if (claim.kind === 'elsewhere') {
    dropEarlyScene();
    ctx.progress(1, '');
    const remove = showTabNotice(host, {
      title: i18n._({ id: 'tabs.open-elsewhere', message: '{game} is open in another tab', values: { game: module.title } }),
      text: i18n._({
        id: 'tabs.open-elsewhere.text',
        message: 'Two tabs of one game would overwrite each other’s moves, so it is played in one. Play on in the other tab, or take the game over here: the other tab stops, and this one resumes the game as that tab last saved it.',
      }),
      button: i18n._({ id: 'tabs.take-over', message: 'Take it over here' }),
      onClick: () => takeOver(module.id),
    });
    return { unmount: remove };
  }
  let holds = true;
  const storage = browserSaves && claim.kind === 'held' ? claimedStorage(browserSaves, () => holds) : browserSaves;
  /** A link of this room: display parameters kept, and event mode's when it is on. */
  const address = (query: string) => withEventParams(withDisplayParams(query, ctx.params), event, event?.attract);
  // Saves and the autosave are read with this game's rules only; a save of another game is refused by name.
  const games = (id: string) => (id === module.id ? module : undefined);
  // The autosave is checked like a save file, in the checker's worker (its text is never parsed on this thread).
  const check = (text: string) =>
    verifyInWorker(
      text,
      (done, total) =>
        ctx.progress(
          0.3 + (0.2 * done) / Math.max(1, total),
          total > 0 ? i18n._({ id: 'room.checking-progress', message: 'Checking the saved game: {done} of {total} throws and flicks…', values: { done, total } }) : i18n._({ id: 'room.checking', message: 'Checking the saved game…' }),
        ),
      module.id,
    );
  const start = await chooseStart(module, params, storage, games, randomSeed, check);
  if ('error' in start) {
    dropEarlyScene();
    if (claim.kind === 'held') claim.release();
    ctx.fail(start.error);
    return { unmount() {} };
  }
  /** A resumed autosave that fails to open is set aside with that failure (recorded, never guessed from a reload). */
  const fail = (message: string) => {
    dropEarlyScene();
    if (start.resumed) openFailed(storage, module.title, module.id, message);
    if (claim.kind === 'held') claim.release();
    ctx.fail(message);
  };
  // The address names this game exactly (seed included), so a reload resumes it.
  const query = address(start.resumed && ctx.params.get('resume') === '1' ? `?game=${module.id}&resume=1` : gameQuery(module.id, start.record, module));
  history.replaceState(null, '', query);

  // The scene's code is fetched while the physics engine starts. In the worker mode the page starts no physics:
  // the worker runs the scene's (the throw, the props), the bots theirs, and the ledger's replay starts it when opened.
  // On the page, the board's opening models too (the worker loads its own): a first render that suspends on one
  // holds the stage's reveal 300 ms (opening-models.ts). Imported only here: a worker room's page draws no models.
  const models = render.mode === 'page' ? import('../scene/opening-models.ts').then((m) => m.loadOpeningModels(module.id)) : null;
  const scene = Promise.all([loadRoomScene(render.mode), boardOf(parts, render.mode), models]);
  if (render.mode === 'page') await startPhysics(ctx, i18n._({ id: 'room.setting-table', message: 'Setting the table…' }));
  else ctx.progress(0.75, i18n._({ id: 'room.setting-table', message: 'Setting the table…' }));
  let session: SessionStore<S, A, V>;
  try {
    session = createSessionStore({ module, record: start.record, state: start.state, bot: workerBotPort(), games, storage, storedMoves: start.resumed ? start.record.inputs.length : 0 });
  } catch (e) {
    fail(i18n._({ id: 'room.could-not-start', message: '{title} could not start: {reason}', values: { title: module.title, reason: e instanceof Error ? e.message : String(e) } }));
    return { unmount() {} };
  }
  // The game opens while the scene's code comes in, as far as nothing could be missed (store.ts, open): the bots'
  // setup choices (their answers then come before the HUD's first render, not as changes under the loading
  // screen), a human's opening turn; a bot's opening turn is asked for now and shown after the table is.
  const opened = session.actions.open();
  let Scene: Awaited<typeof scene>[0];
  let Board: Awaited<typeof scene>[1];
  try {
    [Scene, Board] = await scene;
  } catch (e) {
    session.actions.dispose();
    throw e;
  }
  markStart('scene-loaded');
  // The checker's word on the record itself: a resumed unverified game is marked again on every resume.
  if (start.verdict?.kind === 'unverified') session.saves.markUnverified(errorText(start.verdict));
  const sound = new ImpactSound();
  const onNewGame = () => {
    const seats = session.store.getState().record.seats;
    location.assign(address(gameQuery(module.id, { seats, seed: randomSeed(), options: session.store.getState().record.options }, module)));
  };
  // The dice ledger reads this session's record; event games (not kept) add nothing to the device's ledger.
  const ledger = createGameLedger(session, event ? null : ledgerStorage());
  const roomCtx: RoomContext = { id: ctx.id, params: ctx.params, progress: (f, label) => ctx.progress(f, label), fail };
  let drawn = false;
  const onSceneError = (m: string) => {
    // The worker drawn by default could not start (a browser whose OffscreenCanvas has no WebGL): the page draws
    // the room instead. The address names the game, so the reload resumes it where the autosave has it.
    if (render.mode === 'worker' && !render.asked && !drawn) {
      console.warn(`The scene worker could not draw the room (${m}); drawing it on the page.`);
      location.replace(withRender(location.search, 'page'));
      return;
    }
    fail(i18n._({ id: 'room.could-not-start', message: '{title} could not start: {reason}', values: { title: module.title, reason: m } }));
  };
  // The HUD's first render waits a moment for the bots' setup choices (a bot's answer is 100–200 ms after its worker
  // starts here): made later, they would change the HUD under the loading screen, and each of those page frames
  // holds the GPU process the worker is making its WebGL context on (issue 26, session 42).
  await Promise.race([opened, new Promise((resolve) => setTimeout(resolve, OPENING_WAIT_MS))]);
  const root = await renderRoom(host, roomCtx, module.title, (onReady) => (
    <GameTable
      session={session}
      parts={parts}
      Scene={Scene}
      Board={Board}
      sound={sound}
      attract={event?.attract === true}
      onReady={() => {
        drawn = true;
        onReady();
      }}
      onNewGame={onNewGame}
      ledger={ledger}
      onError={onSceneError}
    />
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
  markStart('room-shown');
  const unregister = registerSessionAutomation(session);
  const unregisterLedger = registerLedgerAutomation(ledger);
  sound.unlockOnGestures();
  // The audio context is made suspended once the room is shown and idle; the first gesture only resumes it.
  sound.prepareWhenIdle();
  if (start.resumed) session.store.setState((s) => ({ notices: [...s.notices, { id: -1, text: i18n._({ id: 'notice.resumed', message: 'Resumed the saved game at move {n}.', values: { n: start.record.inputs.length } }), tone: 'info' }] }));
  session.actions.start();
  /** Ends the game and its table (bots, throws, sounds, the WebGL canvas); once. */
  let closed = false;
  const closeTable = () => {
    if (closed) return;
    closed = true;
    unsubscribeAddress();
    unregister();
    unregisterLedger();
    ledger.dispose();
    session.actions.dispose();
    root.unmount();
    sound.close();
  };
  let removeNotice = () => undefined as void;
  if (claim.kind === 'held') {
    claim.onLost(() => {
      // Another tab took the game over: this one writes nothing more and stops its table.
      holds = false;
      closeTable();
      removeNotice = showTabNotice(host, {
        title: i18n._({ id: 'tabs.taken-over', message: '{game} was taken over in another tab', values: { game: module.title } }),
        text: i18n._({ id: 'tabs.taken-over.text', message: 'Moves made here would no longer be saved, so this tab has stopped. Take the game back to play it here; the other tab then stops.' }),
        button: i18n._({ id: 'tabs.take-back', message: 'Take it back here' }),
        onClick: () => takeOver(module.id),
      });
    });
  }
  // Event mode's overlays, start cover and lock (src/event/room.ts) are a chunk of their own: a room opened by an
  // ordinary link never fetches them (docs/start.md, session 39, lane bytes). Fetched since the mount began (eventRoom).
  const stopEvent =
    event && eventRoom
      ? startLater(eventRoom, (m) => m.startEventRoom(event, {
        gameId: module.id,
        title: module.title,
        pitch: gameBlurb(module),
        help: parts.help,
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
      }), (e) => console.error('event mode failed to start', e))
    : null;
  return {
    unmount() {
      stopEvent?.();
      closeTable();
      removeNotice();
      if (claim.kind === 'held') claim.release();
    },
  };
}
