// Per-input seeds (derive.ts): version 1, which every local record and every
// record made before version 2 uses, still derives exactly what it did (so
// old records verify), but one of its seeds gives the game's seed back;
// version 2 (online tables) is one-way: the code's own inverse finds nothing,
// and one bit of the seed changes every derived seed unpredictably; version
// 3 (online tables now) is keyed with the record's 128-bit table secret, from
// which the seed and the rules' first generator state come too.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { botSeed, deriveRequest, flickSeed, ONE_WAY_SEEDS, SECRET_SEEDS, secretError, seedVersionError, throwSeed } from '../../src/core/derive.ts';
import { keyedSeed, setupEntropyOf, setupSeedOf } from '../../src/core/table-secret.ts';
import { mixSeed } from '../../src/core/rng.ts';
import { sha256Hex } from '../../src/core/sha256.ts';
import { recordFieldError } from '../../src/core/save-validate.ts';
import { resimulate } from '../../src/core/replay.ts';
import { playGame } from '../../src/core/driver.ts';
import { loadGame } from '../../src/games/registry.ts';
import { fakePort, fakeRunner } from './fixtures/fake-physics.ts';
import { unmixSeed } from './fixtures/invert-mix-seed.ts';

const seeds = Array.from({ length: 200 }, (_, i) => Math.imul(i + 1, 2654435761) >>> 0);
const popcount = (x: number): number => {
  let n = 0;
  for (let v = x >>> 0; v; v &= v - 1) n++;
  return n;
};

