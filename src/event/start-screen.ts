// The event start screen: one large card per offered game, each a single tap
// to a short game against an easy bot, with a hard bot and two players
// (hot-seat) as the card's second and third targets. Plain DOM: it is the
// lobby in event mode (painted without any 3D code) and the cover the attract
// loop shows at the first touch. Links are real links, so every game opens on
// a fresh page. The staff bar (leave event mode) shows only while unlocked.
import './event.css';
import { h } from '../ui/dom.ts';
import type { GameEntry } from '../games/registry.ts';
import { eventGames, playLink, type Opponent } from './config.ts';
import type { EventConfig } from './params.ts';

type Offered = Pick<GameEntry, 'id' | 'title' | 'blurb'>;

const LABELS: Record<Opponent, string> = { easy: 'Play vs bot', hard: 'Hard bot', two: '2 players' };

function gameCard(config: EventConfig, game: Offered): HTMLElement {
  const titleId = `event-card-${game.id}`;
  const link = (opponent: Opponent, cls: string, label: string, aria: string) =>
    h('a', { class: cls, href: playLink(config, game.id, opponent), 'aria-label': aria, 'data-testid': `event-play-${game.id}-${opponent}` }, label);
  return h(
    'li',
    { class: 'event-card', 'data-testid': `event-card-${game.id}`, 'aria-labelledby': titleId },
    h('h2', { id: titleId, class: 'event-card-title' }, game.title),
    h('p', { class: 'event-card-blurb' }, game.blurb),
    link('easy', 'event-play', LABELS.easy, `${LABELS.easy}: ${game.title}, a short game against an easy bot`),
    h(
      'div',
      { class: 'event-more' },
      link('hard', 'event-alt', LABELS.hard, `${LABELS.hard}: ${game.title} against a hard bot`),
      link('two', 'event-alt', LABELS.two, `${LABELS.two}: ${game.title} for two on this screen`),
    ),
  );
}

/** The start screen's content; `headingId` names the element that labels it. */
export function startScreen(config: EventConfig, opts: { message?: string | null; headingId?: string; games?: Offered[] } = {}): HTMLElement[] {
  const headingId = opts.headingId ?? 'event-start-title';
  const games = opts.games ?? eventGames(config);
  return [
    h(
      'header',
      { class: 'event-head' },
      h('h1', { id: headingId, class: 'event-title' }, 'Frontier Table'),
      h('p', { class: 'event-tagline' }, 'Real dice on a real table. Tap a game to play a short round.'),
    ),
    opts.message ? h('p', { class: 'event-message', role: 'alert' }, opts.message) : null,
    h('ul', { class: 'event-cards', 'data-testid': 'event-start' }, ...games.map((g) => gameCard(config, g))),
    h(
      'div',
      { class: 'event-staff', 'data-testid': 'event-staff' },
      h('span', {}, `Event mode: the table plays by itself after ${config.idleS} s without a touch.`),
      h('a', { href: './', 'data-testid': 'event-leave' }, 'Leave event mode'),
    ),
  ].filter((x): x is HTMLElement => x !== null);
}

/** The lobby in event mode: the start screen as the page's main content. */
export function renderStartScreen(host: HTMLElement, config: EventConfig, message: string | null): void {
  host.replaceChildren(h('main', { class: 'event-start', 'aria-labelledby': 'event-start-title' }, ...startScreen(config, { message })));
}

/**
 * The start screen as a cover over a room (the attract loop's first touch).
 * The rest of the touch which opened it (its lift and click) is swallowed by
 * attract-exit.ts, so it cannot land on the card that appears under the finger.
 */
export function showStartCover(config: EventConfig): HTMLElement {
  const cover = h('div', { class: 'event-start event-cover', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'event-cover-title', 'data-testid': 'event-cover' }, ...startScreen(config, { headingId: 'event-cover-title' }));
  // Inside the page's main landmark (the room's), so everything on screen sits in a landmark.
  (document.querySelector('main') ?? document.body).append(cover);
  cover.querySelector<HTMLElement>('.event-title')?.setAttribute('tabindex', '-1');
  cover.querySelector<HTMLElement>('.event-title')?.focus({ preventScroll: true });
  return cover;
}
