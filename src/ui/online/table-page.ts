// The online table's page (`/?table=<code>`, or `/?table=new&game=…&seats=…`
// from the seat set-up's *Play online*): plain DOM over an OnlineTable
// connection. It shows the invite link and its QR code, the seats (human,
// bot or open; who is connected, who is away and for how long), lets the host
// set seats up and start, and plays the game through the server with the
// game's own prompts and move names: the seat's legal moves as buttons, a
// Throw button (the server throws, in Node's Rapier), a flick's aim and power.
// Once the host starts, the game moves to the 3D table (online-room.ts);
// `&text=1` keeps playing it here, as text (specs, a fallback).

import { h } from '../dom.ts';
import { registerAutomation, roomOpening, roomReady } from '../automation.ts';
import { OnlineTable, serverAddress, type OnlineSnapshot } from '../../online/connection.ts';
import { isSeatPlan, mayHandToBot, type SeatInfo, type SeatPlan } from '../../online/protocol.ts';
import { gameEntry, loadGame } from '../../games/registry.ts';
import { parseOptions } from '../../store/session/game-params.ts';
import { qrSvg } from './qr.ts';
import type { RoomLoader } from '../../rooms/types.ts';
import './table-page.css';
import { formatText } from '../../i18n/format-message.ts';

const PLAN_LABEL: Record<SeatPlan, string> = { human: 'Human', 'bot:easy': 'Bot (easy)', 'bot:hard': 'Bot (hard)' };

function seatText(seat: SeatInfo, i: number): string {
  const who = seat.plan === 'human' ? (seat.taken ? (seat.name ?? `Player ${i + 1}`) : 'open') : PLAN_LABEL[seat.plan];
  const state = seat.plan !== 'human' ? '' : !seat.taken ? '' : seat.standIn ? ' · a bot plays for them' : seat.connected ? ' · connected' : ` · away ${seat.awaySec ?? 0} s`;
  return `Seat ${i + 1}: ${who}${state}`;
}

