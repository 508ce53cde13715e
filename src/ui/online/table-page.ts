// The online table's page (`/?table=<code>`, or `/?table=new&game=…&seats=…`
// from the seat set-up's *Play online*): plain DOM over an OnlineTable
// connection. It shows the invite link and its QR code, the seats (human,
// bot or open; who is connected, who is away and for how long), lets the host
// set seats up and start, and plays the game through the server with the
// game's own prompts and move names: the seat's legal moves as buttons, a
// Throw button (the server throws, in Node's Rapier), a flick's aim and power.
// Once the host starts, the game moves to the 3D table (online-room.ts);
// `&text=1` keeps playing it here, as text (specs, a fallback). Its words are
// messages (ids online.*, issue 25); the game's log needs its catalog part.

import { h } from '../dom.ts';
import { registerAutomation, roomOpening, roomReady } from '../automation.ts';
import { OnlineTable, serverAddress, type OnlineSnapshot } from '../../online/connection.ts';
import { isSeatPlan, mayHandToBot, type SeatInfo, type SeatPlan } from '../../online/protocol.ts';
import { gameEntry, loadGame } from '../../games/registry.ts';
import { DEFAULT_SEAT_NOUN } from '../../core/contract.ts';
import { saySeatTitle } from '../../i18n/seat-names.ts';
import { parseOptions } from '../../store/session/game-params.ts';
import { qrSvg } from './qr.ts';
import type { RoomLoader } from '../../rooms/types.ts';
import './table-page.css';
import { errorText, formatText } from '../../i18n/format-message.ts';
import { i18n } from '@lingui/core';
import { loadGameWords } from '../../i18n/language.ts';
import { MESSAGE_ID_CODES } from '../../i18n/languages.ts';

const PLAN_LABEL: Record<SeatPlan, { id: string; message: string }> = {
  human: /*i18n*/ { id: 'online.plan.human', message: 'Human' },
  'bot:easy': /*i18n*/ { id: 'online.plan.bot-easy', message: 'Bot (easy)' },
  'bot:hard': /*i18n*/ { id: 'online.plan.bot-hard', message: 'Bot (hard)' },
};

/** The games whose words (catalog part) were asked for: the page paints again when they come. */
const wordsAsked = new Set<string>();

/** A seat's line on the invite page; a seated player without a name is the game's seat noun and number ("Rider 2"). */
function seatText(seat: SeatInfo, i: number, noun: string): string {
  const n = i + 1;
  const who =
    seat.plan === 'human' ? (seat.taken ? (seat.name ?? saySeatTitle(noun, i)) : i18n._({ id: 'online.open', message: 'open' })) : i18n._(PLAN_LABEL[seat.plan]);
  const state =
    seat.plan !== 'human' || !seat.taken
      ? ''
      : seat.standIn
        ? i18n._({ id: 'online.stand-in', message: ' · a bot plays for them' })
        : seat.connected
          ? i18n._({ id: 'online.connected-seat', message: ' · connected' })
          : i18n._({ id: 'online.away', message: ' · away {sec} s', values: { sec: seat.awaySec ?? 0 } });
  return i18n._({ id: 'online.seat', message: 'Seat {n}: {who}', values: { n, who } }) + state;
}

