// The lobby's seat set-up for a playable game, in plain DOM (the lobby loads
// no React, 3D or rules code; the game's player range and options are loaded
// when the panel opens). Player count, each seat human or a bot level (each named with what it does),
// options, a seed (blank: random), Start. Also "Resume" when an autosave exists.
import './seat-setup.css';
import { i18n } from '@lingui/core';
import { h } from '../dom.ts';
import { autosaveKey, browserStorage } from '../../store/session/autosave.ts';
import { gameQuery, MAX_SEED, randomSeed, type GameShape } from '../../store/session/game-params.ts';
import { isBotLevel, type SeatConfig } from '../../core/log.ts';
import type { Options } from '../../core/contract.ts';
import { choiceLabel } from '../../core/contract.ts';
import type { GameHelp } from '../../core/help.ts';
import { openLobbyHelp } from '../lobby-rules.ts';
import { loadGameWords } from '../../i18n/language.ts';
import { formatText } from '../../i18n/format-message.ts';
import { seatChoices } from './bot-levels.ts';

const seatOf = (value: string): SeatConfig => {
  const level = value.slice('bot:'.length);
  return value !== 'human' && isBotLevel(level) ? { kind: 'bot', level } : { kind: 'human' };
};

function select(label: string, choices: { value: string; label: string }[], value: string, testId: string): HTMLLabelElement {
  const el = h('select', { 'data-testid': testId });
  for (const c of choices) el.append(h('option', { value: c.value, selected: c.value === value }, c.label));
  return h('label', { class: 'setup-field' }, h('span', {}, label), el);
}

/** Builds the form for `game`; Start opens the game's URL. */
export function seatSetupForm(game: GameShape): HTMLFormElement {
  const counts = Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => String(game.minPlayers + i));
  const count = select(i18n._({ id: 'setup.players', message: 'Players' }), counts.map((c) => ({ value: c, label: c })), String(Math.max(2, game.minPlayers)), 'setup-count');
  const seatsBox = h('div', { class: 'setup-seats' });
  const seatValues: string[] = [];
  const drawSeats = () => {
    const n = Number((count.querySelector('select') as HTMLSelectElement).value);
    seatsBox.replaceChildren(
      ...Array.from({ length: n }, (_, i) => {
        const field = select(i18n._({ id: 'setup.seat', message: 'Seat {n}', values: { n: i + 1 } }), seatChoices(), seatValues[i] ?? (i === 0 ? 'human' : 'bot:easy'), `setup-seat-${i + 1}`);
        const sel = field.querySelector('select') as HTMLSelectElement;
        sel.addEventListener('change', () => (seatValues[i] = sel.value));
        seatValues[i] = sel.value;
        return field;
      }),
    );
  };
  count.querySelector('select')?.addEventListener('change', drawSeats);
  drawSeats();
  const options = game.options.map((o) =>
    select(formatText(o.label), o.choices.map((c) => ({ value: String(c), label: formatText(choiceLabel(o, c)) })), String(o.choices[0]), `setup-opt-${o.id}`),
  );
  const seed = h('input', { type: 'text', inputmode: 'numeric', placeholder: i18n._({ id: 'setup.seed.random', message: 'random' }), 'data-testid': 'setup-seed', size: 11 });
  const problem = h('p', { class: 'setup-problem', role: 'alert', hidden: true });
  const form = h(
    'form',
    { class: 'seat-setup', 'data-testid': `setup-${game.id}` },
    count,
    seatsBox,
    ...options,
    h('label', { class: 'setup-field' }, h('span', {}, i18n._({ id: 'setup.seed', message: 'Seed' })), seed),
    problem,
    h('button', { type: 'submit', class: 'setup-start', 'data-testid': 'setup-start' }, i18n._({ id: 'setup.start', message: 'Start' })),
    onlineButton(game.id, () => seatValues.slice(0, Number((count.querySelector('select') as HTMLSelectElement).value)), () => chosenOptions()),
  );
  /** The options as chosen in their menus. */
  const chosenOptions = (): Options => {
    const opts: Options = {};
    game.options.forEach((o, i) => {
      const v = (options[i]?.querySelector('select') as HTMLSelectElement | null)?.value;
      const choice = o.choices.find((c) => String(c) === v);
      if (choice !== undefined) opts[o.id] = choice;
    });
    return opts;
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const n = Number((count.querySelector('select') as HTMLSelectElement).value);
    const seats = seatValues.slice(0, n).map(seatOf);
    const raw = seed.value.trim();
    const chosen = raw === '' ? randomSeed() : Number(raw);
    if (!/^\d{0,10}$/.test(raw) || chosen > MAX_SEED) {
      problem.textContent = i18n._({ id: 'setup.bad-seed', message: 'The seed must be a whole number from 0 to {max}, or blank for a random one.', values: { max: MAX_SEED } });
      problem.hidden = false;
      return;
    }
    location.assign(gameQuery(game.id, { seats, seed: chosen, options: chosenOptions() }, game));
  });
  return form;
}

