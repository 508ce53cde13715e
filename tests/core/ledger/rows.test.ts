// Ledger lines are read from the game record (nothing kept twice): kinds,
// thrower and derived seed per throw; a throw under a cup keeps its faces
// from the other seats until the game ends; counts, re-throw share and
// poker hands; the CSV; the stored ledger refuses damage.
import { describe, expect, it } from 'vitest';
import { toyPig } from '../fixtures/toy-pig.ts';
import { toyRecord } from '../helpers.ts';
import { throwSeed } from '../../../src/core/derive.ts';
import { playGame } from '../../../src/core/driver.ts';
import { sampledPhysicsPort } from '../../../src/core/sampled-port.ts';
import { ponyExpress } from '../../../src/games/pony-express/index.ts';
import { gameKeyOf, rowsOfRecord, type LedgerRow } from '../../../src/core/ledger/rows.ts';
import { summarize } from '../../../src/core/ledger/summary.ts';
import { ledgerCsv } from '../../../src/core/ledger/csv.ts';
import { emptyLedger, parseLedger, serializeLedger, storedEdges, storedRethrows, storedRows, withPlay } from '../../../src/core/ledger/stored.ts';
import type { GameRecord } from '../../../src/core/log.ts';

const who = (seat: number) => `Seat ${seat + 1}`;

/** The toy record with a throw choice on every dice input (the sampled port records none). */
function thrownRecord(seed: number): GameRecord {
  const record = toyRecord(seed);
  return { ...record, physicsVersion: 2, inputs: record.inputs.map((e) => (e.input.kind === 'dice' ? { ...e, physics: { kind: 'throw' as const } } : e)) };
}

describe('lines from a record', () => {
  it('one line per dice input, with the kinds, thrower and derived seed', () => {
    const record = thrownRecord(7);
    const rows = rowsOfRecord(toyPig, record, { who, viewer: null });
    const diceInputs = record.inputs.flatMap((e, i) => (e.input.kind === 'dice' ? [i] : []));
    expect(rows.map((r) => r.index)).toEqual(diceInputs);
    for (const row of rows) {
      const entry = record.inputs[row.index]!;
      expect(row.faces).toEqual(entry.input.kind === 'dice' ? entry.input.faces : null);
      expect(row.kinds).toEqual(['d6', 'd6']);
      expect(row.inputs).toEqual({ kinds: ['d6', 'd6'], area: 'tray', seed: throwSeed(record.seed, row.index), physicsVersion: 2 });
      expect(row.who).toBe(who(row.seat!));
      expect(row.gameKey).toBe(gameKeyOf(record));
      expect(row.rethrows).toBeNull();
    }
  });

  it('a result typed in (no choice) has nothing to replay; re-throws seen are kept by index', () => {
    const record = toyRecord(8);
    const first = record.inputs.findIndex((e) => e.input.kind === 'dice');
    const rows = rowsOfRecord(toyPig, record, { who, viewer: null, rethrows: { [first]: [{ die: 1, reason: 'cocked' }] } });
    expect(rows.every((r) => r.inputs === null)).toBe(true);
    expect(rows[0]!.rethrows).toEqual([{ die: 1, reason: 'cocked' }]);
    expect(rows[1]!.rethrows).toBeNull();
  });

  it('dice under a cup stay hidden from the other seats until the game ends', () => {
    const seats = [{ kind: 'bot' as const, level: 'easy' as const }, { kind: 'bot' as const, level: 'easy' as const }];
    const full = playGame({ module: ponyExpress, seats, seed: 3, port: sampledPhysicsPort(), maxInputs: 4000 });
    expect(full.finished).toBe(true);
    const cupThrows = (rows: LedgerRow[]) => rows.filter((r) => r.inputs === null && r.kinds.length === 5);
    const ended = rowsOfRecord(ponyExpress, full.record, { who, viewer: null });
    expect(ended.every((r) => r.faces !== null)).toBe(true);
    // Part-way, the spectator sees no cup's faces, seat 1 sees its own.
    const cut = { ...full.record, inputs: full.record.inputs.slice(0, Math.floor(full.record.inputs.length / 2)) };
    const spectator = rowsOfRecord(ponyExpress, cut, { who, viewer: null });
    const hidden = spectator.filter((r) => r.faces === null);
    expect(hidden.length).toBeGreaterThan(0);
    expect(cupThrows(spectator).length).toBeGreaterThan(0);
    const seat0 = rowsOfRecord(ponyExpress, cut, { who, viewer: 0 });
    expect(seat0.filter((r) => r.faces === null).every((r) => r.seat === 1)).toBe(true);
    expect(seat0.filter((r) => r.faces === null).length).toBeLessThan(hidden.length);
  });
});

