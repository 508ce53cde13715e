// Hostile save files: every field of the record is checked before anything
// reads it (issue 12, item 2). Each edit below recomputes the checksum, so
// only the edit itself is wrong, as when someone edits a save by hand.
import { describe, expect, it } from 'vitest';
import { fnv1a } from '../../src/core/hash.ts';
import { parseSave, serializeSave } from '../../src/core/save.ts';
import { recordFieldError, SAVE_LIMITS } from '../../src/core/save-validate.ts';
import { toyPig } from './fixtures/toy-pig.ts';
import { toyRecord } from './helpers.ts';

const record = toyRecord(21);
const text = serializeSave(record);
type Rec = Record<string, unknown> & { seats: Record<string, unknown>[]; inputs: { input: Record<string, unknown>; physics?: unknown }[] };

/** The save with its record edited and the checksum recomputed. */
function edited(edit: (r: Rec) => void): string {
  const file = JSON.parse(text) as { record: Rec; checksum: string };
  edit(file.record);
  file.checksum = fnv1a(JSON.stringify(file.record));
  return JSON.stringify(file);
}

/** What parseSave says: 'ok' or `code: message`. */
function verdict(t: string): string {
  const r = parseSave(t, [toyPig]);
  return r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`;
}

const firstIndex = (kind: string): number => record.inputs.findIndex((e) => e.input.kind === kind);
const deep = (n: number): string => '['.repeat(n) + '0' + ']'.repeat(n);

/** A save whose record holds `raw` (JSON text, e.g. 100,000 brackets deep) where `place` puts the marker; checksum computed on the text. */
function withRawJson(place: (r: Rec, marker: string) => void, raw: string): string {
  const file = JSON.parse(text) as { record: Rec };
  place(file.record, '@@RAW@@');
  const recordText = JSON.stringify(file.record).replace('"@@RAW@@"', raw);
  const head = JSON.stringify({ ...file, record: null, checksum: fnv1a(recordText) });
  return head.replace('"record":null', `"record":${recordText}`);
}

describe('save fields: seats', () => {
  it('loads a save the game wrote, names and all', () => {
    expect(verdict(text)).toBe('ok');
    expect(verdict(edited((r) => (r.seats[0]!['name'] = 'Calamity Jane')))).toBe('ok');
  });

  it('refuses an object as a seat name (it crashed the page when drawn)', () => {
    expect(verdict(edited((r) => (r.seats[0]!['name'] = { $$typeof: 'x', props: {} })))).toMatch(/^invalid: .*seat 1's name is not text/);
    expect(verdict(edited((r) => (r.seats[1]!['name'] = ['a'])))).toMatch(/^invalid: .*seat 2's name is not text/);
    expect(verdict(edited((r) => (r.seats[0]!['name'] = 42)))).toMatch(/^invalid/);
  });

  it('refuses a 1 MB seat name and one with control characters', () => {
    expect(verdict(edited((r) => (r.seats[0]!['name'] = 'x'.repeat(1_000_000))))).toMatch(/^invalid: .*name is 1000000 characters long \(at most 40\)/);
    expect(verdict(edited((r) => (r.seats[0]!['name'] = 'x'.repeat(SAVE_LIMITS.seatName))))).toBe('ok');
    expect(verdict(edited((r) => (r.seats[0]!['name'] = 'a\u0000b')))).toMatch(/control characters/);
  });

  it('refuses unknown seat fields, a human with a level, and more seats than the game takes', () => {
    expect(verdict(edited((r) => (r.seats[0]!['colour'] = 'red')))).toMatch(/seat 1 has an unknown field "colour"/);
    expect(verdict(edited((r) => (r.seats[0] = { kind: 'human', level: 'hard' })))).toMatch(/human but has a bot level/);
    expect(verdict(edited((r) => (r.seats = [1, 2, 3, 4].map(() => ({ kind: 'human' })))))).toMatch(/seat list has 4 entries \(at most 3\)/);
    expect(verdict(edited((r) => (r.seats = [{ kind: 'human' }])))).toMatch(/at least 2/);
  });
});

describe('save fields: the record, options and seed', () => {
  it("refuses options the game does not have, or values that are not the option's choices", () => {
    expect(verdict(edited((r) => (r['options'] = { target: 30 })))).not.toMatch(/^invalid/);
    expect(verdict(edited((r) => (r['options'] = { target: 25 })))).toMatch(/^invalid: .*option "target" is not one of 20, 30/);
    expect(verdict(edited((r) => (r['options'] = { target: '20' })))).toMatch(/option "target" is not one of/);
    expect(verdict(edited((r) => (r['options'] = { speed: 'fast' })))).toMatch(/the options has an unknown field "speed"/);
    expect(verdict(edited((r) => (r['options'] = { target: { a: 1 } })))).toMatch(/^invalid/);
    expect(verdict(edited((r) => (r['options'] = [20])))).toMatch(/the options is not an object/);
  });

  it('refuses an unknown field on the record and a seed that is not a whole number', () => {
    expect(verdict(edited((r) => (r['payload'] = 'x'.repeat(1000))))).toMatch(/the game record has an unknown field "payload"/);
    expect(verdict(edited((r) => (r['seed'] = 1.5)))).toMatch(/the seed is not a whole number/);
    expect(verdict(edited((r) => (r['seed'] = 2 ** 40)))).toMatch(/the seed is not a whole number/);
  });

  it('refuses a 100,000-deep field wherever it hides, quickly and without overflowing the stack', () => {
    const places: [string, (r: Rec, m: string) => void][] = [
      ['record', (r, m) => (r['junk'] = m)],
      ['seat name', (r, m) => (r.seats[0]!['name'] = m)],
      ['action', (r, m) => ((r.inputs[firstIndex('action')]!.input['action'] as Record<string, unknown>)['type'] = m)],
      ['faces', (r, m) => (r.inputs[firstIndex('dice')]!.input['faces'] = m)],
    ];
    for (const [, place] of places) {
      const t = withRawJson(place, deep(100_000));
      const v = verdict(t);
      expect(v).toMatch(/^invalid: The save file is malformed: /);
      // The refusal names the field, not a stack overflow.
      expect(v).not.toMatch(/call stack/i);
    }
    // A mildly nested action is still judged by the rules, not by the depth check.
    expect(verdict(withRawJson((r, m) => ((r.inputs[firstIndex('action')]!.input['action'] as Record<string, unknown>)['type'] = m), deep(3)))).toMatch(/^replay/);
  });
});

describe('save fields: inputs', () => {
  const a = firstIndex('action');
  const d = firstIndex('dice');
  const f = firstIndex('flick');

  it('refuses decisions of the wrong shape', () => {
    expect(verdict(edited((r) => (r.inputs[a]!.input['seat'] = 'first')))).toMatch(new RegExp(`move ${a + 1}'s seat is not a whole number`));
    expect(verdict(edited((r) => (r.inputs[a]!.input['seat'] = 7)))).toMatch(/seat is not a whole number in 0..1/);
    expect(verdict(edited((r) => delete r.inputs[a]!.input['action']))).toMatch(/has no action/);
    expect(verdict(edited((r) => (r.inputs[a]!.input['note'] = 'hi')))).toMatch(/unknown field "note"/);
    expect(verdict(edited((r) => (r.inputs[a]!.input['action'] = { type: 'x'.repeat(60_000) })))).toMatch(/a text in move \d+'s action is 60000 characters long/);
    expect(verdict(edited((r) => (r.inputs[a]!.input['action'] = { type: 'roll', many: Array.from({ length: 500 }, () => 1) })))).toMatch(/action is too large/);
    expect(verdict(edited((r) => (r.inputs[a]!.physics = { kind: 'throw' })))).toMatch(/decision with a physics trace/);
  });

  it('refuses a legal move with a junk field: the record holds the canonical action only', () => {
    const v = verdict(edited((r) => ((r.inputs[a]!.input['action'] as Record<string, unknown>)['junk'] = 'x')));
    expect(v).toMatch(new RegExp(`^replay: Move ${a + 1} of the save no longer applies: this move is not one the game offered`));
  });

  it('refuses throws of the wrong shape', () => {
    expect(verdict(edited((r) => (r.inputs[d]!.input['faces'] = 'six')))).toMatch(/faces is not a list/);
    expect(verdict(edited((r) => (r.inputs[d]!.input['faces'] = Array.from({ length: 21 }, () => 6))))).toMatch(/faces has 21 entries/);
    expect(verdict(edited((r) => (r.inputs[d]!.input['faces'] = [{ v: 6 }, 6])))).toMatch(/a face in move \d+ is not a finite number/);
    expect(verdict(edited((r) => (r.inputs[d]!.input['faces'] = ['666666', 6])))).toMatch(/a face in move \d+ is 6 characters/);
    expect(verdict(edited((r) => (r.inputs[d]!.input['kind'] = 'coins')))).toMatch(/neither an action, a throw nor a flick/);
  });

  it('refuses flicks of the wrong shape', () => {
    expect(f).toBeGreaterThanOrEqual(0);
    expect(verdict(edited((r) => delete r.inputs[f]!.input['dieRest']))).toMatch(/die rest is not an object/);
    expect(verdict(edited((r) => (r.inputs[f]!.input['fallen'] = [{ id: 'bandit' }])))).toMatch(/an id in move \d+'s fallen is not text/);
    expect(verdict(edited((r) => (r.inputs[f]!.input['dieOffTable'] = 'no')))).toMatch(/dieOffTable is not true or false/);
    expect(verdict(edited((r) => (r.inputs[f]!.input['touched'] = Array.from({ length: 65 }, () => 'bandit'))))).toMatch(/touched has 65 entries/);
  });

  it('takes a physical choice of the right shape only: a drag or none, an aim and power; never a start, a seed or figures', () => {
    const withChoice = (t: unknown) => edited((r) => (r.inputs[d]!.physics = t));
    const drag = { kind: 'throw', gesture: { from: { x: 0, z: 20 }, to: { x: 8, z: 18 }, durationMs: 90 } };
    // Well-formed choices pass the field check (whether they re-simulate is the checker's business).
    expect(recordFieldError(JSON.parse(withChoice({ kind: 'throw' })).record, toyPig)).toBeNull();
    expect(recordFieldError(JSON.parse(withChoice(drag)).record, toyPig)).toBeNull();
    expect(verdict(withChoice({ kind: 'throw', spec: { kinds: ['d6', 'd6'], dice: [], seed: 3 } }))).toMatch(/unknown field "spec"/);
    expect(verdict(withChoice({ kind: 'throw', seed: 3 }))).toMatch(/unknown field "seed"/);
    expect(verdict(withChoice({ ...drag, gesture: { ...drag.gesture, extra: 1 } }))).toMatch(/drag has an unknown field "extra"/);
    expect(verdict(withChoice({ kind: 'flick', angle: 0, power: 0.5 }))).toMatch(/a throw with a flick trace/);
    // JSON turns 1e400 into Infinity
    const infinite = withChoice(drag).replace('"durationMs":90', '"durationMs":1e400');
    expect(JSON.parse(infinite).record.inputs[d].physics.gesture.durationMs).toBe(Infinity);
    expect(recordFieldError(JSON.parse(infinite).record, toyPig)).toMatch(/drag time is not a finite number/);
  });

  it('refuses more inputs than any game has', () => {
    const many = { ...record, inputs: Array.from({ length: SAVE_LIMITS.inputs + 1 }, () => record.inputs[0]!) };
    expect(recordFieldError(many, toyPig)).toMatch(/the move list has 50001 entries/);
  });

  it('never throws, whatever the record holds', () => {
    const hostile: unknown[] = [null, 1, 'x', [], { moduleId: {} }, Object.create(null), new Proxy({}, { ownKeys: () => { throw new Error('trap'); } })];
    for (const h of hostile) expect(() => recordFieldError(h, toyPig)).not.toThrow();
    for (const h of hostile) expect(recordFieldError(h, toyPig)).not.toBeNull();
  });
});