describe('the pure SHA-256 under derive.ts', () => {
  it('agrees with node:crypto on messages of every padding case', () => {
    for (const n of [0, 1, 3, 24, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const bytes = new Uint8Array(n).map((_, i) => (i * 31 + n) & 255);
      expect(sha256Hex(bytes), `${n} bytes`).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('version 1 (local records, and records from before)', () => {
  it('derives what it always did: old records keep their throws', () => {
    // Pinned values: a change here would make every saved game's throws re-derive differently.
    expect([throwSeed(21, 1), flickSeed(1, 2), botSeed(3, 4)]).toEqual([1082632890, 975821285, 1500763528]);
    for (const seed of seeds.slice(0, 20)) {
      expect(throwSeed(seed, 7)).toBe(mixSeed(seed, 7, 0xd1ce));
      expect(throwSeed(seed, 7, 1)).toBe(throwSeed(seed, 7));
    }
  });

  it('gives the game seed back from one throw seed (why an online table cannot use it)', () => {
    for (const seed of seeds) expect(unmixSeed(throwSeed(seed, 5), 5, 0xd1ce)).toBe(seed);
  });
});

describe('version 2 (online tables): one-way', () => {
  it('is not inverted by the code\'s own inverse, for throw, flick and bot seeds', () => {
    for (const seed of seeds) {
      expect(unmixSeed(throwSeed(seed, 5, 2), 5, 0xd1ce)).not.toBe(seed);
      expect(unmixSeed(flickSeed(seed, 5, 2), 5, 0xf11c)).not.toBe(seed);
      expect(unmixSeed(botSeed(seed, 5, 2), 5, 0xb07)).not.toBe(seed);
    }
  });

  it('one bit of the seed changes each derived seed in about half its bits (no bit predicts another)', () => {
    let flips = 0;
    let trials = 0;
    const perOutputBit = new Array<number>(32).fill(0);
    for (const seed of seeds.slice(0, 50)) {
      for (let bit = 0; bit < 32; bit++) {
        const other = (seed ^ (1 << bit)) >>> 0;
        for (const index of [0, 1, 17]) {
          const diff = (throwSeed(seed, index, 2) ^ throwSeed(other, index, 2)) >>> 0;
          expect(diff, `seed ${seed} bit ${bit} index ${index}`).not.toBe(0);
          flips += popcount(diff);
          trials++;
          for (let o = 0; o < 32; o++) if (diff & (1 << o)) perOutputBit[o]!++;
        }
      }
    }
    // Mean over 4800 trials of a fair 32-bit difference: 16 with a standard error under 0.04.
    expect(flips / trials).toBeGreaterThan(15.6);
    expect(flips / trials).toBeLessThan(16.4);
    // And every output bit flips about half the time.
    for (const n of perOutputBit) expect(Math.abs(n / trials - 0.5)).toBeLessThan(0.04);
  });

  it('differs from version 1 and between inputs, salts and seeds', () => {
    const all = new Set<number>();
    for (const seed of seeds.slice(0, 20)) {
      for (let index = 0; index < 20; index++) {
        all.add(throwSeed(seed, index, 2));
        all.add(flickSeed(seed, index, 2));
        expect(throwSeed(seed, index, 2)).not.toBe(throwSeed(seed, index, 1));
      }
    }
    expect(all.size).toBe(800);
  });
});

describe('the record says which derivation it uses', () => {
  it('deriveRequest reads the record\'s seedVersion; no version is version 1', () => {
    const aw = { kind: 'throw' as const, seat: 0, dice: ['d6' as const], area: 'tray' as const, hidden: false, prompt: 'Throw', purpose: 'throw' };
    const seats = [{ kind: 'human' as const }];
    expect(deriveRequest(aw, { seed: 9, seats }, 3)).toMatchObject({ seed: throwSeed(9, 3) });
    expect(deriveRequest(aw, { seed: 9, seats, seedVersion: ONE_WAY_SEEDS }, 3)).toMatchObject({ seed: throwSeed(9, 3, 2) });
  });

  it('an unknown version is refused by the save checks and by re-simulation, with a sentence', async () => {
    expect(seedVersionError(undefined)).toBeNull();
    expect(seedVersionError(2)).toBeNull();
    expect(seedVersionError(3)).toBeNull();
    expect(seedVersionError(4)).toMatch(/version 4, which this build does not know/);
    const module = await loadGame('main-street');
    const out = playGame({ module, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], seed: 11, port: fakePort(), maxInputs: 40 });
    // (The fake physics' version is no real one; the save check sees a record of real physics version 2.)
    const saved = { ...out.record, physicsVersion: 2 };
    expect(recordFieldError(saved, module)).toBeNull();
    expect(recordFieldError({ ...saved, seedVersion: 2 }, module)).toBeNull();
    expect(recordFieldError({ ...saved, seedVersion: 4 }, module)).toMatch(/does not know/);
    expect(resimulate(module, { ...out.record, seedVersion: 4 }, fakeRunner)).toMatchObject({ ok: false, message: expect.stringMatching(/does not know/) });
    // The same record as made (version 1) verifies; claimed as version 2 its throws no longer match.
    expect(resimulate(module, out.record, fakeRunner)).toMatchObject({ ok: true });
    if (out.record.inputs.some((e) => e.physics?.kind === 'throw')) expect(resimulate(module, { ...out.record, seedVersion: 2 }, fakeRunner).ok).toBe(false);
  });
});

const SECRET = '00112233445566778899aabbccddeeff';
/** The first word of SHA-256 over bytes, by node:crypto: an implementation apart from the page's. */
const word0 = (...parts: (string | Buffer)[]): number => createHash('sha256').update(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)))).digest().readUInt32BE(0);

describe('version 3 (online tables): keyed with the table\'s 128-bit secret', () => {
  it('derives the seed, the generator and every input\'s seed from the secret, as node:crypto computes them', () => {
    const key = Buffer.from(SECRET, 'hex');
    expect(setupSeedOf(SECRET)).toBe(word0('FTsetup3', key));
    const rng = createHash('sha256').update(Buffer.concat([Buffer.from('FTrng3\0\0', 'latin1'), key])).digest();
    expect(setupEntropyOf(SECRET)).toEqual([0, 1, 2, 3].map((i) => rng.readUInt32BE(4 * i)));
    const tail = Buffer.alloc(12);
    tail.writeUInt32BE(0xd1ce, 0);
    tail.writeUInt32BE(7, 8);
    expect(keyedSeed(SECRET, 7, 0xd1ce)).toBe(word0('FTseed3\0', key, tail));
    expect(throwSeed(setupSeedOf(SECRET), 7, SECRET_SEEDS, SECRET)).toBe(keyedSeed(SECRET, 7, 0xd1ce));
  });

  it('depends on every bit of the secret, not on the 32-bit seed alone', () => {
    const seed = setupSeedOf(SECRET);
    const seen = new Set<number>();
    for (let bit = 0; bit < 128; bit++) {
      const nibble = 31 - (bit >> 2);
      const flipped = SECRET.slice(0, nibble) + (parseInt(SECRET[nibble]!, 16) ^ (1 << (bit & 3))).toString(16) + SECRET.slice(nibble + 1);
      const other = throwSeed(seed, 3, SECRET_SEEDS, flipped);
      expect(other, `bit ${bit}`).not.toBe(throwSeed(seed, 3, SECRET_SEEDS, SECRET));
      seen.add(other);
    }
    expect(seen.size).toBe(128);
    // Without the secret there is nothing to derive from: version 3 never falls back to the seed.
    expect(() => throwSeed(seed, 3, SECRET_SEEDS)).toThrow(/table secret/);
    const aw = { kind: 'throw' as const, seat: 0, dice: ['d6' as const], area: 'tray' as const, hidden: true, prompt: 'Throw', purpose: 'throw' };
    expect(deriveRequest(aw, { seed, seats: [{ kind: 'human' }], seedVersion: SECRET_SEEDS, secret: SECRET }, 3)).toMatchObject({ seed: keyedSeed(SECRET, 3, 0xd1ce) });
  });

  it('the record\'s secret must fit its version and its seed', () => {
    const seed = setupSeedOf(SECRET);
    expect(secretError({ seed, seedVersion: 3, secret: SECRET })).toBeNull();
    expect(secretError({ seed: 5 })).toBeNull();
    expect(secretError({ seed, seedVersion: 3 })).toMatch(/table secret is missing/);
    expect(secretError({ seed, seedVersion: 3, secret: SECRET.toUpperCase() })).toMatch(/not 32 hex digits/);
    expect(secretError({ seed, seedVersion: 3, secret: SECRET.slice(2) })).toMatch(/not 32 hex digits/);
    expect(secretError({ seed: seed ^ 1, seedVersion: 3, secret: SECRET })).toMatch(/not the one its table secret gives/);
    expect(secretError({ seed, seedVersion: 2, secret: SECRET })).toMatch(/has none/);
  });

  it('an old record (32-bit seed, versions 1 and 2) still checks and replays; a secret added to one is refused', async () => {
    const module = await loadGame('main-street');
    const out = playGame({ module, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], seed: 11, port: fakePort(), maxInputs: 40 });
    const saved = { ...out.record, physicsVersion: 2 };
    expect(recordFieldError(saved, module)).toBeNull();
    expect(resimulate(module, out.record, fakeRunner)).toMatchObject({ ok: true });
    expect(recordFieldError({ ...saved, secret: SECRET }, module)).toMatch(/has none/);
    expect(resimulate(module, { ...out.record, secret: SECRET }, fakeRunner).ok).toBe(false);
  });
});
