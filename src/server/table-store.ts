// Where tables live between moves, so a restarted server brings every open
// table back: a file per table on disk (one process, nothing else needed), or
// a Redis hash through the Colyseus presence when REDIS_URL is set (several
// processes share it). A snapshot is written after every input, before the
// clients hear of the move; a write that fails is logged and the
// next move writes the whole table again.

import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Presence } from '@colyseus/core';
import type { TableSnapshot } from './table.ts';

export interface TableStore {
  readonly kind: 'file' | 'redis' | 'memory';
  save(snap: TableSnapshot): Promise<void>;
  load(code: string): Promise<TableSnapshot | null>;
  /** Every stored table's code. */
  codes(): Promise<string[]>;
  remove(code: string): Promise<void>;
}

/** Table codes are the only names the store makes files of: letters and digits, nothing that walks a path. */
export const isTableCode = (code: unknown): code is string => typeof code === 'string' && /^[A-Z0-9]{4,12}$/.test(code);

const parse = (text: string | null | undefined): TableSnapshot | null => {
  if (!text) return null;
  try {
    const snap = JSON.parse(text) as TableSnapshot;
    return snap && typeof snap === 'object' && isTableCode(snap.code) ? snap : null;
  } catch {
    return null;
  }
};

/** One JSON file per table in `dir`, replaced whole (written aside, then renamed) so a crash never leaves half a table. */
export function fileStore(dir: string): TableStore {
  let ready: Promise<unknown> | null = null;
  const writes = new Map<string, Promise<void>>();
  const ensure = () => (ready ??= mkdir(dir, { recursive: true }));
  return {
    kind: 'file',
    async save(snap) {
      if (!isTableCode(snap.code)) throw new Error(`not a table code: ${snap.code}`);
      await ensure();
      const file = join(dir, `${snap.code}.json`);
      const text = JSON.stringify(snap);
      // Writes of one table stay in order: the last move's snapshot is the one on disk.
      const prev = writes.get(snap.code) ?? Promise.resolve();
      const next = prev.then(async () => {
        const tmp = `${file}.${process.pid}.tmp`;
        await writeFile(tmp, text);
        await rename(tmp, file);
      });
      writes.set(snap.code, next.catch(() => undefined));
      await next;
    },
    async load(code) {
      if (!isTableCode(code)) return null;
      try {
        return parse(await readFile(join(dir, `${code}.json`), 'utf8'));
      } catch {
        return null;
      }
    },
    async codes() {
      try {
        return (await readdir(dir)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).filter(isTableCode);
      } catch {
        return [];
      }
    },
    async remove(code) {
      if (isTableCode(code)) await rm(join(dir, `${code}.json`), { force: true });
    },
  };
}

const HASH = 'frontier-table:tables';

/** A Redis hash (through the Colyseus presence) of every table's snapshot, shared by all server processes. */
export function presenceStore(presence: Presence): TableStore {
  return {
    kind: 'redis',
    async save(snap) {
      await presence.hset(HASH, snap.code, JSON.stringify(snap));
    },
    async load(code) {
      return parse(await presence.hget(HASH, code));
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
      return parse(tables.get(code));
    },
    async codes() {
      return [...tables.keys()];
    },
    async remove(code) {
      tables.delete(code);
    },
  };
}