/** Open the page: create the table first when the link asks for a new one. */
/** `roomOf`: the games' room loaders, which only the page shell may hand out (src/main.ts). */
export async function openTablePage(host: HTMLElement, params: URLSearchParams, backToLobby: (message: string) => void, roomOf: (game: string) => RoomLoader | undefined): Promise<void> {
  roomOpening('online');
  // The online table's words are a catalog part of their own (vite-catalog-parts.ts): a local room never loads them.
  await loadGameWords('online').catch((e: unknown) => console.warn('the online table\'s words failed to load', e));
  document.title = `${i18n._({ id: 'online.title', message: 'Online table' })} · ${i18n._({ id: 'app.title', message: 'Frontier Table' })}`;
  const address = serverAddress(params, location);
  const conn = new OnlineTable(address, undefined, MESSAGE_ID_CODES);
  const code = params.get('table') ?? '';
  try {
    if (code === 'new') {
      const game = params.get('game') ?? '';
      const seats = (params.get('seats') ?? 'human,human').split(',');
      if (!gameEntry(game) || !seats.every(isSeatPlan)) throw new Error(i18n._({ id: 'online.bad-link', message: 'the link does not name a game and its seats (human, bot:easy, bot:hard)' }));
      // The set-up's options (opt.<id>=<value>, as in a local game's link), read against the game's own choices.
      const options = parseOptions(params, await loadGame(game));
      if (typeof options === 'string') throw new Error(options);
      // &away=<s>: how long a seat may be away (or keep the game waiting) before the others may let a bot play it.
      const away = params.get('away');
      const awayLimitSec = away === null ? undefined : Number(away);
      if (awayLimitSec !== undefined && !(Number.isInteger(awayLimitSec) && awayLimitSec >= 0 && awayLimitSec <= 3600)) {
        throw new Error(i18n._({ id: 'online.bad-away', message: '&away= is the seconds a seat may be away before a bot may play it, a whole number 0–3600, not "{away}"', values: { away: away!.slice(0, 12) } }));
      }
      const made = await conn.create({ game, seats: seats as SeatPlan[], options, name: params.get('name') ?? undefined, ...(awayLimitSec === undefined ? {} : { awayLimitSec }) });
      history.replaceState(null, '', `?table=${made}${params.get('server') ? `&server=${encodeURIComponent(params.get('server')!)}` : ''}`);
    } else {
      if (!/^[A-Z0-9]{4,12}$/.test(code)) throw new Error(i18n._({ id: 'online.bad-code', message: '"{code}" is not a table code', values: { code: code.slice(0, 20) } }));
      await conn.join(code, params.get('watch') === '1');
    }
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    backToLobby(
      /fetch|network|ECONNREFUSED|Failed/i.test(reason)
        ? i18n._({ id: 'online.unreachable', message: 'The game server at {address} is not reachable, so online tables cannot open (npm start runs one beside the page).', values: { address } })
        : i18n._({ id: 'online.failed', message: 'The online table could not open: {reason}', values: { reason } }),
    );
    return;
  }
  const main = h('main', { class: 'online-table', 'data-testid': 'online-table' });
  host.replaceChildren(main);
  registerAutomation({
    online: () => {
      const s = conn.snapshot;
      return {
        code: s.code,
        status: s.status,
        seat: s.table?.you ?? null,
        host: s.table?.host ?? false,
        started: s.table?.started ?? false,
        connected: s.table ? s.table.seats.map((x) => x.connected) : [],
        spectators: s.table?.spectators ?? 0,
        seq: s.position?.seq ?? 0,
        awaiting: s.position?.awaiting ?? null,
        legal: s.position?.legal ?? [],
        view: s.position?.view ?? null,
        result: s.position?.result ?? null,
        record: s.record,
        lastError: s.lastError,
      };
    },
    onlineAct: (action: unknown) => conn.act(action),
    onlineThrow: () => conn.throwDice(),
    onlineFlick: (angle: number, power: number) => conn.flick(angle, power),
    onlineStart: () => conn.start(),
  });
  // Once the game is under way it is played on the 3D table (`&text=1` keeps this page: tests, a fallback).
  const text = params.get('text') === '1';
  let onTable = false;
  const stopPage = conn.subscribe((s) => {
    if (!text && !onTable && s.table?.started && s.position) {
      onTable = true;
      queueMicrotask(() => {
        stopPage();
        void import('./online-room.ts').then((m) => m.openOnlineRoom(host, conn, backToLobby, roomOf));
      });
      return;
    }
    if (!onTable) render(main, s, conn);
  });
  window.addEventListener('pagehide', () => void conn.close(), { once: true });
  if (!onTable) roomReady();
}

