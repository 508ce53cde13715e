// Entry point: paints the lobby in plain DOM or opens the room the URL names.
// Rooms (3D, physics) are dynamic imports, so the first paint stays small.
import './ui/styles.css';
// The remembered interface size (game menu → Interface size) applies in the lobby and event screens too.
import './ui/display-scale.ts';
import { installAutomation, roomOpening, roomReady } from './ui/automation.ts';
import { renderLobby } from './ui/lobby.ts';
import { parseRoute, type KnownRooms } from './ui/route.ts';
import { openRoom } from './ui/shell.ts';
import { gameEntry, isPlayable } from './games/registry.ts';
import { gameRoom } from './games/rooms.ts';
import { sandboxRoom } from './rooms/registry.ts';
import { registerOffline } from './pwa/register.ts';
import { showBuildVersion } from './pwa/version-footer.ts';

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

function showLobby(host: HTMLElement, message: string | null): void {
  // A room still loading that falls back here rejects its ready() with the message.
  roomOpening('lobby', message ?? 'back to the lobby');
  document.title = 'Frontier Table';
  renderLobby(host, message);
  showBuildVersion();
  roomReady();
}

installAutomation();
const host = document.getElementById('app');
if (host) {
  const route = parseRoute(location.search, known);
  const backToLobby = (message: string) => showLobby(host, message);
  const online = new URLSearchParams(location.search);
  // An online table (/?table=<code>): its page and the game server's client load only then (src/ui/online/).
  if (online.has('table')) void import('./ui/online/table-page.ts').then((m) => m.openTablePage(host, online, backToLobby, gameRoom));
  else if (route.kind === 'lobby') showLobby(host, route.message);
  else {
    const load = route.kind === 'room' ? sandboxRoom(route.id)?.load : gameRoom(route.id);
    if (load) void openRoom(host, route.id, known.titleOf(route.id), load, { backToLobby });
    else showLobby(host, `${known.titleOf(route.id)} cannot be opened yet.`);
  }
}
// The service worker for offline play, once the room above is ready (src/pwa/register.ts).
registerOffline();
