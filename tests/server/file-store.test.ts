// The file store's journal: a snapshot line, then a line per input; a move
// appends, anything else rewrites; a torn last line and an older build's
// `<code>.json` still load.

import { mkdtemp, readFile, rm, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileStore } from '../../src/server/file-store.ts';
import type { TableSnapshot } from '../../src/server/table.ts';
import type { LogEntry } from '../../src/core/log.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ft-file-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const entry = (n: number): LogEntry => ({ input: { kind: 'action', seat: n % 2, action: { pick: n } } });

const table = (inputs: LogEntry[], started = true): TableSnapshot => ({
  code: 'ABC234',
  game: 'main-street',
  record: { game: 'main-street', version: 1, seed: 7, seats: [], inputs, options: {} } as unknown as TableSnapshot['record'],
  plans: ['human', 'bot:easy'],
  occupants: [null, null],
  hostToken: 'host',
  started,
  awayLimitSec: 120,
});

describe('file store', () => {
  it('appends one line per move and rewrites the file when anything else changes', async () => {
    const store = fileStore(dir);
    const file = join(dir, 'ABC234.jsonl');
    await store.save(table([]));
    await store.save(table([entry(0)]));
    await store.save(table([entry(0), entry(1), entry(2)]));
    expect((await readFile(file, 'utf8')).trimEnd().split('\n')).toHaveLength(4); // the snapshot, then a line per move (two appends)
    expect((await store.load('ABC234'))!.record.inputs).toEqual([entry(0), entry(1), entry(2)]);
    // A seat change is no append: the file is the whole snapshot again, on one line.
    const changed = { ...table([entry(0), entry(1), entry(2)]), awayLimitSec: 30 };
    await store.save(changed);
    expect((await readFile(file, 'utf8')).trimEnd().split('\n')).toHaveLength(1);
    // A new store (a restarted server) reads it back.
    expect(await fileStore(dir).load('ABC234')).toEqual(changed);
    expect(await fileStore(dir).codes()).toEqual(['ABC234']);
  });

  it('saves of one table stay in order, and the live snapshot is read at once', async () => {
    const store = fileStore(dir);
    const live = table([]);
    const saves = [store.save(live)];
    for (let i = 0; i < 20; i++) {
      live.record.inputs.push(entry(i));
      saves.push(store.save(live));
    }
    live.record.inputs.push(entry(99)); // after the last save: not stored
    await Promise.all(saves);
    expect((await fileStore(dir).load('ABC234'))!.record.inputs.map((e) => (e.input as { action: { pick: number } }).action.pick)).toEqual([...Array(20).keys()]);
  });

  it('drops a line torn by a crash, and loads an older build\'s <code>.json', async () => {
    const store = fileStore(dir);
    await store.save(table([entry(0)]));
    await appendFile(join(dir, 'ABC234.jsonl'), '{"input":{"kind":"act');
    expect((await fileStore(dir).load('ABC234'))!.record.inputs).toEqual([entry(0)]);

    await writeFile(join(dir, 'OLD234.json'), JSON.stringify({ ...table([entry(5)]), code: 'OLD234' }));
    const again = fileStore(dir);
    expect((await again.codes()).sort()).toEqual(['ABC234', 'OLD234']);
    expect((await again.load('OLD234'))!.record.inputs).toEqual([entry(5)]);
    // Its first save writes the journal and removes the old file.
    await again.save({ ...table([entry(5), entry(6)]), code: 'OLD234' });
    expect(await again.codes()).toContain('OLD234');
    await expect(readFile(join(dir, 'OLD234.json'), 'utf8')).rejects.toThrow();
    await again.remove('OLD234');
    expect(await again.codes()).toEqual(['ABC234']);
  });

  it('refuses a code that could walk a path', async () => {
    await expect(fileStore(dir).save({ ...table([]), code: '../x' })).rejects.toThrow(/not a table code/);
  });
});
