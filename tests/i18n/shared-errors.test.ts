// The shared refusals in three languages (issue 25): a save file the core
// refuses (every SaveError code), a throw or flick physics refuses, and the
// online table's own errors each carry a message beside their English, which
// reads in German and Russian with its values filled and is not the English.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { fnv1a } from '../../src/core/hash.ts';
import { isMessage, type Message } from '../../src/core/message.ts';
import { parseSave, serializeSave, SAVE_SAID, type SaveErrorCode } from '../../src/core/save.ts';
import { PHYSICS_SAID, physicsSaid } from '../../src/core/physics-said.ts';
import { guarded } from '../../src/store/session/logic.ts';
import { flickSpecOf, throwSpecOf } from '../../src/physics/start-of.ts';
import { parseCommand } from '../../src/server/commands.ts';
import { TABLE_SAID } from '../../src/online/table-said.ts';
import { LIMITS, type TableError } from '../../src/online/protocol.ts';
import { formatMessage } from '../../src/i18n/format-message.ts';
import { toyPig } from '../core/fixtures/toy-pig.ts';
import { toyRecord } from '../core/helpers.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

const CATALOGS = { en, de, ru } as const;
const say = (lang: keyof typeof CATALOGS, m: Message): string => {
  i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] });
  return formatMessage(m);
};

/** A message reads in every language: filled, no raw id or brace; German and Russian not the English. */
function expectTranslated(m: Message, english?: string): void {
  const en = say('en', m);
  if (english !== undefined) expect(en).toBe(english);
  for (const lang of ['de', 'ru'] as const) {
    const text = say(lang, m);
    expect(text, `${m.id} in ${lang}`).not.toMatch(/^$|\{|\}|undefined|NaN/);
    expect(text, `${m.id} in ${lang}`).not.toBe(en);
    expect(text, `${m.id} in ${lang}`).not.toContain(m.id);
  }
}

describe('save-file errors', () => {
  const text = serializeSave(toyRecord(21));
  const edited = (edit: (file: Record<string, unknown>) => void): string => {
    const file = JSON.parse(text) as Record<string, unknown>;
    edit(file);
    file['checksum'] = fnv1a(JSON.stringify(file['record']));
    return JSON.stringify(file);
  };
  const bad: Record<SaveErrorCode, string> = {
    empty: '',
    truncated: text.slice(0, 40),
    corrupt: 'not json at all',
    foreign: '{"hello":"world"}',
    'format-version': edited((f) => (f['formatVersion'] = 1)),
    'unknown-game': edited((f) => (f['moduleId'] = 'poker-night')),
    'old-version': edited((f) => ((f['moduleVersion'] = 0), ((f['record'] as Record<string, unknown>)['moduleVersion'] = 0))),
    checksum: text.replace('"seed":21', '"seed":22'),
    invalid: edited((f) => ((f['record'] as Record<string, unknown>)['inputs'] = 'lots')),
    replay: edited((f) => ((f['record'] as { inputs: unknown[] }).inputs[3] = { input: { kind: 'dice', faces: [9, 9] } })),
  };

  for (const [code, file] of Object.entries(bad)) {
    it(`${code}: said in every language, the English the same as the error's own`, () => {
      const r = parseSave(file, [toyPig]);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(isMessage(r.error.said)).toBe(true);
      expectTranslated(r.error.said, r.error.message);
    });
  }

  it('a newer file format names both versions in each language', () => {
    const r = parseSave(edited((f) => (f['formatVersion'] = 7)), [toyPig]);
    if (r.ok) throw new Error('read a format-7 save');
    expect(r.error.said.id).toBe(SAVE_SAID.formatVersion.id);
    expect(say('de', r.error.said)).toMatch(/7.*2/);
    expect(say('ru', r.error.said)).toMatch(/7.*2/);
  });
});

describe('physics refusals', () => {
  const weakDrag = guarded(() => throwSpecOf({ kinds: ['d6', 'd6'], seed: 1, area: 'tray' }, { gesture: { from: { x: 0, z: 0 }, to: { x: 0.1, z: 0 }, durationMs: 2000 } }));
  const weakFlick = guarded(() => flickSpecOf({ from: { x: 0, z: 0 } }, { angle: 0, power: 0.001 }));
  const badFlick = guarded(() => flickSpecOf({ from: { x: 0, z: 0 } }, { angle: 10, power: 0.5 }));

  it('a drag too slow and a flick too weak are said as what the player should do', () => {
    if (weakDrag.ok || weakFlick.ok) throw new Error('physics took a weak throw or flick');
    const drag = physicsSaid('throw', weakDrag.cause, weakDrag.message);
    expect(drag.id).toBe(PHYSICS_SAID.weakGesture.id);
    expectTranslated(drag, weakDrag.message);
    const flick = physicsSaid('flick', weakFlick.cause, weakFlick.message);
    expect(flick.id).toBe(PHYSICS_SAID.flickTooWeak.id);
    expectTranslated(flick);
  });

  it('any other refusal is a refused flick or throw with physics\' reason inside', () => {
    if (badFlick.ok) throw new Error('physics took an aim beyond 2π');
    const flick = physicsSaid('flick', badFlick.cause, badFlick.message);
    expect(flick.id).toBe(PHYSICS_SAID.badFlick.id);
    expectTranslated(flick);
    expect(say('de', flick)).toContain('flick.angle');
    expectTranslated(physicsSaid('throw', new Error('kinds must be a non-empty array'), 'kinds must be a non-empty array'));
  });
});

describe("the online table's own errors", () => {
  it('every one of them reads in German and Russian (plurals and values filled)', () => {
    const values = { n: 3, sec: 21, size: 9000, max: LIMITS.maxMessageChars, reason: 'x', kind: 'throw' };
    for (const d of Object.values(TABLE_SAID)) expectTranslated({ id: d.id, values });
    expect(say('ru', { id: TABLE_SAID.noSuchSeat.id, values: { n: 5 } })).toBe('За этим столом 5 мест.');
    expect(say('de', { id: TABLE_SAID.noSuchSeat.id, values: { n: 1 } })).toBe('Dieser Tisch hat 1 Platz.');
  });

  it('a refused message carries its code and its message to the client', () => {
    const refused = [
      parseCommand('dance', {}),
      parseCommand('act', 'x'),
      parseCommand('act', { game: 'gambler' }),
      parseCommand('act', { blob: 'x'.repeat(LIMITS.maxMessageChars + 10) }),
      parseCommand('throw', { game: 'gambler', seq: 0, gesture: { from: 1 } }),
      parseCommand('flick', { game: 'gambler', seq: 0, angle: 1, power: 7 }),
    ] as TableError[];
    expect(refused.map((e) => e.code)).toEqual(['unknown-message', 'malformed', 'malformed', 'oversized', 'bad-throw', 'bad-flick']);
    for (const e of refused) expectTranslated(e.said!);
  });
});
