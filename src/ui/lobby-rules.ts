// The lobby's "Rules" for each playable game: the same help the game room
// shows (the pure half's plain-data texts: intro, sections, key map), read
// on first click and shown in a plain-DOM modal (the lobby loads no React).
// The modal behaves as the room's: focus on its heading, Tab kept inside,
// Esc / Close / a click outside close it, and the focus returns to the button.
import { h } from './dom.ts';
import { trapFocus } from './focus-trap.ts';
import { inertBehind } from './inert-behind.ts';

export interface LobbyHelp {
  intro: string | null;
  sections: { title: string; lines: string[] }[];
  keys: [string, string][];
}

// Every game's texts.ts, loaded only when its Rules button is pressed.
const TEXTS = import.meta.glob('../games/*/texts.ts');

const isSection = (x: unknown): x is { title: string; lines?: string[]; items?: string[] } =>
  typeof x === 'object' && x !== null && typeof (x as { title?: unknown }).title === 'string' && (Array.isArray((x as { lines?: unknown }).lines) || Array.isArray((x as { items?: unknown }).items));

/**
 * A game's help from the exports of its texts.ts, whatever they are named:
 * HELP_INTRO, the list of { title, lines | items } sections, and the key map
 * (an export ending in KEYS: [keys, does] pairs or { keys, does } rows).
 */
export function helpFromTexts(texts: Record<string, unknown>): LobbyHelp {
  const help: LobbyHelp = { intro: typeof texts['HELP_INTRO'] === 'string' ? texts['HELP_INTRO'] : null, sections: [], keys: [] };
  for (const [name, value] of Object.entries(texts)) {
    if (!Array.isArray(value) || value.length === 0) continue;
    if (value.every(isSection) && help.sections.length === 0) {
      help.sections = value.map((s) => ({ title: s.title, lines: [...(s.lines ?? s.items ?? [])] }));
    } else if (name.endsWith('KEYS') && help.keys.length === 0) {
      help.keys = value.flatMap((k: unknown): [string, string][] => {
        if (Array.isArray(k) && typeof k[0] === 'string' && typeof k[1] === 'string') return [[k[0], k[1]]];
        const row = k as { keys?: unknown; does?: unknown };
        return typeof row.keys === 'string' && typeof row.does === 'string' ? [[row.keys, row.does]] : [];
      });
    }
  }
  return help;
}

export async function loadLobbyHelp(gameId: string): Promise<LobbyHelp | null> {
  const load = TEXTS[`../games/${gameId}/texts.ts`];
  return load ? helpFromTexts((await load()) as Record<string, unknown>) : null;
}

export interface LobbyHelpOptions {
  /** The close button's words ("Skip" when event mode opens the help by itself for a first-time player). */
  closeLabel?: string;
  /** Where the modal goes (default: the body); a room passes its main landmark. */
  host?: HTMLElement;
  /** One more class on the card (event mode's help keeps its Skip in sight). */
  className?: string;
}

/** Opens the help of `title` as a modal over the lobby (or a room); returns a function that closes it. */
export function openLobbyHelp(title: string, help: LobbyHelp, opts: LobbyHelpOptions = {}): () => void {
  const heading = h('h2', { id: 'lobby-rules-title', tabindex: -1 }, `${title}: how to play`);
  const close = h('button', { type: 'button', class: 'primary', 'data-testid': 'lobby-rules-close' }, opts.closeLabel ?? 'Close');
  const card = h(
    'div',
    { class: `cover-card rules-card lobby-rules${opts.className ? ` ${opts.className}` : ''}`, role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'lobby-rules-title', 'data-testid': 'lobby-rules' },
    heading,
    help.intro ? h('p', {}, help.intro) : null,
    ...help.sections.map((s) => h('section', {}, h('h3', {}, s.title), h('ul', {}, ...s.lines.map((l) => h('li', {}, l))))),
    help.keys.length > 0 ? h('h3', {}, 'Keys') : null,
    help.keys.length > 0 ? h('table', { class: 'rules-keys' }, h('tbody', {}, ...help.keys.map(([k, d]) => h('tr', {}, h('th', { scope: 'row' }, k), h('td', {}, d))))) : null,
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
