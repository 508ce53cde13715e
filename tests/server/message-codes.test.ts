// A production page writes message ids as short codes (src/i18n/id-codes.ts); the server runs from source with the long
// ids. A page that says the fingerprint of the server's own map is sent its texts' ids as codes (positions and errors),
// any other page the long ids; the record, which a page may save, keeps the long ids.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, createTable, joinTable, type Booted, type Player } from './helpers.ts';
import type { PositionMessage, TableError } from '../../src/online/protocol.ts';
import { idCodesFingerprint } from '../../src/i18n/id-codes.ts';
import { idCodesOfCatalog } from '../../src/tools/short-ids.ts';

const codes = idCodesOfCatalog(new URL('../../src/locales/en/messages.po', import.meta.url).pathname);
const fingerprint = idCodesFingerprint(codes);
const shortCodes = new Set(codes.values());

let b: Booted;
beforeAll(async () => {
  b = await bootServer();
});
afterAll(async () => {
  await b.table.close();
});

/** Every `id` of an object in a value (the messages' ids, and figures' or others' ids). */
function idsIn(v: unknown, into: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) idsIn(x, into);
  else if (typeof v === 'object' && v !== null)
    for (const [k, x] of Object.entries(v)) {
      if (k === 'id' && typeof x === 'string') into.push(x);
      else idsIn(x, into);
    }
  return into;
}

const position = (p: Player) => p.next<PositionMessage>((m) => m.type === 'position', 20_000, true);

describe('short message ids online', () => {
  it('a page with the same map gets codes, one without gets the ids, one with another map gets the ids', async () => {
    const host = await createTable(b, { game: 'gold-rivers', seats: ['human', 'human'], name: 'Ada', ids: fingerprint });
    const guest = await joinTable(b, host.code, { name: 'Bo' });
    const stale = await joinTable(b, host.code, { watch: true, ids: '00000000' });
    host.send('start');
    const [coded, plain, old] = await Promise.all([position(host), position(guest), position(stale)]);

    const codedIds = idsIn({ ...coded, legal: [] });
    expect(codedIds.length).toBeGreaterThan(0); // the prompt's `said`, at least
    for (const id of codedIds) expect(codes.has(id), `long id ${id} sent to a page with codes`).toBe(false);
    expect(codedIds.some((id) => shortCodes.has(id))).toBe(true);
    // The same position, id for id: the code of each long id the others get.
    const plainIds = idsIn({ ...plain, legal: [] });
    expect(plainIds.filter((id) => codes.has(id)).length).toBeGreaterThan(0);
    expect(codedIds.filter((id) => shortCodes.has(id)).length).toBe(plainIds.filter((id) => codes.has(id)).length);
    const oldIds = idsIn(old);
    expect(oldIds.filter((id) => codes.has(id)).length).toBeGreaterThan(0);
    for (const id of oldIds) expect(shortCodes.has(id) && !codes.has(id), `code ${id} sent to a page with another map`).toBe(false);
    // Legal actions are the rules' own: sent back as they came.
    expect(coded.legal).toEqual(plain.legal);
  });

  it("an error's said is coded for such a page", async () => {
    const host = await createTable(b, { game: 'main-street', seats: ['human', 'human'], ids: fingerprint });
    host.send('start');
    const refused = (await host.error('seats-open')) as TableError;
    expect(refused.said?.id).toBe(codes.get('online.error.seats-open'));
    const guest = await joinTable(b, host.code);
    guest.send('start');
    expect(((await guest.error('not-host')) as TableError).said?.id).toBe('online.error.not-host.start');
  });
});
