// The file store: one journal per table in a directory, so a restarted server
// (one process, no Redis) brings every open table back.
//
// A table's file `<code>.jsonl` is its snapshot on the first line, then one
// line per input added since. A move appends one line through a handle kept
// open (one write), instead of writing the whole table aside and renaming it
// (open, write, close, rename: four trips through libuv's four threads, which
// under 200 tables queued for most of a second and held every answer back).
// Anything else that changes (seats, who sits there, the start) rewrites the
// file whole: written aside, then renamed, so a crash never leaves half a
// snapshot. A line torn by a crash mid-append is dropped when loaded; its move
// was never told to anyone (the room tells after the write). Tables stored by
// older builds (`<code>.json`, a snapshot alone) still load.

import { mkdir, open, readdir, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { LogEntry } from '../core/log.ts';
import type { TableSnapshot } from './table.ts';
import { isTableCode, parseSnapshot, type TableStore } from './table-store.ts';

/** Journals kept open at most; past it the least recently written is closed (and reopened when it moves again). */
const MAX_OPEN = 256;

interface Journal {
  /** The snapshot without its inputs as last written: equal means a save only appends. */
  header: string;
  /** Inputs the file holds. */
  count: number;
  handle: FileHandle | null;
  /** This table's writes, in order. */
  chain: Promise<void>;
  /** A write failed: the file may lack lines, so appends fail until a whole rewrite. */
  broken: boolean;
}

const headerOf = (snap: TableSnapshot): string => JSON.stringify({ ...snap, record: { ...snap.record, inputs: [] } });

/** The snapshot a journal's text holds: the first line, and every whole input line after it. */
export function readJournal(text: string): TableSnapshot | null {
  const lines = text.split('\n');
  const snap = parseSnapshot(lines[0]);
  if (!snap) return null;
  const inputs = snap.record.inputs.slice();
  for (const line of lines.slice(1)) {
    if (!line) continue;
    try {
      inputs.push(JSON.parse(line) as LogEntry);
    } catch {
      break; // torn by a crash mid-append: its move was never told
    }
  }
  return { ...snap, record: { ...snap.record, inputs } };
}

export function fileStore(dir: string): TableStore {
  let ready: Promise<unknown> | null = null;
  const ensure = () => (ready ??= mkdir(dir, { recursive: true }));
  const journals = new Map<string, Journal>();
  const path = (code: string) => join(dir, `${code}.jsonl`);
  const older = (code: string) => join(dir, `${code}.json`);

  /** Keep this journal's handle open, closing the least recently used past MAX_OPEN (in its own chain). */
  const touch = (code: string, j: Journal) => {
    journals.delete(code);
    journals.set(code, j);
    let open = 0;
    for (const x of journals.values()) if (x.handle) open++;
    if (open <= MAX_OPEN) return;
    for (const [c, x] of journals) {
      if (c === code || !x.handle) continue;
      x.chain = x.chain.then(async () => {
        const h = x.handle;
        x.handle = null;
        await h?.close();
      });
      break;
    }
  };

  const rewrite = async (code: string, j: Journal, text: string) => {
    await ensure();
    const old = j.handle;
    j.handle = null;
    await old?.close();
    const tmp = `${path(code)}.${process.pid}.tmp`;
    await writeFile(tmp, text);
    await rename(tmp, path(code));
    await rm(older(code), { force: true });
  };

  const append = async (code: string, j: Journal, lines: string) => {
    if (j.broken) throw new Error('an earlier write of this table failed; the next change rewrites it whole');
    j.handle ??= await open(path(code), 'a');
    await j.handle.write(lines);
  };

  return {
    kind: 'file',
    save(snap) {
      if (!isTableCode(snap.code)) return Promise.reject(new Error(`not a table code: ${snap.code}`));
      // Everything is read from `snap` now, before any wait: the table may pass its live snapshot.
      const code = snap.code;
      const header = headerOf(snap);
      const inputs = snap.record.inputs;
      let j = journals.get(code);
      if (!j) {
        j = { header: '', count: 0, handle: null, chain: Promise.resolve(), broken: true };
        journals.set(code, j);
      }
      const journal = j;
      let write: () => Promise<void>;
      if (!journal.broken && journal.header === header && inputs.length >= journal.count) {
        const lines = inputs
          .slice(journal.count)
          .map((e) => `${JSON.stringify(e)}\n`)
          .join('');
        if (!lines) return journal.chain;
        write = () => append(code, journal, lines);
      } else {
        const text = `${JSON.stringify(snap)}\n`;
        journal.broken = false;
        write = () => rewrite(code, journal, text);
      }
      journal.header = header;
      journal.count = inputs.length;
      touch(code, journal);
      const done = journal.chain.then(write).catch((e: unknown) => {
        journal.broken = true;
        throw e;
      });
      journal.chain = done.catch(() => undefined);
      return done;
    },
    async load(code) {
      if (!isTableCode(code)) return null;
      await journals.get(code)?.chain;
      for (const file of [path(code), older(code)]) {
        try {
          return readJournal(await readFile(file, 'utf8'));
        } catch {
          // not there: try the older name
        }
      }
      return null;
    },
    async codes() {
      try {
        const names = (await readdir(dir)).map((f) => /^(.+)\.jsonl?$/.exec(f)?.[1]).filter(isTableCode);
        return [...new Set(names)];
      } catch {
        return [];
      }
    },
    async remove(code) {
      if (!isTableCode(code)) return;
      const j = journals.get(code);
      journals.delete(code);
      if (j) {
        await j.chain;
        await j.handle?.close();
        j.handle = null;
      }
      await rm(path(code), { force: true });
      await rm(older(code), { force: true });
    },
  };
}
