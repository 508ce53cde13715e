// The event start screen: one large card per offered game, each a single tap
// to a short game against an easy bot, with a hard bot and two players
// (hot-seat) as the card's second and third targets. Plain DOM: it is the
// lobby in event mode (painted without any 3D code) and the cover the attract
// loop shows at the first touch. Links are real links, so every game opens on
// a fresh page. The staff bar (leave event mode) shows only while unlocked.
import './event.css';
import { i18n } from '@lingui/core';
import { h } from '../ui/dom.ts';
import { gameBlurb } from '../ui/game-texts.ts';
import { chooseLanguage, currentLanguage, LANGUAGES } from '../i18n/language.ts';
import type { GameEntry } from '../games/registry.ts';
import { eventGames, playLink, type Opponent } from './config.ts';
import type { EventConfig } from './params.ts';

type Offered = Pick<GameEntry, 'id' | 'title' | 'blurb'>;

const labels = (): Record<Opponent, string> => ({
  easy: i18n._({ id: 'event.play-bot', message: 'Play vs bot' }),
  hard: i18n._({ id: 'event.hard-bot', message: 'Hard bot' }),
  two: i18n._({ id: 'event.two', message: '2 players' }),
});

function gameCard(config: EventConfig, game: Offered): HTMLElement {
  const titleId = `event-card-${game.id}`;
  const LABELS = labels();
  const link = (opponent: Opponent, cls: string, label: string, aria: string) =>
    h('a', { class: cls, href: playLink(config, game.id, opponent), 'aria-label': aria, 'data-testid': `event-play-${game.id}-${opponent}` }, label);
  return h(
    'li',
    { class: 'event-card', 'data-testid': `event-card-${game.id}`, 'aria-labelledby': titleId },
    h('h2', { id: titleId, class: 'event-card-title' }, game.title),
    h('p', { class: 'event-card-blurb' }, gameBlurb(game)),
    link('easy', 'event-play', LABELS.easy, i18n._({ id: 'event.play-bot.aria', message: '{label}: {title}, a short game against an easy bot', values: { label: LABELS.easy, title: game.title } })),
    h(
      'div',
      { class: 'event-more' },
      link('hard', 'event-alt', LABELS.hard, i18n._({ id: 'event.hard-bot.aria', message: '{label}: {title} against a hard bot', values: { label: LABELS.hard, title: game.title } })),
      link('two', 'event-alt', LABELS.two, i18n._({ id: 'event.two.aria', message: '{label}: {title} for two on this screen', values: { label: LABELS.two, title: game.title } })),
    ),
  );
}

/** Three flags, one tap each: the start screen changes language at once (the choice is remembered). */
function flags(): HTMLElement {
  const row = h('div', { class: 'event-flags', role: 'group', 'aria-label': i18n._({ id: 'menu.language', message: 'Language' }) });
  for (const l of LANGUAGES) {
    const b = h('button', { type: 'button', class: 'event-flag', lang: l.code, 'aria-pressed': String(l.code === currentLanguage()), 'data-testid': `event-lang-${l.code}` }, h('span', { 'aria-hidden': 'true' }, l.flag), ` ${l.name}`);
    b.addEventListener('click', () => void chooseLanguage(l.code));
    row.append(b);
  }
  return row;
}

/** The start screen's content; `headingId` names the element that labels it. */
export function startScreen(config: EventConfig, opts: { message?: string | null; headingId?: string; games?: Offered[] } = {}): HTMLElement[] {
  const headingId = opts.headingId ?? 'event-start-title';
  const games = opts.games ?? eventGames(config);
  return [
    h(
      'header',
      { class: 'event-head' },
      h('h1', { id: headingId, class: 'event-title' }, i18n._({ id: 'app.title', message: 'Frontier Table' })),
      h('p', { class: 'event-tagline' }, i18n._({ id: 'event.tagline', message: 'Real dice on a real table. Tap a game to play a short round.' })),
      flags(),
    ),
    opts.message ? h('p', { class: 'event-message', role: 'alert' }, opts.message) : null,
    h('ul', { class: 'event-cards', 'data-testid': 'event-start' }, ...games.map((g) => gameCard(config, g))),
    h(
      'div',
      { class: 'event-staff', 'data-testid': 'event-staff' },
      h('span', {}, i18n._({ id: 'event.staff', message: 'Event mode: the table plays by itself after {seconds} s without a touch.', values: { seconds: config.idleS } })),
      h('a', { href: './', 'data-testid': 'event-leave' }, i18n._({ id: 'event.leave', message: 'Leave event mode' })),
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
