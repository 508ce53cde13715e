// An online table's secret: 128 random bits the server keeps until the game
// ends (seed version 3). Everything random in the game is keyed with it: the
// rules' generator at setup (SetupConfig.entropy), the record's 32-bit `seed`
// (what a game without its own use of entropy sets up from), and every
// per-input seed (throws, flicks, bots; derive.ts). A 32-bit seed can be
// searched offline from one public throw or a deck order seen in play
// (2³² tries); 128 bits cannot. The finished record publishes the secret, so
// anyone re-derives all of it and re-simulates the game. Framework-free.

import type { RngState } from './rng.ts';
import { sha256Words } from './sha256.ts';

/** 32 lowercase hex digits: 128 bits. */
export const SECRET_PATTERN = /^[0-9a-f]{32}$/;

export const isTableSecret = (x: unknown): x is string => typeof x === 'string' && SECRET_PATTERN.test(x);

const ascii = (tag: string): number[] => Array.from(tag, (c) => c.charCodeAt(0));

/** SHA-256 over an 8-byte domain tag, the secret's 16 bytes, then `tail`. */
function keyed(tag: string, secret: string, tail: Uint8Array = new Uint8Array(0)): Uint32Array {
  if (!isTableSecret(secret)) throw new RangeError('a table secret is 32 lowercase hex digits (128 bits)');
  const bytes = new Uint8Array(8 + 16 + tail.length);
  bytes.set(ascii(tag.padEnd(8, '\0').slice(0, 8)));
  for (let i = 0; i < 16; i++) bytes[8 + i] = parseInt(secret.slice(2 * i, 2 * i + 2), 16);
  bytes.set(tail, 24);
  return sha256Words(bytes);
}

/** The record's `seed` for a version-3 record: one word of the secret's hash (checked against the secret when a record loads). */
export const setupSeedOf = (secret: string): number => keyed('FTsetup3', secret)[0]!;

/** The rules' generator state at setup (128 bits of the secret's hash), for SetupConfig.entropy. */
export const setupEntropyOf = (secret: string): RngState => Array.from(keyed('FTrng3', secret).subarray(0, 4));

/** Input `index`'s seed for `salt` (a throw, a flick, a bot): one-way, keyed with all 128 bits. */
export function keyedSeed(secret: string, index: number, salt: number): number {
  const tail = new Uint8Array(12);
  const view = new DataView(tail.buffer);
  view.setUint32(0, salt >>> 0);
  view.setUint32(4, Math.floor(index / 2 ** 32) >>> 0);
  view.setUint32(8, index >>> 0);
  return keyed('FTseed3', secret, tail)[0]!;
}
