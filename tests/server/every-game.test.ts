// Every registered game plays online through the one room type: a human seat
// (this test) against a server bot, throws performed by the server in Node's
// Rapier, and the record the server keeps re-derives and re-simulates exactly
// like a local one (resimulate with the real runner), its randomness keyed
// with the table's 128-bit secret (seed version 3).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.ts';
import { loadGame } from '../../src/games/registry.ts';
import { replay, resimulate } from '../../src/core/replay.ts';
import { SECRET_SEEDS } from '../../src/core/derive.ts';
import { setupEntropyOf } from '../../src/core/table-secret.ts';
import { recordFieldError } from '../../src/core/save-validate.ts';
import { rapierRunner } from '../../src/tools/physics-port.ts';
import { bootServer, createTable, type Booted } from './helpers.ts';
import { playSeat } from './play.ts';

let b: Booted;
beforeAll(async () => {
  b = await bootServer();
});
afterAll(async () => {
  await b.table.close();
});

const playable = GAMES.filter((g) => g.rules !== null);
/** Games whose setup draws from the rules' generator (with every option at its default). */
const SHUFFLED_AT_SETUP = ['main-street', 'pony-express', 'carson-city', 'gambler'];

describe('every game plays online', () => {
  it.each(playable.map((g) => g.id))('%s: a human seat against a server bot, and the server record re-simulates', async (id) => {
    const module = await loadGame(id);
    const seats = ['human' as const, 'bot:easy' as const];
    const host = await createTable(b, { game: id, seats });
    host.send('start');
    const last = await playSeat(host, 0, { game: id, seed: 7, drag: true }, 80);
    expect(last.seq).toBeGreaterThan(0);
    const snap = await b.table.store.load(host.code);
    const record = snap!.record;
    expect(record.moduleId).toBe(module.id);
    expect(record.seats).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'easy' }]);
    const check = resimulate(module, record, rapierRunner);
    expect(check).toMatchObject({ ok: true });
    // Physical inputs were performed by the server with a recorded choice, none typed in.
    if (check.ok) expect(check.unchecked).toBe(0);
    // Its randomness is keyed with the table's 128-bit secret (seed version 3), which the record carries: the save
    // checks take it, and the rules' generator at setup comes from the secret, not from the 32-bit seed.
    expect(record.seedVersion).toBe(SECRET_SEEDS);
    expect(recordFieldError(JSON.parse(JSON.stringify(record)), module)).toBeNull();
    const start = replay(module, { ...record, inputs: [] });
    if (!start.ok) throw new Error(start.error.message);
    const setup = { seed: record.seed, players: record.seats.length, options: record.options };
    expect(start.state).toEqual(module.setup({ ...setup, entropy: setupEntropyOf(record.secret!) }));
    if (SHUFFLED_AT_SETUP.includes(id)) expect(start.state).not.toEqual(module.setup(setup));
    await host.room.leave(true);
  });
});