function render(main: HTMLElement, s: OnlineSnapshot, conn: OnlineTable): void {
  const t = s.table;
  if (!t) {
    main.replaceChildren(h('p', {}, i18n._({ id: 'online.joining', message: 'Joining the table…' })));
    return;
  }
  const title = gameEntry(t.game)?.title ?? t.game;
  if (!wordsAsked.has(t.game)) {
    wordsAsked.add(t.game);
    void loadGameWords(t.game).then(() => render(main, conn.snapshot, conn), () => undefined);
  }
  const link = `${location.origin}${location.pathname}?table=${t.code}`;
  const status =
    s.status === 'connected'
      ? i18n._({ id: 'online.status.connected', message: 'Connected' })
      : s.status === 'reconnecting'
        ? i18n._({ id: 'online.status.reconnecting', message: 'Connection lost: reconnecting…' })
        : s.status === 'failed'
          ? (s.problem ? formatText(s.problem) : i18n._({ id: 'online.status.disconnected', message: 'Disconnected' }))
          : i18n._({ id: 'online.status.connecting', message: 'Connecting…' });
  const copy = h('button', { type: 'button', 'data-testid': 'invite-copy' }, i18n._({ id: 'online.copy', message: 'Copy link' }));
  copy.addEventListener('click', () => void navigator.clipboard?.writeText(link));
  const invite = h(
    'section',
    { class: 'online-invite', 'aria-labelledby': 'invite-h' },
    h('h2', { id: 'invite-h' }, i18n._({ id: 'online.table', message: 'Table {code}', values: { code: t.code } })),
    h('p', {}, i18n._({ id: 'online.invite', message: 'Invite: open this link on another device.' })),
    h('p', {}, h('a', { href: link, 'data-testid': 'invite-link' }, link), ' ', copy),
    qrSvg(link, i18n._({ id: 'online.qr', message: 'QR code of the invite link {link}', values: { link } })),
  );
  const seats = h('ul', { class: 'online-seats', 'data-testid': 'online-seats' });
  t.seats.forEach((seat, i) => {
    const row = h('li', { class: seat.connected ? 'seat here' : 'seat away', 'data-testid': `online-seat-${i + 1}` }, seatText(seat, i, gameEntry(t.game)?.seatNoun ?? DEFAULT_SEAT_NOUN), i === t.you ? i18n._({ id: 'online.you', message: ' (you)' }) : '');
    if (t.host && !t.started && i !== t.you) {
      const sel = h('select', { 'aria-label': i18n._({ id: 'online.seat-is', message: 'Seat {n} is', values: { n: i + 1 } }) });
      for (const plan of ['human', 'bot:easy', 'bot:hard'] as const) sel.append(h('option', { value: plan, selected: plan === seat.plan }, i18n._(PLAN_LABEL[plan])));
      sel.addEventListener('change', () => conn.setSeat(i, sel.value));
      row.append(' ', sel);
    }
    if (t.you === null && seat.plan === 'human' && !seat.taken) {
      const take = h('button', { type: 'button' }, i18n._({ id: 'online.take', message: 'Take this seat' }));
      take.addEventListener('click', () => conn.takeSeat(i));
      row.append(' ', take);
    }
    // Away, or here but keeping the game waiting for a move, for the host's limit: the others may let a bot play it.
    if (mayHandToBot(t, i)) {
      const hand = h('button', { type: 'button' }, i18n._({ id: 'online.hand-to-bot', message: 'Let a bot play this seat' }));
      hand.addEventListener('click', () => conn.handToBot(i));
      row.append(' ', hand);
    }
    if (t.started && i === t.you && seat.standIn) {
      const back = h('button', { type: 'button' }, i18n._({ id: 'online.take-back', message: 'Take my seat back' }));
      back.addEventListener('click', () => conn.takeBack());
      row.append(' ', back);
    }
    seats.append(row);
  });
  const start = t.host && !t.started ? h('button', { type: 'button', class: 'online-start', 'data-testid': 'online-start' }, i18n._({ id: 'online.start', message: 'Start the game' })) : null;
  start?.addEventListener('click', () => conn.start());
  const parts: (HTMLElement | null)[] = [
    h('h1', {}, i18n._({ id: 'online.heading', message: '{title} · online', values: { title } })),
    h(
      'p',
      { class: 'online-status', role: 'status', 'data-testid': 'online-status' },
      `${status} · ${t.you === null ? i18n._({ id: 'online.you-watch', message: 'you watch' }) : i18n._({ id: 'online.you-seat', message: 'you are seat {n}', values: { n: t.you + 1 } })} · ${i18n._({ id: 'online.watching', message: '{count} watching', values: { count: t.spectators } })}`,
    ),
    invite,
    h('section', { 'aria-labelledby': 'seats-h' }, h('h2', { id: 'seats-h' }, i18n._({ id: 'online.seats', message: 'Seats' })), seats, start),
    play(s, conn),
    s.lastError ? h('p', { class: 'online-error', role: 'alert', 'data-testid': 'online-error' }, errorText(s.lastError)) : null,
    h('p', {}, h('a', { href: './' }, i18n._({ id: 'online.back', message: 'Back to the lobby' }))),
  ];
  main.replaceChildren(...parts.filter((x): x is HTMLElement => x !== null));
}