/** Open the page: create the table first when the link asks for a new one. */
/** `roomOf`: the games' room loaders, which only the page shell may hand out (src/main.ts). */
export async function openTablePage(host: HTMLElement, params: URLSearchParams, backToLobby: (message: string) => void, roomOf: (game: string) => RoomLoader | undefined): Promise<void> {
  roomOpening('online');
  document.title = 'Online table · Frontier Table';
  const address = serverAddress(params, location);
  const conn = new OnlineTable(address);
  const code = params.get('table') ?? '';
  try {
    if (code === 'new') {
      const game = params.get('game') ?? '';
      const seats = (params.get('seats') ?? 'human,human').split(',');
      if (!gameEntry(game) || !seats.every(isSeatPlan)) throw new Error('the link does not name a game and its seats (human, bot:easy, bot:hard)');
      // The set-up's options (opt.<id>=<value>, as in a local game's link), read against the game's own choices.
      const options = parseOptions(params, await loadGame(game));
      if (typeof options === 'string') throw new Error(options);
      // &away=<s>: how long a seat may be away (or keep the game waiting) before the others may let a bot play it.
      const away = params.get('away');
      const awayLimitSec = away === null ? undefined : Number(away);
      if (awayLimitSec !== undefined && !(Number.isInteger(awayLimitSec) && awayLimitSec >= 0 && awayLimitSec <= 3600)) {
        throw new Error(`&away= is the seconds a seat may be away before a bot may play it, a whole number 0–3600, not "${away!.slice(0, 12)}"`);
      }
      const made = await conn.create({ game, seats: seats as SeatPlan[], options, name: params.get('name') ?? undefined, ...(awayLimitSec === undefined ? {} : { awayLimitSec }) });
      history.replaceState(null, '', `?table=${made}${params.get('server') ? `&server=${encodeURIComponent(params.get('server')!)}` : ''}`);
    } else {
      if (!/^[A-Z0-9]{4,12}$/.test(code)) throw new Error(`"${code.slice(0, 20)}" is not a table code`);
      await conn.join(code, params.get('watch') === '1');
    }
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    backToLobby(/fetch|network|ECONNREFUSED|Failed/i.test(reason) ? `The game server at ${address} is not reachable, so online tables cannot open (npm start runs one beside the page).` : `The online table could not open: ${reason}`);
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
    main.replaceChildren(h('p', {}, 'Joining the table…'));
    return;
  }
  const title = gameEntry(t.game)?.title ?? t.game;
  const link = `${location.origin}${location.pathname}?table=${t.code}`;
  const status = s.status === 'connected' ? 'Connected' : s.status === 'reconnecting' ? 'Connection lost: reconnecting…' : s.status === 'failed' ? (s.problem ?? 'Disconnected') : 'Connecting…';
  const copy = h('button', { type: 'button', 'data-testid': 'invite-copy' }, 'Copy link');
  copy.addEventListener('click', () => void navigator.clipboard?.writeText(link));
  const invite = h(
    'section',
    { class: 'online-invite', 'aria-labelledby': 'invite-h' },
    h('h2', { id: 'invite-h' }, `Table ${t.code}`),
    h('p', {}, 'Invite: open this link on another device.'),
    h('p', {}, h('a', { href: link, 'data-testid': 'invite-link' }, link), ' ', copy),
    qrSvg(link, `QR code of the invite link ${link}`),
  );
  const seats = h('ul', { class: 'online-seats', 'data-testid': 'online-seats' });
  t.seats.forEach((seat, i) => {
    const row = h('li', { class: seat.connected ? 'seat here' : 'seat away', 'data-testid': `online-seat-${i + 1}` }, seatText(seat, i), i === t.you ? ' (you)' : '');
    if (t.host && !t.started && i !== t.you) {
      const sel = h('select', { 'aria-label': `Seat ${i + 1} is` });
      for (const plan of ['human', 'bot:easy', 'bot:hard'] as const) sel.append(h('option', { value: plan, selected: plan === seat.plan }, PLAN_LABEL[plan]));
      sel.addEventListener('change', () => conn.setSeat(i, sel.value));
      row.append(' ', sel);
    }
    if (t.you === null && seat.plan === 'human' && !seat.taken) {
      const take = h('button', { type: 'button' }, 'Take this seat');
      take.addEventListener('click', () => conn.takeSeat(i));
      row.append(' ', take);
    }
    // Away, or here but keeping the game waiting for a move, for the host's limit: the others may let a bot play it.
    if (mayHandToBot(t, i)) {
      const hand = h('button', { type: 'button' }, 'Let a bot play this seat');
      hand.addEventListener('click', () => conn.handToBot(i));
      row.append(' ', hand);
    }
    if (t.started && i === t.you && seat.standIn) {
      const back = h('button', { type: 'button' }, 'Take my seat back');
      back.addEventListener('click', () => conn.takeBack());
      row.append(' ', back);
    }
    seats.append(row);
  });
  const start = t.host && !t.started ? h('button', { type: 'button', class: 'online-start', 'data-testid': 'online-start' }, 'Start the game') : null;
  start?.addEventListener('click', () => conn.start());
  const parts: (HTMLElement | null)[] = [
    h('h1', {}, `${title} · online`),
    h('p', { class: 'online-status', role: 'status', 'data-testid': 'online-status' }, `${status} · ${t.you === null ? 'you watch' : `you are seat ${t.you + 1}`} · ${t.spectators} watching`),
    invite,
    h('section', { 'aria-labelledby': 'seats-h' }, h('h2', { id: 'seats-h' }, 'Seats'), seats, start),
    play(s, conn),
    s.lastError ? h('p', { class: 'online-error', role: 'alert', 'data-testid': 'online-error' }, s.lastError.message) : null,
    h('p', {}, h('a', { href: './' }, 'Back to the lobby')),
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
      const b = h('button', { type: 'button' }, p.labels[i] ?? `Move ${i + 1}`);
      b.addEventListener('click', () => conn.act(action));
      controls.append(b);
    });
  } else if (mine && aw.kind === 'throw') {
    const b = h('button', { type: 'button', 'data-testid': 'online-throw' }, aw.hidden ? 'Throw under the cup' : 'Throw');
    b.addEventListener('click', () => conn.throwDice());
    controls.append(b);
  } else if (mine && aw.kind === 'flick') {
    const angle = h('input', { type: 'range', min: -30, max: 30, value: 0, 'aria-label': 'Aim (degrees)' });
    const power = h('input', { type: 'range', min: 5, max: 100, value: 60, 'aria-label': 'Power (%)' });
    const b = h('button', { type: 'button', 'data-testid': 'online-flick' }, 'Flick');
    b.addEventListener('click', () => conn.flick((Number(angle.value) * Math.PI) / 180, Number(power.value) / 100));
    controls.append(h('label', {}, 'Aim ', angle), h('label', {}, 'Power ', power), b);
  }
  const prompt = aw.kind === 'end' ? (p.result?.summary ?? 'The game is over.') : `${mine ? 'Your turn: ' : `Seat ${aw.seat + 1}: `}${aw.prompt}`;
  return h(
    'section',
    { 'aria-labelledby': 'play-h', class: 'online-play' },
    h('h2', { id: 'play-h' }, t.started ? 'Game' : 'Waiting for the host to start'),
    h('p', { class: 'online-prompt', 'data-testid': 'online-prompt' }, prompt),
    controls,
    h('ol', { class: 'online-log', 'aria-label': 'Log' }, ...p.log.slice(-12).map((line) => h('li', {}, formatText(line)))),
  );
}
