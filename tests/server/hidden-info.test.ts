// The cup's faces reach the seat that threw them and no one else: a full Mail
// Run game between two humans with a spectator watching, every message the
// spectator and the other seat get scanned against the true position; and no
// message before the finished record carries the table's secret.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGame } from '../../src/games/registry.ts';
import { replay, resimulate } from '../../src/core/replay.ts';
import { SECRET_SEEDS } from '../../src/core/derive.ts';
import { setupEntropyOf, setupSeedOf } from '../../src/core/table-secret.ts';
import { rapierRunner } from '../../src/tools/physics-port.ts';
import type { PonyState } from '../../src/games/pony-express/index.ts';
import type { PositionMessage, RecordMessage, ServerMessage } from '../../src/online/protocol.ts';
import { bootServer, createTable, joinTable, type Booted } from './helpers.ts';
import { playSeat } from './play.ts';

let b: Booted;
beforeAll(async () => {
  b = await bootServer();
});
afterAll(async () => {
  await b.table.close();
});

it('a full Mail Run game: neither the spectator nor the other seat ever gets a face under the cup', async () => {
  const module = await loadGame('pony-express');
  const a = await createTable(b, { game: 'pony-express', seats: ['human', 'human'] });
  const c = await joinTable(b, a.code);
  const watcher = await joinTable(b, a.code, { watch: true });
  a.send('start');
  await Promise.all([playSeat(a, 0, { game: 'pony-express', seed: 11 }), playSeat(c, 1, { game: 'pony-express', seed: 12, drag: true })]);
  const { record } = await watcher.next<RecordMessage>((m) => m.type === 'record', 30_000, true);
  expect(resimulate(module, record, rapierRunner)).toMatchObject({ ok: true });

  // The true position after every input, to know which faces were under the cup when.
  const states: PonyState[] = [];
  const start = replay(module, { ...record, inputs: [] });
  if (!start.ok) throw new Error('setup failed');
  states.push(start.state as PonyState);
  replay(module, record, { onState: (s) => states.push(s as PonyState) });

  let hiddenChecked = 0;
  const scan = (messages: ServerMessage[], seat: number | null) => {
    for (const m of messages) {
      if (m.type === 'thrown') {
        // A throw's details reach another seat only when nothing of it was hidden from that seat.
        const before = states[m.index]!;
        const aw = module.awaiting(before);
        if (aw.kind === 'throw' && aw.hidden) expect(m.seat).toBe(seat);
      }
      if (m.type !== 'position') continue;
      const truth = states[(m as PositionMessage).seq]!;
      const hidden = !truth.revealed && truth.turn !== seat;
      const view = (m as PositionMessage<{ dice: { face: string | null; where: string }[] }>).view;
      truth.dice.forEach((d, i) => {
        if (d.where === 'cup' && hidden) {
          hiddenChecked++;
          expect(view.dice[i]!.face).toBeNull();
        }
      });
      // Nothing in the message spells out the hidden faces in order either.
      const cup = truth.dice.filter((d) => d.where === 'cup').map((d) => JSON.stringify(d.face));
      if (hidden && cup.length > 1) expect(JSON.stringify(m)).not.toContain(cup.join(','));
    }
  };
  scan(watcher.messages, null);
  scan(c.messages, 1);
  scan(a.messages, 0);
  expect(hiddenChecked).toBeGreaterThan(10);
  // The seat that threw got its own hidden throws.
  expect(a.messages.some((m) => m.type === 'thrown' && m.seat === 0)).toBe(true);

  // The table's secret (128 bits, seed version 3), the seed and the rules' first generator state made from it
  // reach nobody during the game: only the finished record carries them, and it re-derives all of it.
  expect(record.seedVersion).toBe(SECRET_SEEDS);
  expect(record.secret).toMatch(/^[0-9a-f]{32}$/);
  expect(record.seed).toBe(setupSeedOf(record.secret!));
  const entropy = setupEntropyOf(record.secret!);
  const secrets = [record.secret!, record.secret!.toUpperCase(), String(record.seed), entropy.join(','), String(entropy[0])];
  let scanned = 0;
  for (const m of [...watcher.messages, ...c.messages, ...a.messages]) {
    if (m.type === 'record') continue;
    const text = JSON.stringify(m);
    for (const s of secrets) expect(text).not.toContain(s);
    scanned++;
  }
  expect(scanned).toBeGreaterThan(100);
  // The record message itself carries the secret, and is sent only once the game has ended.
  expect(watcher.messages.filter((m) => m.type === 'record')).toHaveLength(1);
  const firstEnd = watcher.messages.findIndex((m) => m.type === 'position' && m.awaiting.kind === 'end');
  expect(firstEnd).toBeGreaterThanOrEqual(0);
  expect(watcher.messages.findIndex((m) => m.type === 'record')).toBeGreaterThan(firstEnd);
}, 300_000);