function play(s: OnlineSnapshot, conn: OnlineTable): HTMLElement | null {
  const p = s.position;
  const t = s.table;
  if (!p || !t) return null;
  const aw = p.awaiting;
  const mine = aw.kind !== 'end' && aw.seat === t.you;
  const controls = h('div', { class: 'online-moves' });
  if (mine && aw.kind === 'decision') {
    p.legal.forEach((action, i) => {
      const b = h('button', { type: 'button' }, p.labels[i] ?? i18n._({ id: 'online.move', message: 'Move {n}', values: { n: i + 1 } }));
      b.addEventListener('click', () => conn.act(action));
      controls.append(b);
    });
  } else if (mine && aw.kind === 'throw') {
    const b = h('button', { type: 'button', 'data-testid': 'online-throw' }, aw.hidden ? i18n._({ id: 'online.throw-hidden', message: 'Throw under the cup' }) : i18n._({ id: 'online.throw', message: 'Throw' }));
    b.addEventListener('click', () => conn.throwDice());
    controls.append(b);
  } else if (mine && aw.kind === 'flick') {
    const angle = h('input', { type: 'range', min: -30, max: 30, value: 0, 'aria-label': i18n._({ id: 'online.aim-degrees', message: 'Aim (degrees)' }) });
    const power = h('input', { type: 'range', min: 5, max: 100, value: 60, 'aria-label': i18n._({ id: 'online.power-percent', message: 'Power (%)' }) });
    const b = h('button', { type: 'button', 'data-testid': 'online-flick' }, i18n._({ id: 'online.flick', message: 'Flick' }));
    b.addEventListener('click', () => conn.flick((Number(angle.value) * Math.PI) / 180, Number(power.value) / 100));
    controls.append(h('label', {}, i18n._({ id: 'online.aim', message: 'Aim' }), ' ', angle), h('label', {}, i18n._({ id: 'online.power', message: 'Power' }), ' ', power), b);
  }
  const prompt =
    aw.kind === 'end'
      ? (p.result ? formatText(p.result.summary) : i18n._({ id: 'online.over', message: 'The game is over.' }))
      : mine
        ? i18n._({ id: 'online.your-turn', message: 'Your turn: {prompt}', values: { prompt: formatText(aw.said ?? aw.prompt) } })
        : i18n._({ id: 'online.seat-turn.who', message: '{seat}: {prompt}', values: { seat: saySeatTitle(gameEntry(t.game)?.seatNoun ?? DEFAULT_SEAT_NOUN, aw.seat), prompt: formatText(aw.said ?? aw.prompt) } });
  return h(
    'section',
    { 'aria-labelledby': 'play-h', class: 'online-play' },
    h('h2', { id: 'play-h' }, t.started ? i18n._({ id: 'online.game', message: 'Game' }) : i18n._({ id: 'online.waiting', message: 'Waiting for the host to start' })),
    h('p', { class: 'online-prompt', 'data-testid': 'online-prompt' }, prompt),
    controls,
    h('ol', { class: 'online-log', 'aria-label': i18n._({ id: 'online.log', message: 'Log' }) }, ...p.log.slice(-12).map((line) => h('li', {}, formatText(line)))),
  );
}
