// The ledger a room offers (its panel and window.tabletop.ledger() read it):
// the lines of the play here (a game's from its record, the dice table's as
// they settle) and the device's stored lines of every other play. The play
// here is written back to the device's ledger after each throw, so it is
// there when this game is gone. Lines are computed when asked for and kept
// until the play changes.
import type { Message } from '../../core/message.ts';
import { gameKeyOf, rowsOfRecord, type LedgerRethrow, type LedgerRow } from '../../core/ledger/rows.ts';
import { storedEdges, storedRethrows, storedRows, withPlay, type StoredLedger } from '../../core/ledger/stored.ts';
import type { Gesture } from '../../physics/types.ts';
import { PHYSICS_VERSION } from '../../physics/version.ts';
import type { SessionStore } from '../session/store.ts';
import { seatName } from '../session/game-params.ts';
import type { StorageLike } from '../session/autosave.ts';
import type { DiceTableStore, ThrowRecord } from '../dice-table.ts';
import { LEDGER_KEY, ledgerStorage, readDeviceLedger, rereadDeviceLedger, writeDeviceLedger } from './device-storage.ts';

export type LedgerScope = 'here' | 'device';

export interface LedgerSource {
  /** What the play here is called ("This game", "This table"), in English. */
  readonly here: string;
  /** The same as a message (issue 25), which the panel shows. */
  readonly hereSaid: Message;
  subscribe(listener: () => void): () => void;
  /** Changes whenever the lines may have changed (for React's external-store hook). */
  version(): number;
  rows(scope: LedgerScope): LedgerRow[];
  /** The damaged stored ledger set aside, or a failing write: said in the panel. */
  notice(): string | null;
  dispose(): void;
}

/**
 * Shared: the device's ledger in memory, written back for `key` when the play
 * here changes. Each write starts from what is stored at that moment (another
 * tab may have added its plays since this page read it), and another tab's
 * write (the `storage` event) refreshes the lines shown here.
 */
function deviceLedger(storage: StorageLike | null, onOtherTab: () => void) {
  const read = readDeviceLedger(storage);
  let ledger: StoredLedger = read.ledger;
  let problem: string | null = null;
  const fromOtherTab = (e: StorageEvent) => {
    if (e.key !== LEDGER_KEY && e.key !== null) return;
    ledger = rereadDeviceLedger(storage) ?? ledger;
    onOtherTab();
  };
  // Only the page's own localStorage raises `storage` events from other tabs.
  const listening = read.writable && typeof window !== 'undefined' && storage === ledgerStorage();
  if (listening) window.addEventListener('storage', fromOtherTab);
  return {
    notice: () => [read.notice, problem].filter(Boolean).join(' ') || null,
    ledger: () => ledger,
    store(key: string, game: string, rows: readonly LedgerRow[]): void {
      const base = read.writable ? (rereadDeviceLedger(storage) ?? ledger) : ledger;
      ledger = withPlay(base, key, game, rows, Date.now());
      if (read.writable) problem = writeDeviceLedger(storage, ledger);
    },
    dispose(): void {
      if (listening) window.removeEventListener('storage', fromOtherTab);
    },
  };
}

function listeners() {
  const set = new Set<() => void>();
  let version = 0;
  return {
    subscribe(fn: () => void) {
      set.add(fn);
      return () => void set.delete(fn);
    },
    version: () => version,
    changed() {
      version++;
      for (const fn of set) fn();
    },
  };
}

