// The lobby: plain DOM, painted before any 3D or physics code loads.
// Lists the games (playable ones link to ?game=<id>, the rest are marked
// coming) and the sandbox rooms. Links are real links, so a room always opens
// on a fresh page and closing it frees its WebGL context.
import { GAMES, isPlayable, playersText } from '../games/registry.ts';
import { SANDBOX_ROOMS } from '../rooms/registry.ts';
import { h } from './dom.ts';
import { attachSeatSetup } from './session/seat-setup.ts';

export function renderLobby(host: HTMLElement, message: string | null): void {
  const games = GAMES.map((game) => {
    const open = isPlayable(game);
    const el = card(open ? `?game=${game.id}` : null, game.title, playersText(game), game.blurb, `game-${game.id}`);
    if (open) attachSeatSetup(el, game.id); // seats, options, seed; Resume (src/ui/session/seat-setup.ts)
    return el;
  });
  const rooms = SANDBOX_ROOMS.map((room) =>
    card(room.load ? `?room=${room.id}` : null, room.title, 'Sandbox', room.blurb, `room-${room.id}`),
  );
  host.replaceChildren(
    h(
      'main',
      { class: 'lobby' },
      h('header', { class: 'lobby-head' }, h('h1', {}, 'Frontier Table'), h('p', { class: 'tagline' }, 'Wild-West board games with real dice on a real table.')),
      message ? h('p', { class: 'lobby-message', role: 'alert' }, message) : null,
      h('section', { 'aria-labelledby': 'practice' }, h('h2', { id: 'practice' }, 'Practice rooms'), h('ul', { class: 'cards' }, ...rooms)),
      h('section', { 'aria-labelledby': 'games' }, h('h2', { id: 'games' }, 'Games'), h('ul', { class: 'cards' }, ...games)),
      h('footer', { class: 'lobby-foot' }, 'Every die is rolled by a physics engine and read from where it lands.'),
    ),
  );
}

function card(href: string | null, title: string, sub: string, blurb: string, testId: string): HTMLElement {
  const badge = href === null ? h('span', { class: 'badge' }, 'coming soon') : h('span', { class: 'badge play' }, 'open');
  const body = [h('span', { class: 'card-title' }, title), h('span', { class: 'card-row' }, h('span', { class: 'card-sub' }, sub), badge), h('span', { class: 'card-blurb' }, blurb)];
  if (href === null) {
    return h('li', { class: 'card coming', 'data-testid': testId }, h('div', { class: 'card-body', 'aria-disabled': 'true' }, ...body));
  }
  return h('li', { class: 'card', 'data-testid': testId }, h('a', { class: 'card-body', href }, ...body));
}
