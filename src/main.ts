// Entry point: paints the lobby in plain DOM or opens the room the URL names.
// Rooms (3D, physics) are dynamic imports, so the first paint stays small.
import './ui/styles.css';
// The remembered interface size (game menu → Interface size) applies in the lobby and event screens too.
import './ui/display-scale.ts';
import { installAutomation, roomOpening, roomReady } from './ui/automation.ts';
import { parseRoute, type KnownRooms } from './ui/route.ts';
import { openRoom } from './ui/shell.ts';
import { afterPaint } from './ui/after-paint.ts';
import { gameEntry, isPlayable } from './games/registry.ts';
import { gameRoom } from './games/rooms.ts';
import { sandboxRoom } from './rooms/registry.ts';
import { registerOffline } from './pwa/register.ts';
import { showBuildVersion } from './pwa/version-footer.ts';
import { onLanguageChange, startLanguage } from './i18n/language.ts';
import { switchOnPageStyles } from './ui/page-styles.ts';
import { dropSceneFromLink, startSceneFromLink } from './rooms/early-link.ts';
import { i18n } from '@lingui/core';
import type * as Lobby from './ui/lobby.ts';

const known: KnownRooms = {
  room: (id) => {
    const room = sandboxRoom(id);
    return room === undefined ? 'unknown' : room.load ? 'open' : 'coming';
  },
  game: (id) => {
    const entry = gameEntry(id);
    return entry === undefined ? 'unknown' : isPlayable(entry) && gameRoom(id) ? 'open' : 'coming';
  },
  titleOf: (id) => sandboxRoom(id)?.title ?? gameEntry(id)?.title ?? id,
};

/**
 * The lobby's code (its cards, seat set-up, language menu, event start screen) is a chunk of its own: a room's link
 * never runs it, so it does not download it (docs/start.md, session 39, lane bytes). A page that opens on the lobby
 * starts fetching it at once, beside its language, so the lobby paints no later than when it was in the entry.
 */
let lobbyCode: Promise<typeof Lobby> | null = null;
const loadLobby = () => (lobbyCode ??= import('./ui/lobby.ts'));
/** A link that names no room, game or table opens on the lobby (parseRoute decides once the language is in; this only starts the fetch). */
if (!/[?&](?:room|game|table)=/.test(location.search)) void loadLobby().catch(() => undefined);

// A game room drawn in the scene worker: the worker starts once the loading screen's first paint is on the screen,
// before the language, the stylesheets and the room's code are in (src/rooms/early-link.ts). Not before that paint:
// its ≈ 55 requests would count towards it (Lighthouse's simulated LCP: 2.35 s against 1.7 s). The route is read
// again once the language is in, for its messages.
const linkRoute = parseRoute(location.search, known);
void afterPaint().then(() => startSceneFromLink(linkRoute));

/** Stops the lobby's re-paint on a language change (a room that fails re-paints the lobby with its own message). */
let stopLobbyLanguage: (() => void) | null = null;

function showLobby(host: HTMLElement, message: string | null): void {
  // A room still loading that falls back here rejects its ready() with the message.
  roomOpening('lobby', message ?? 'back to the lobby');
  // A scene worker the link started for a room that did not open.
  dropSceneFromLink();
  stopLobbyLanguage?.();
  stopLobbyLanguage = null;
  void loadLobby().then(
    ({ renderLobby }) => {
      const paint = () => {
        document.title = i18n._({ id: 'app.title', message: 'Frontier Table' });
        renderLobby(host, message);
        showBuildVersion();
      };
      paint();
      stopLobbyLanguage?.();
      stopLobbyLanguage = onLanguageChange(paint);
      roomReady();
    },
    (e: unknown) => {
      // Offline on a first visit, or a build replaced under the page: say so where the lobby would be.
      lobbyCode = null;
      host.textContent = i18n._({ id: 'lobby.load-failed', message: 'The lobby could not be loaded ({error}). Reload the page to try again.', values: { error: e instanceof Error ? e.message : String(e) } });
      roomReady();
    },
  );
}

const host = document.getElementById('app');
// The page's stylesheets, written so as not to hold the first paint (the loading screen's rules are inline), are switched
// on now; nothing they style (the lobby, a room) is shown before they are in (src/ui/page-styles.ts).
const pageStyles = switchOnPageStyles();
// The page's language (its catalog chunk) comes first: nothing is painted in a language it then changes.
// A catalog that cannot load (offline, first visit) leaves the English beside the ids.
// window.tabletop appears only then, in the same task as the room starts opening: before, its
// room() and ready() would answer for a lobby the page may never show.
void startLanguage()
  .catch((e: unknown) => console.warn('language failed to load', e))
  .then(() => pageStyles)
  .finally(() => {
    installAutomation();
    if (host) openPage(host);
    // The service worker for offline play, once the page opened above is ready (src/pwa/register.ts). Asked only now:
    // before the room starts opening, ready() answered for the lobby at once, and the worker's install (the whole app
    // into its precache) ran beside the room's loading, on the page's process.
    registerOffline();
  });

function openPage(host: HTMLElement): void {
  const route = parseRoute(location.search, known);
  const backToLobby = (message: string) => showLobby(host, message);
  const online = new URLSearchParams(location.search);
  // An online table (/?table=<code>): its page and the game server's client load only then (src/ui/online/).
  if (online.has('table')) void import('./ui/online/table-page.ts').then((m) => m.openTablePage(host, online, backToLobby, gameRoom));
  else if (route.kind === 'lobby') showLobby(host, route.message);
  else {
    const load = route.kind === 'room' ? sandboxRoom(route.id)?.load : gameRoom(route.id);
    if (load) void openRoom(host, route.id, known.titleOf(route.id), load, { backToLobby });
    else showLobby(host, i18n._({ id: 'lobby.cannot-open', message: '{title} cannot be opened yet.', values: { title: known.titleOf(route.id) } }));
  }
}