/** *Play online*: a table on the game server with these seats (human seats are open for the people you invite) and options. */
function onlineButton(gameId: string, seats: () => string[], options: () => Options): HTMLButtonElement {
  const b = h('button', { type: 'button', class: 'setup-start', 'data-testid': 'setup-online' }, i18n._({ id: 'setup.online', message: 'Play online' }));
  b.addEventListener('click', () => {
    const server = new URLSearchParams(location.search).get('server');
    location.assign(onlineQuery(gameId, seats(), options(), server));
  });
  return b;
}

/** The link that creates an online table: `?table=new`, the seats, the options as in a local game's link (opt.<id>). */
export function onlineQuery(gameId: string, seats: string[], options: Options, server: string | null): string {
  const opts = Object.entries(options).map(([id, value]) => `&opt.${encodeURIComponent(id)}=${encodeURIComponent(String(value))}`);
  return `?table=new&game=${gameId}&seats=${seats.join(',')}${opts.join('')}${server ? `&server=${encodeURIComponent(server)}` : ''}`;
}

/** What the set-up reads of a playable game's registry entry: its id and the loaders of its rules and help. */
export interface SetupEntry {
  id: string;
  rules: () => Promise<GameShape>;
  help: () => Promise<GameHelp>;
}

/**
 * Adds "Set up seats" (and "Resume" when a game is autosaved) to a playable
 * game's lobby card. The game's rules and help load on first open.
 */
export function attachSeatSetup(card: HTMLElement, entry: SetupEntry): void {
  const gameId = entry.id;
  const tools = h('div', { class: 'card-tools' });
  const toggle = h('button', { type: 'button', class: 'setup-toggle', 'aria-expanded': 'false', 'data-testid': `setup-open-${gameId}` }, i18n._({ id: 'setup.open', message: 'Seats & options…' }));
  const rules = h('button', { type: 'button', class: 'setup-toggle', 'data-testid': `rules-open-${gameId}` }, i18n._({ id: 'setup.rules', message: 'Rules' }));
  rules.addEventListener('click', async () => {
    rules.disabled = true;
    try {
      const [help] = await Promise.all([entry.help(), loadGameWords(gameId)]);
      const title = card.querySelector('.card-title')?.textContent ?? gameId;
      rules.disabled = false;
      rules.focus(); // the help gives the focus back here when it closes
      openLobbyHelp(title, help);
    } finally {
      rules.disabled = false;
    }
  });
  tools.append(toggle, rules);
  let saved: string | null;
  try {
    saved = browserStorage()?.getItem(autosaveKey(gameId)) ?? null;
  } catch {
    saved = null; // storage blocked: nothing to resume
  }
  if (saved !== null) tools.append(h('a', { class: 'setup-resume', href: `?game=${gameId}&resume=1`, 'data-testid': `resume-${gameId}` }, i18n._({ id: 'setup.resume', message: 'Resume saved game' })));
  card.append(tools);
  let form: HTMLFormElement | null = null;
  toggle.addEventListener('click', async () => {
    if (form) {
      form.hidden = !form.hidden;
      toggle.setAttribute('aria-expanded', String(!form.hidden));
      return;
    }
    toggle.disabled = true;
    try {
      // The game's words too: its options' labels are in its catalog part.
      const [game] = await Promise.all([entry.rules(), loadGameWords(gameId)]);
      form = seatSetupForm(game);
      card.append(form);
      toggle.setAttribute('aria-expanded', 'true');
    } catch (e) {
      card.append(h('p', { class: 'setup-problem', role: 'alert' }, i18n._({ id: 'setup.failed', message: 'The set-up could not load: {reason}', values: { reason: e instanceof Error ? e.message : String(e) } })));
    } finally {
      toggle.disabled = false;
    }
  });
}
