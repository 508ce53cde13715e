// Where tables live between moves, so a restarted server brings every open
// table back: a file per table on disk (one process, nothing else needed), or
// a Redis hash through the Colyseus presence when REDIS_URL is set (several
// processes share it). A snapshot is written after every input, before the
// clients hear of the move; a write that fails is logged and the
// next move writes the whole table again. The file store is file-store.ts.

import type { Presence } from '@colyseus/core';
import type { TableSnapshot } from './table.ts';

export interface TableStore {
  readonly kind: 'file' | 'redis' | 'memory';
  /** Resolves once stored. Reads `snap` before its first wait, so a table may pass its live snapshot. */
  save(snap: TableSnapshot): Promise<void>;
  load(code: string): Promise<TableSnapshot | null>;
  /** Every stored table's code. */
  codes(): Promise<string[]>;
  remove(code: string): Promise<void>;
}

/** Table codes are the only names the store makes files of: letters and digits, nothing that walks a path. */
export const isTableCode = (code: unknown): code is string => typeof code === 'string' && /^[A-Z0-9]{4,12}$/.test(code);

/** A stored snapshot's JSON, or null when it is not one. */
export const parseSnapshot = (text: string | null | undefined): TableSnapshot | null => {
  if (!text) return null;
  try {
    const snap = JSON.parse(text) as TableSnapshot;
    return snap && typeof snap === 'object' && isTableCode(snap.code) ? snap : null;
  } catch {
    return null;
  }
};

const HASH = 'frontier-table:tables';

/** A Redis hash (through the Colyseus presence) of every table's snapshot, shared by all server processes. */
export function presenceStore(presence: Presence): TableStore {
  return {
    kind: 'redis',
    async save(snap) {
      await presence.hset(HASH, snap.code, JSON.stringify(snap));
    },
    async load(code) {
      return parseSnapshot(await presence.hget(HASH, code));
    },
    async codes() {
      return Object.keys((await presence.hgetall(HASH)) ?? {}).filter(isTableCode);
    },
    async remove(code) {
      await presence.hdel(HASH, code);
    },
  };
}

/** Nothing kept past the process (tests that do not restart). */
export function memoryStore(): TableStore {
  const tables = new Map<string, string>();
  return {
    kind: 'memory',
    async save(snap) {
      tables.set(snap.code, JSON.stringify(snap));
    },
    async load(code) {
      return parseSnapshot(tables.get(code));
    },
    async codes() {
      return [...tables.keys()];
    },
    async remove(code) {
      tables.delete(code);
    },
  };
}
