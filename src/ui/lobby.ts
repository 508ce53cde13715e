// The lobby: plain DOM, painted before any 3D or physics code loads.
// Lists the games (playable ones link to ?game=<id>, the rest are marked
// coming) and the sandbox rooms. Links are real links, so a room always opens
// on a fresh page and closing it frees its WebGL context.
// In event mode (?event=1, src/event/) the lobby is the event's start screen,
// locked, and left alone it starts the attract loop; the ordinary lobby has
// the switch that turns event mode on.
import { GAMES, isPlayable } from '../games/registry.ts';
import { attractLink, eventConfig, startLink } from '../event/config.ts';
import { watchIdle } from '../event/idle.ts';
import { installEventLock } from '../event/lock.ts';
import { DEFAULT_COUNTDOWN_S, DEFAULT_IDLE_S } from '../event/params.ts';
import { renderStartScreen } from '../event/start-screen.ts';
import { SANDBOX_ROOMS } from '../rooms/registry.ts';
import { i18n } from '@lingui/core';
import { h } from './dom.ts';
import { gameBlurb, playersLine, roomTitle } from './game-texts.ts';
import { languageMenu } from './language-menu.ts';
import { attachSeatSetup } from './session/seat-setup.ts';

/** The idle watch of the start screen shown now, stopped when the lobby is painted again. */
let stopEvent: (() => void) | null = null;

export function renderLobby(host: HTMLElement, message: string | null): void {
  stopEvent?.();
  stopEvent = null;
  const event = eventConfig();
  if (event) {
    renderStartScreen(host, event, message);
    const unlock = installEventLock();
    const idle = watchIdle(event.idleS * 1000, () => location.assign(attractLink(event, null)));
    stopEvent = () => (idle.stop(), unlock());
    return;
  }
  const games = GAMES.map((game) => {
    const open = isPlayable(game);
    const el = card(open ? `?game=${game.id}` : null, game.title, playersLine(game), gameBlurb(game), `game-${game.id}`);
    if (open && game.rules && game.help) attachSeatSetup(el, { id: game.id, rules: game.rules, help: game.help }); // seats, options, seed; Resume (src/ui/session/seat-setup.ts)
    return el;
  });
  const rooms = SANDBOX_ROOMS.map((room) =>
    card(room.load ? `?room=${room.id}` : null, roomTitle(room), i18n._({ id: 'lobby.sandbox', message: 'Sandbox' }), gameBlurb(room), `room-${room.id}`),
  );
  host.replaceChildren(
    h(
      'main',
      { class: 'lobby' },
      h(
        'header',
        { class: 'lobby-head' },
        h('h1', {}, i18n._({ id: 'app.title', message: 'Frontier Table' })),
        h('p', { class: 'tagline' }, i18n._({ id: 'lobby.tagline', message: 'Wild-West board games with real dice on a real table.' })),
        h('div', { class: 'lobby-tools' }, languageMenu(), eventSwitch()),
      ),
      message ? h('p', { class: 'lobby-message', role: 'alert' }, message) : null,
      h('section', { 'aria-labelledby': 'practice' }, h('h2', { id: 'practice' }, i18n._({ id: 'lobby.practice', message: 'Practice rooms' })), h('ul', { class: 'cards' }, ...rooms)),
      h('section', { 'aria-labelledby': 'games' }, h('h2', { id: 'games' }, i18n._({ id: 'lobby.games', message: 'Games' })), h('ul', { class: 'cards' }, ...games)),
      h('footer', { class: 'lobby-foot' }, i18n._({ id: 'lobby.footer', message: 'Every die is rolled by a physics engine and read from where it lands.' })),
    ),
  );
}

/** Event mode's switch: turns the page into the event's start screen (large cards, attract loop, idle reset, lock). */
function eventSwitch(): HTMLElement {
  const button = h(
    'button',
    { type: 'button', role: 'switch', 'aria-checked': 'false', class: 'event-switch', 'data-testid': 'event-switch', title: i18n._({ id: 'lobby.event-mode.title', message: 'For a stand at a fair: large start cards, short games, the table plays by itself after {seconds} s alone', values: { seconds: DEFAULT_IDLE_S } }) },
    i18n._({ id: 'lobby.event-mode', message: 'Event mode' }),
  );
  button.addEventListener('click', () => {
    button.setAttribute('aria-checked', 'true');
    location.assign(startLink({ idleS: DEFAULT_IDLE_S, games: null, countdownS: DEFAULT_COUNTDOWN_S, attract: false }));
  });
  return button;
}

function card(href: string | null, title: string, sub: string, blurb: string, testId: string): HTMLElement {
  const badge = href === null ? h('span', { class: 'badge' }, i18n._({ id: 'lobby.badge.coming', message: 'coming soon' })) : h('span', { class: 'badge play' }, i18n._({ id: 'lobby.badge.open', message: 'open' }));
  const body = [h('span', { class: 'card-title' }, title), h('span', { class: 'card-row' }, h('span', { class: 'card-sub' }, sub), badge), h('span', { class: 'card-blurb' }, blurb)];
  if (href === null) {
    return h('li', { class: 'card coming', 'data-testid': testId }, h('div', { class: 'card-body', 'aria-disabled': 'true' }, ...body));
  }
  return h('li', { class: 'card', 'data-testid': testId }, h('a', { class: 'card-body', href }, ...body));
}
