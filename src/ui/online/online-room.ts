// An online table on the 3D table: the game's own room (board, HUD, throws and
// flicks) drawing an online session (src/store/online/online-session.ts) that
// the connection feeds, with a bar over it that always says which table this
// is, whose turn it is, who is connected and whether this device is.
import { h } from '../dom.ts';
import { openRoom } from '../shell.ts';
import type { OnlineSnapshot, OnlineTable } from '../../online/connection.ts';
import { mayHandToBot, type SeatInfo } from '../../online/protocol.ts';
import { gameEntry } from '../../games/registry.ts';
import { createOnlineSession, type OnlineSession } from '../../store/online/online-session.ts';
import type { OnlineRoomSource, RoomLoader } from '../../rooms/types.ts';

function seatWord(seat: SeatInfo, i: number, you: number | null): string {
  const name = seat.plan !== 'human' ? `Bot ${i + 1}` : (seat.name ?? `Player ${i + 1}`);
  const state = seat.plan !== 'human' ? '' : seat.standIn ? ' (a bot plays)' : seat.connected ? '' : ' (away)';
  return `${name}${i === you ? ' (you)' : ''}${state}`;
}

/** The bar's text: table, connection, whose turn, who is here. */
function barParts(s: OnlineSnapshot): { status: string; seats: { text: string; here: boolean; turn: boolean }[] } {
  const t = s.table!;
  const aw = s.position?.awaiting;
  const turn = aw && aw.kind !== 'end' ? aw.seat : null;
  const link = s.status === 'connected' ? '' : s.status === 'reconnecting' ? ' · connection lost: reconnecting…' : ` · ${s.problem ?? 'disconnected'}`;
  const whose = aw?.kind === 'end' ? 'the game is over' : turn === null ? '' : turn === t.you ? 'your turn' : `${seatWord(t.seats[turn]!, turn, null)}’s turn`;
  return {
    status: `Table ${t.code}${t.you === null ? ' · you watch' : ''} · ${whose} · ${t.spectators} watching${link}`,
    seats: t.seats.map((seat, i) => ({ text: seatWord(seat, i, t.you), here: seat.plan !== 'human' || (seat.connected && !seat.standIn), turn: i === turn })),
  };
}

/** A seat's button on the bar: let a bot play a seat gone or stalling past the limit, or take one's own back from the bot. */
function seatButton(conn: OnlineTable, s: OnlineSnapshot, i: number): HTMLElement | '' {
  const t = s.table!;
  if (mayHandToBot(t, i)) {
    const b = h('button', { type: 'button', 'data-testid': `online-hand-${i + 1}` }, 'Let a bot play');
    b.addEventListener('click', () => conn.handToBot(i));
    return b;
  }
  if (t.started && i === t.you && t.seats[i]?.standIn) {
    const b = h('button', { type: 'button', 'data-testid': 'online-take-back' }, 'Take my seat back');
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
    h('ul', { class: 'online-bar-seats', 'aria-label': 'Seats' }, ...seats.map((x, i) => h('li', { class: `${x.here ? 'here' : 'away'}${x.turn ? ' turn' : ''}`, 'data-testid': `online-seat-${i + 1}` }, x.text, ...withSpace(seatButton(conn, s, i))))),
    s.lastError ? h('p', { class: 'online-bar-error', role: 'alert', 'data-testid': 'online-error' }, s.lastError.message) : '',
  );
}

/** Opens the game's 3D room on `host` for the started table `conn` holds. */
export function openOnlineRoom(host: HTMLElement, conn: OnlineTable, backToLobby: (message: string) => void, roomOf: (game: string) => RoomLoader | undefined): void {
  const s = conn.snapshot;
  const t = s.table!;
  const load = roomOf(t.game);
  if (!load || !s.position) {
    backToLobby(`${t.game} cannot be played online on the table.`);
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
    else if (m.type === 'error') session.receive.error({ code: m.code, message: m.message });
  });
  const title = gameEntry(t.game)?.title ?? t.game;
  void openRoom(host, t.game, title, load, { backToLobby }, { online: source });
  // The bar sits in the room's main landmark, over the table.
  const bar = h('section', { class: 'online-bar', 'aria-label': 'Online table', 'data-testid': 'online-bar' });
  host.querySelector('main')?.append(bar);
  conn.subscribe((now) => renderBar(bar, now, conn));
}