/** A game room's ledger: lines from the session's record, re-throws from what the session saw (and the device remembered). */
export function createGameLedger(session: SessionStore, storage: StorageLike | null): LedgerSource {
  const events = listeners();
  const device = deviceLedger(storage, () => events.changed());
  const { module } = session;
  const who = (seats: Parameters<typeof seatName>[0]) => (seat: number) => seatName(seats, seat, module.seatNoun);
  const rethrowsOf = (s: ReturnType<typeof session.store.getState>): Record<number, LedgerRethrow[]> => ({
    ...storedRethrows(device.ledger(), gameKeyOf(s.record)),
    ...s.rethrows,
  });
  const edgesOf = (s: ReturnType<typeof session.store.getState>): Record<number, number[]> => ({
    ...storedEdges(device.ledger(), gameKeyOf(s.record)),
    ...s.edges,
  });
  let cache: { record: unknown; viewer: unknown; rethrows: unknown; edges: unknown; rows: LedgerRow[] } | null = null;
  const here = (): LedgerRow[] => {
    const s = session.store.getState();
    // A replay being watched shows another record on the table; the ledger stays with the game played.
    if (cache && cache.record === s.record && cache.viewer === s.viewer && cache.rethrows === s.rethrows && cache.edges === s.edges) return cache.rows;
    const rows = rowsOfRecord(module, s.record, { who: who(s.record.seats), viewer: s.viewer, rethrows: rethrowsOf(s), edges: edgesOf(s) });
    cache = { record: s.record, viewer: s.viewer, rethrows: s.rethrows, edges: s.edges, rows };
    return rows;
  };
  /** Written after the throw's re-throws arrive (they follow the record's change in the same task). */
  let pending = false;
  const persist = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      const s = session.store.getState();
      // Stored as a spectator sees it: dice under a cup stay hidden until the game ends.
      const rows = rowsOfRecord(module, s.record, { who: who(s.record.seats), viewer: null, rethrows: rethrowsOf(s), edges: edgesOf(s) });
      if (rows.length > 0) device.store(gameKeyOf(s.record), module.id, rows);
      events.changed();
    });
  };
  const unsubscribe = session.store.subscribe((s, prev) => {
    if (s.record !== prev.record || s.rethrows !== prev.rethrows) {
      const last = s.record.inputs[s.record.inputs.length - 1];
      if (s.rethrows !== prev.rethrows || last?.input.kind === 'dice' || s.live.awaiting.kind === 'end') persist();
      else events.changed();
    } else if (s.viewer !== prev.viewer) events.changed();
  });
  return {
    here: 'This game',
    hereSaid: /*i18n*/ { id: 'ui.ledger.here.game', message: 'This game' },
    subscribe: events.subscribe,
    version: events.version,
    rows: (scope) => (scope === 'here' ? here() : [...storedRows(device.ledger(), gameKeyOf(session.store.getState().record)), ...here()]),
    notice: device.notice,
    dispose: () => {
      unsubscribe();
      device.dispose();
    },
  };
}

/** The dice table's ledger: each settled throw is a line (its seed and drag, so it can be replayed), kept on the device. */
export function createTableLedger(table: DiceTableStore, storage: StorageLike | null, startedAt: number = Date.now()): LedgerSource {
  const events = listeners();
  const device = deviceLedger(storage, () => events.changed());
  const key = `dice-table/${startedAt}`;
  let rows: LedgerRow[] = [];
  const lineOf = (r: ThrowRecord, index: number): LedgerRow => ({
    game: 'dice-table',
    gameKey: key,
    index,
    seat: null,
    who: r.source === 'drag' ? 'You (a drag)' : r.source === 'roll' ? 'You (Roll)' : 'Automation',
    kinds: r.kinds.slice(),
    faces: r.faces.slice(),
    rethrows: r.rethrows.map((x) => ({ die: x.die, reason: x.reason })),
    edges: r.edges.slice(),
    inputs: { kinds: r.kinds.slice(), area: r.spec.area ?? 'tray', seed: r.spec.seed, ...(r.gesture ? { gesture: r.gesture as Gesture } : {}), physicsVersion: PHYSICS_VERSION },
  });
  const unsubscribe = table.store.subscribe((s, prev) => {
    if (!s.last || s.last === prev.last) return;
    rows = [...rows, lineOf(s.last, rows.length)];
    device.store(key, 'dice-table', rows);
    events.changed();
  });
  return {
    here: 'This table',
    hereSaid: /*i18n*/ { id: 'ui.ledger.here.table', message: 'This table' },
    subscribe: events.subscribe,
    version: events.version,
    rows: (scope) => (scope === 'here' ? rows : [...storedRows(device.ledger(), key), ...rows]),
    notice: device.notice,
    dispose: () => {
      unsubscribe();
      device.dispose();
    },
  };
}
