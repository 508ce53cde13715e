// The lobby's "Rules" for each playable game: the same help the game room
// shows (the game's help.ts: intro, sections, key map, which the registry
// entry loads on first click), shown in a plain-DOM modal (the lobby loads no React).
// The modal behaves as the room's: focus on its heading, Tab kept inside,
// Esc / Close / a click outside close it, and the focus returns to the button.
import type { GameHelp } from '../core/help.ts';
import { i18n } from '@lingui/core';
import { formatText } from '../i18n/format-message.ts';
import { h } from './dom.ts';
import { trapFocus } from './focus-trap.ts';
import { inertBehind } from './inert-behind.ts';

export interface LobbyHelpOptions {
  /** The close button's words ("Skip" when event mode opens the help by itself for a first-time player). */
  closeLabel?: string;
  /** Where the modal goes (default: the body); a room passes its main landmark. */
  host?: HTMLElement;
  /** One more class on the card (event mode's help keeps its Skip in sight). */
  className?: string;
}

/** Opens the help of `title` as a modal over the lobby (or a room); returns a function that closes it. */
export function openLobbyHelp(title: string, help: GameHelp, opts: LobbyHelpOptions = {}): () => void {
  const heading = h('h2', { id: 'lobby-rules-title', tabindex: -1 }, i18n._({ id: 'rules.how-to-play', message: '{title}: how to play', values: { title } }));
  const close = h('button', { type: 'button', class: 'primary', 'data-testid': 'lobby-rules-close' }, opts.closeLabel ?? i18n._({ id: 'rules.close', message: 'Close' }));
  const card = h(
    'div',
    { class: `cover-card rules-card lobby-rules${opts.className ? ` ${opts.className}` : ''}`, role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'lobby-rules-title', 'data-testid': 'lobby-rules' },
    heading,
    help.intro ? h('p', {}, formatText(help.intro)) : null,
    ...help.sections.map((s) => h('section', {}, h('h3', {}, formatText(s.title)), h('ul', {}, ...s.items.map((l) => h('li', {}, formatText(l)))))),
    help.keys.length > 0 ? h('h3', {}, i18n._({ id: 'rules.keys', message: 'Keys' })) : null,
    help.keys.length > 0 ? h('table', { class: 'rules-keys' }, h('tbody', {}, ...help.keys.map((k) => h('tr', {}, h('th', { scope: 'row' }, formatText(k.keys)), h('td', {}, formatText(k.does)))))) : null,
    close,
  );
  const cover = h('div', { class: 'lobby-cover' }, card);
  (opts.host ?? document.body).append(cover);
  let release: (() => void) | null = null;
  // What lies behind the modal is inert while it is open, so aria-modal holds.
  const wake = inertBehind(card);
  const done = () => {
    if (!release) return;
    const r = release;
    release = null;
    wake();
    cover.remove();
    r();
  };
  cover.addEventListener('click', (e) => e.target === cover && done());
  close.addEventListener('click', done);
  release = trapFocus(card, { heading, onClose: done });
  return done;
}
