// An online table on the 3D table: the game's own room (board, HUD, throws and
// flicks) drawing an online session (src/store/online/online-session.ts) that
// the connection feeds, with a bar over it that always says which table this
// is, whose turn it is, who is connected and whether this device is. Its words
// are messages (ids online.bar.*, issue 25).
import { i18n } from '@lingui/core';
import { errorText, formatText } from '../../i18n/format-message.ts';
import { h } from '../dom.ts';
import { openRoom } from '../shell.ts';
import type { OnlineSnapshot, OnlineTable } from '../../online/connection.ts';
import { mayHandToBot, type SeatInfo } from '../../online/protocol.ts';
import { gameEntry } from '../../games/registry.ts';
import { DEFAULT_SEAT_NOUN } from '../../core/contract.ts';
import { saySeatTitle } from '../../i18n/seat-names.ts';
import { createOnlineSession, type OnlineSession } from '../../store/online/online-session.ts';
import type { OnlineRoomSource, RoomLoader } from '../../rooms/types.ts';

/** A seat on the bar: its player's name, else the game's seat noun and number ("Rider 2", in the reader's language). */
function seatWord(seat: SeatInfo, i: number, you: number | null, noun: string): string {
  const n = i + 1;
  const name = seat.plan !== 'human' ? i18n._({ id: 'online.bar.bot', message: 'Bot {n}', values: { n } }) : (seat.name ?? saySeatTitle(noun, i));
  const state = seat.plan !== 'human' ? '' : seat.standIn ? i18n._({ id: 'online.bar.stand-in', message: ' (a bot plays)' }) : seat.connected ? '' : i18n._({ id: 'online.bar.away', message: ' (away)' });
  return `${name}${i === you ? i18n._({ id: 'online.you', message: ' (you)' }) : ''}${state}`;
}

/** The bar's text: table, connection, whose turn, who is here. */
function barParts(s: OnlineSnapshot): { status: string; seats: { text: string; here: boolean; turn: boolean }[] } {
  const t = s.table!;
  const noun = gameEntry(t.game)?.seatNoun ?? DEFAULT_SEAT_NOUN;
  const aw = s.position?.awaiting;
  const turn = aw && aw.kind !== 'end' ? aw.seat : null;
  const link =
    s.status === 'connected'
      ? ''
      : s.status === 'reconnecting'
        ? i18n._({ id: 'online.bar.reconnecting', message: ' · connection lost: reconnecting…' })
        : ` · ${s.problem ? formatText(s.problem) : i18n._({ id: 'online.bar.disconnected', message: 'disconnected' })}`;
  const whose =
    aw?.kind === 'end'
      ? i18n._({ id: 'online.bar.over', message: 'the game is over' })
      : turn === null
        ? ''
        : turn === t.you
          ? i18n._({ id: 'online.bar.your-turn', message: 'your turn' })
          : i18n._({ id: 'online.bar.turn-of', message: '{who}’s turn', values: { who: seatWord(t.seats[turn]!, turn, null, noun) } });
  const table = i18n._({ id: 'online.table', message: 'Table {code}', values: { code: t.code } });
  const watch = t.you === null ? ` · ${i18n._({ id: 'online.you-watch', message: 'you watch' })}` : '';
  return {
    status: `${table}${watch} · ${whose} · ${i18n._({ id: 'online.watching', message: '{count} watching', values: { count: t.spectators } })}${link}`,
    seats: t.seats.map((seat, i) => ({ text: seatWord(seat, i, t.you, noun), here: seat.plan !== 'human' || (seat.connected && !seat.standIn), turn: i === turn })),
  };
}

/** A seat's button on the bar: let a bot play a seat gone or stalling past the limit, or take one's own back from the bot. */
function seatButton(conn: OnlineTable, s: OnlineSnapshot, i: number): HTMLElement | '' {
  const t = s.table!;
  if (mayHandToBot(t, i)) {
    const b = h('button', { type: 'button', 'data-testid': `online-hand-${i + 1}` }, i18n._({ id: 'online.bar.hand-to-bot', message: 'Let a bot play' }));
    b.addEventListener('click', () => conn.handToBot(i));
    return b;
  }
  if (t.started && i === t.you && t.seats[i]?.standIn) {
    const b = h('button', { type: 'button', 'data-testid': 'online-take-back' }, i18n._({ id: 'online.take-back', message: 'Take my seat back' }));
    b.addEventListener('click', () => conn.takeBack());
    return b;
  }
  return '';
}

const withSpace = (b: HTMLElement | ''): (string | HTMLElement)[] => (b ? [' ', b] : []);

function renderBar(bar: HTMLElement, s: OnlineSnapshot, conn: OnlineTable): void {
  if (!s.table) return;
  const { status, seats } = barParts(s);
  bar.replaceChildren(
    h('p', { class: 'online-bar-status', role: 'status', 'data-testid': 'online-status' }, status),
    h('ul', { class: 'online-bar-seats', 'aria-label': i18n._({ id: 'online.seats', message: 'Seats' }) }, ...seats.map((x, i) => h('li', { class: `${x.here ? 'here' : 'away'}${x.turn ? ' turn' : ''}`, 'data-testid': `online-seat-${i + 1}` }, x.text, ...withSpace(seatButton(conn, s, i))))),
    s.lastError ? h('p', { class: 'online-bar-error', role: 'alert', 'data-testid': 'online-error' }, errorText(s.lastError)) : '',
  );
}

/** Opens the game's 3D room on `host` for the started table `conn` holds. */
export function openOnlineRoom(host: HTMLElement, conn: OnlineTable, backToLobby: (message: string) => void, roomOf: (game: string) => RoomLoader | undefined): void {
  const s = conn.snapshot;
  const t = s.table!;
  const load = roomOf(t.game);
  if (!load || !s.position) {
    backToLobby(i18n._({ id: 'online.bar.cannot', message: '{game} cannot be played online on the table.', values: { game: t.game } }));
    return;
  }
  let session: OnlineSession | null = null;
  const source: OnlineRoomSource = {
    session(module) {
      const now = conn.snapshot;
      session = createOnlineSession({
        module,
        plans: now.table!.seats.map((x) => x.plan),
        options: now.table!.options,
        you: now.table!.you,
        position: now.position!,
        port: { act: (a) => conn.act(a), throwDice: (g) => conn.throwDice(g), flick: (a, p) => conn.flick(a, p) },
      });
      return session;
    },
  };
  // The server's messages reach the session as they come (a throw's `thrown` before the position after it).
  conn.onMessage((m) => {
    if (!session) return;
    if (m.type === 'position') session.receive.position(m);
    else if (m.type === 'thrown') session.receive.thrown(m);
    else if (m.type === 'flicked') session.receive.flicked(m);
    else if (m.type === 'record') session.receive.record(m.record);
    else if (m.type === 'error') session.receive.error(m.said ? { code: m.code, message: m.message, said: m.said } : { code: m.code, message: m.message });
  });
  const title = gameEntry(t.game)?.title ?? t.game;
  void openRoom(host, t.game, title, load, { backToLobby }, { online: source });
  // The bar sits in the room's main landmark, over the table.
  const bar = h('section', { class: 'online-bar', 'aria-label': i18n._({ id: 'online.title', message: 'Online table' }), 'data-testid': 'online-bar' });
  host.querySelector('main')?.append(bar);
  conn.subscribe((now) => renderBar(bar, now, conn));
}