const row = (over: Partial<LedgerRow>): LedgerRow => ({
  game: 'dice-table', gameKey: 'dice-table/1', index: 0, seat: null, who: 'You', kinds: ['d6'], faces: [1], rethrows: [], edges: [], inputs: null, ...over,
});

describe('statistics of lines', () => {
  it('counts faces per kind against the expected count, with the re-throw share', () => {
    const rows = [
      row({ kinds: ['d6', 'd6'], faces: [6, 6], rethrows: [{ die: 0, reason: 'off-table' }] }),
      row({ kinds: ['d6', 'disc01'], faces: [1, 0], rethrows: [{ die: 1, reason: 'cocked' }] }),
      row({ kinds: ['disc01'], faces: [1], rethrows: null }),
      row({ kinds: ['d6'], faces: null, rethrows: [] }),
    ];
    const s = summarize(rows);
    expect(s.throws).toBe(4);
    const d6 = s.kinds.find((k) => k.kind === 'd6')!;
    expect(d6.counts).toEqual([1, 0, 0, 0, 0, 2]);
    expect(d6.dice).toBe(3);
    expect(d6.expected).toEqual([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(d6.rethrows).toEqual({ cocked: 0, 'off-table': 1, unsettled: 0 });
    expect(d6.rethrowBase).toBe(4);
    expect(d6.rethrowShare).toBe(0.25);
    expect(d6.p).toBeNull();
    const disc = s.kinds.find((k) => k.kind === 'disc01')!;
    expect(disc.counts).toEqual([1, 1]);
    expect(disc.rethrows).toEqual({ cocked: 1, 'off-table': 0, unsettled: 0 });
    expect(disc.rethrowBase).toBe(1);
    expect(s.poker).toBeNull();
  });

  it('tests the counts once each face is expected five times', () => {
    const faces = [1, 2, 3, 4, 5, 6];
    const rows = Array.from({ length: 60 }, (_, i) => row({ faces: [faces[i % 6]!] }));
    const d6 = summarize(rows).kinds[0]!;
    expect(d6.chiSquare).toBe(0);
    expect(d6.p).toBe(1);
    expect(d6.sentence).toBe('Over 60 six-sided throws the faces are as even as fair dice would be (p = 1.00).');
    const loaded = summarize(Array.from({ length: 60 }, () => row({ faces: [6] }))).kinds[0]!;
    expect(loaded.chiSquare).toBe(300);
    expect(loaded.sentence).toMatch(/far from even/);
  });

  it('poker hands of five-dice throws against the 7,776 table', () => {
    const poker = (faces: LedgerRow['faces']) => row({ kinds: ['poker', 'poker', 'poker', 'poker', 'poker'], faces });
    const s = summarize([poker(['K', 'K', 'K', '9', '9']), poker(['9', '10', 'J', 'Q', 'K']), poker(null), row({ kinds: ['poker'], faces: ['A'] })]);
    expect(s.poker!.throws).toBe(2);
    const full = s.poker!.hands.find((h) => h.hand === 'full-house')!;
    expect(full.count).toBe(1);
    expect(full.expected).toBeCloseTo((2 * 300) / 7776, 12);
  });
});

describe('CSV', () => {
  it('one quoted-where-needed line per throw', () => {
    const csv = ledgerCsv([
      row({ who: 'Kit, "the Kid"', kinds: ['d6', 'd6'], faces: [3, 4], rethrows: [{ die: 1, reason: 'cocked' }], edges: [1], inputs: { kinds: ['d6', 'd6'], area: 'tray', seed: 5, physicsVersion: 2 } }),
      row({ index: 1, faces: null, rethrows: null }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'game,play,throw,seat,who,dice,kinds,faces,rethrows,edges,physics_version,replayable',
      'dice-table,dice-table/1,1,,"Kit, ""the Kid""",2,d6 d6,3 4,2:cocked,2,2,yes',
      'dice-table,dice-table/1,2,,You,1,d6,hidden,unknown,,,no',
      '',
    ]);
  });
});

describe('the stored ledger', () => {
  it('round-trips, replaces a play, drops the oldest beyond the cap', () => {
    let ledger = withPlay(emptyLedger(), 'a', 'gambler', [row({ gameKey: 'a' })], 1);
    ledger = withPlay(ledger, 'b', 'gambler', [row({ gameKey: 'b', rethrows: [{ die: 0, reason: 'unsettled' }] })], 2);
    ledger = withPlay(ledger, 'a', 'gambler', [row({ gameKey: 'a' }), row({ gameKey: 'a', index: 3 })], 3);
    const read = parseLedger(serializeLedger(ledger));
    expect(read.ok && read.ledger.plays.map((p) => [p.key, p.lines.length])).toEqual([['b', 1], ['a', 2]]);
    expect(read.ok && storedRows(read.ledger)).toEqual(storedRows(ledger));
    expect(storedRows(ledger, 'a').map((r) => r.gameKey)).toEqual(['b']);
    expect(storedRethrows(ledger, 'b')).toEqual({ 0: [{ die: 0, reason: 'unsettled' }] });
    const capped = withPlay(ledger, 'c', 'gambler', [row({ gameKey: 'c' }), row({ gameKey: 'c' })], 4, 3);
    // 5 lines over a cap of 3: the oldest plays go until it fits.
    expect(capped.plays.map((p) => p.key)).toEqual(['c']);
  });

  it('a line comes back as it was written, and keeps only its own fields', () => {
    const lines = [
      row({ gameKey: 'a', who: 'Kit', kinds: ['poker', 'poker'], faces: ['10', 'A'], rethrows: [{ die: 1, reason: 'off-table' }], inputs: { kinds: ['poker', 'poker'], area: 'cup', seed: 4294967295, physicsVersion: 2, gesture: { from: { x: 1.5, z: 2 }, to: { x: -3, z: 4.25 }, durationMs: 120 } } }),
      row({ gameKey: 'a', index: 2, seat: 1, who: 'Bo', kinds: ['disc12', 'd6'], faces: null, rethrows: null }),
    ];
    const stray = { ...row({ gameKey: 'a', index: 3 }), secret: 'x' } as LedgerRow;
    const read = parseLedger(serializeLedger(withPlay(emptyLedger(), 'a', 'dice-table', [...lines, stray], 1)));
    expect(read.ok && storedRows(read.ledger)).toEqual([...lines, row({ gameKey: 'a', index: 3 })]);
  });

  it('keeps a throw of many dice: Silver Creek County’s 18-dice set-up with die 12 re-thrown', () => {
    const kinds = Array.from({ length: 18 }, () => 'd6' as const);
    const faces = kinds.map((_, i) => ((i % 6) + 1) as 1 | 2 | 3 | 4 | 5 | 6);
    const big = row({ game: 'carson-city', gameKey: 'a', kinds, faces, rethrows: [{ die: 12, reason: 'cocked' }, { die: 3, reason: 'off-table' }] });
    const read = parseLedger(serializeLedger(withPlay(emptyLedger(), 'a', 'carson-city', [big], 1)));
    expect(read.ok && storedRows(read.ledger)).toEqual([big]);
  });

  it.each([
    ['', /not readable JSON/],
    ['{"format":"frontier-table-ledger","version":1,"plays":[', /not readable JSON/],
    ['{"format":"frontier-table-save"}', /not a dice ledger/],
    ['{"format":"frontier-table-ledger","version":7,"plays":[]}', /version 7/],
    ['{"format":"frontier-table-ledger","version":1}', /no list of games/],
  ])('refuses damage: %s', (text, reason) => {
    const read = parseLedger(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reason).toMatch(reason);
  });

  it('refuses a line with faces its dice cannot show, or bad inputs', () => {
    const good = withPlay(emptyLedger(), 'a', 'dice-table', [row({})], 1);
    const edit = (f: (line: unknown[]) => void) => {
      const copy = JSON.parse(serializeLedger(good)) as { plays: { lines: unknown[][] }[] };
      f(copy.plays[0]!.lines[0]!);
      return parseLedger(JSON.stringify(copy));
    };
    expect(edit(() => undefined).ok).toBe(true);
    // A line: [index, seat, who, kinds, faces, re-throws, inputs].
    expect(edit((l) => (l[4] = 'Q'))).toMatchObject({ ok: false, reason: expect.stringMatching(/faces its dice cannot show/) });
    expect(edit((l) => (l[3] = 'z'))).toMatchObject({ ok: false, reason: expect.stringMatching(/bad die kinds/) });
    expect(edit((l) => (l[6] = ['t', -1, 2]))).toMatchObject({ ok: false, reason: expect.stringMatching(/bad throw inputs/) });
    expect(edit((l) => (l[6] = ['t', 5, 2, [0, 0, 1, 'x', 9]]))).toMatchObject({ ok: false, reason: expect.stringMatching(/bad drag/) });
    expect(edit((l) => (l[5] = '4c'))).toMatchObject({ ok: false, reason: expect.stringMatching(/bad re-throws/) });
    expect(edit((l) => (l[2] = 3))).toMatchObject({ ok: false, reason: expect.stringMatching(/number or thrower/) });
  });
});

describe('edge landings', () => {
  const discs = (edges: number[] | null) => row({ kinds: ['disc01', 'disc02', 'disc12'], faces: [1, 2, 2], edges });

  it('are counted per disc kind among the throws where they are known', () => {
    const s = summarize([discs([1]), discs([]), discs(null), row({ kinds: ['d6'], faces: [4], edges: [] })]);
    const of = (kind: string) => s.kinds.find((k) => k.kind === kind)!;
    expect([of('disc02').edges, of('disc02').edgeBase, of('disc02').edgeShare]).toEqual([1, 2, 0.5]);
    expect([of('disc01').edges, of('disc01').edgeBase]).toEqual([0, 2]);
    expect(of('disc12').standsOnEdge).toBe(true);
    expect(of('d6').standsOnEdge).toBe(false);
  });

  it('are stored with their line; a line stored before edges were kept reads as not known', () => {
    const ledger = withPlay(emptyLedger(), 'g', 'gold-rivers', [discs([2, 0]), discs(null)], 1);
    const read = parseLedger(serializeLedger(ledger));
    expect(read.ok && storedRows(read.ledger).map((r) => r.edges)).toEqual([[2, 0], null]);
    expect(storedEdges(ledger, 'g')).toEqual({ 0: [2, 0] });
    const old = JSON.parse(serializeLedger(ledger));
    old.plays[0].lines = old.plays[0].lines.map((l: unknown[]) => l.slice(0, 7));
    const oldRead = parseLedger(JSON.stringify(old));
    expect(oldRead.ok && storedRows(oldRead.ledger).map((r) => r.edges)).toEqual([null, null]);
  });

  it('a stored edge naming a die the throw does not have is damage', () => {
    const text = JSON.parse(serializeLedger(withPlay(emptyLedger(), 'g', 'gold-rivers', [discs([1])], 1)));
    text.plays[0].lines[0][7] = '7';
    expect(parseLedger(JSON.stringify(text)).ok).toBe(false);
  });
});
