// Action labels and rule errors as messages (issue 25), for the games that give
// them (sayAction, a rejection's `said`): Main Street and Silver Creek County.
// Every legal action of every position of a whole bot game is labelled; in
// English the label reads exactly as describeAction, in German and Russian it
// fills every parameter and shows no raw id. Illegal moves tried at every
// position of those games (every action seen in the game, at every other
// position, and malformed ones) are refused with a said message for each of
// the game's error codes, read in de and ru.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { Input } from '../../src/core/contract.ts';
import { chooseAction, playGame, replay, sampledPhysicsPort, type AnyGameModule } from '../../src/core/index.ts';
import { carsonCity } from '../../src/games/carson-city/index.ts';
import { mainStreet } from '../../src/games/main-street/index.ts';
import { formatMessage } from '../../src/i18n/format-message.ts';
import type { Message } from '../../src/core/message.ts';
import type { CarsonState } from '../../src/games/carson-city/types.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

const RAW = /[a-z]+\.[a-z-]+\.|\{|\}|undefined|NaN|\[object/;
/** Labels that are a name alone, the same in German (Sheriff). */
const NAMES = /^carson-city\.character\./;

/** Every position of a bot game, from the set-up to the end. */
function positions(module: AnyGameModule, seed: number, players: number, options: Record<string, string>): unknown[] {
  const game = playGame({
    module,
    seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'easy' as const })),
    seed,
    options: { length: 'short', ...options },
    port: sampledPhysicsPort(),
    chooser: (m, s, seat, level, sd, n) => chooseAction(m, s, seat, level, sd, { players: n, budget: { iterations: 8, timeCapMs: Infinity } }),
  });
  expect(game.finished).toBe(true);
  const out: unknown[] = [];
  expect(replay(module, game.record, { before: (s) => out.push(s) }).ok).toBe(true);
  return out;
}

const GAMES = [
  [mainStreet, 8, 3, { showdown: 'dice' }],
  [mainStreet, 2, 3, { showdown: 'flick' }],
  [carsonCity, 5, 3, {}],
] as [AnyGameModule, number, number, Record<string, string>][];

/** Odd actions no position takes, for the refusals a bot game never tries. */
const ODD: Record<string, unknown[]> = {
  'main-street': [
    { type: 'first-awning', building: 3 },
    { type: 'first-awning', building: 0 },
    { type: 'take', from: 99 },
    { type: 'place', meeple: 'madame', space: 0 },
    { type: 'place', meeple: 'builder', space: 999 },
    { type: 'marker', seat: 9 },
    { type: 'act', building: 99 },
    { type: 'showdown' },
    { type: 'build' },
    { type: 'accept' },
    'nonsense',
  ],
  'carson-city': [
    { type: 'claim', cell: -1 },
    { type: 'character', character: 'nobody' },
    { type: 'character', character: 'grocer', grocer: 'church' },
    { type: 'character', character: 'banker', grocer: 'cash' },
    { type: 'character', character: 'captain', extra: 7 },
    { type: 'character', character: 'captain', extra: 3 },
    { type: 'character', character: 'banker', extra: 1 },
    { type: 'place', target: { kind: 'nowhere' } },
    { type: 'place', target: { kind: 'square', square: 'buy5' } },
    { type: 'place', target: { kind: 'square', square: 'wages' } },
    { type: 'place', target: { kind: 'square', square: 'ammo' }, white: true },
    ...Array.from({ length: 64 }, (_, cell) => ({ type: 'place', target: { kind: 'parcel', cell } })),
    ...Array.from({ length: 64 }, (_, cell) => ({ type: 'place', target: { kind: 'building', cell }, white: true })),
    { type: 'build', cell: -1 },
    { type: 'house', cell: -1 },
    { type: 'buy-points', count: -1 },
    { type: 'buy-points', count: 999 },
    { type: 'surrender', topUp: 'maybe' },
    { type: 'fly' },
    'nonsense',
  ],
};

/**
 * Positions a bot game may not reach, made from its own: in Silver Creek County a placing seat that is the
 * Sheriff with its white cowboy in hand and no property marker left, beside another's white cowboy on the
 * wages square (so the white, marker and taken-square refusals can be tried).
 */
const DOCTORED: Record<string, (all: unknown[]) => unknown[]> = {
  'carson-city': (all) =>
    (all as CarsonState[])
      .filter((s) => s.phase.kind === 'place')
      .slice(0, 5)
      .map((original) => {
        const s = structuredClone(original);
        const seat = s.phase.kind === 'place' ? s.order[s.phase.index]! : 0;
        s.characters[seat] = 'sheriff';
        s.whiteUsed = false;
        s.seats[seat]!.markers = 0;
        s.placements.push({ seat: (seat + 1) % s.seats.length, target: { kind: 'square', square: 'wages' }, white: true });
        return s;
      }),
};

for (const [module, seed, players, options] of GAMES) {
  describe(`${module.title}${Object.keys(options).length ? ` (${Object.values(options).join(', ')})` : ''}: action labels and rule errors as messages`, () => {
    const all = positions(module, seed, players, options);
    const labelled = all.flatMap((s) => module.legalActions(s).map((a) => ({ s, a, said: module.sayAction!(s, a) })));

    it('every legal action has a label, and in English it says what describeAction says', () => {
      expect(labelled.length).toBeGreaterThan(100);
      i18n.loadAndActivate({ locale: 'en', messages: en });
      for (const { s, a, said } of labelled) expect(formatMessage(said), JSON.stringify(a)).toBe(module.describeAction(s, a));
    });

    for (const [lang, messages] of [['de', de], ['ru', ru]] as const) {
      it(`labels read in ${lang}: every parameter filled, no raw id, not the English`, () => {
        i18n.loadAndActivate({ locale: lang, messages });
        for (const { s, a, said } of labelled) {
          const text = formatMessage(said);
          expect(text, JSON.stringify(a)).not.toMatch(RAW);
          if (!NAMES.test(said.id)) expect(text).not.toBe(module.describeAction(s, a));
        }
      });
    }

    // Every action the game took anywhere, tried at every position by every seat, and the odd ones.
    const tried = [...new Map(labelled.map(({ a }) => [JSON.stringify(a), a])).values()].concat(ODD[module.id]!);
    const refused = new Map<string, Message>();
    for (const s of [...all, ...(DOCTORED[module.id]?.(all) ?? [])]) {
      const aw = module.awaiting(s);
      if (aw.kind === 'end') continue;
      for (const action of tried) {
        const r = module.apply(s, { kind: 'action', seat: aw.seat, action } as Input<unknown>);
        if (!r.ok && (module.errorCodes as readonly string[]).includes(r.error.code)) {
          expect(r.error.said, `${r.error.code}: ${r.error.message}`).toBeDefined();
          refused.set(r.error.code, r.error.said!);
        }
      }
    }

    it('illegal moves are refused with a said message, for every error code the game has', () => {
      // Codes no move reaches: Silver Creek County names a parcel that is not yours only in its list (no rule refuses with it).
      const unreachable = module.id === 'carson-city' ? ['not-your-parcel'] : ['illegal-action'];
      expect([...refused.keys()].sort()).toEqual(module.errorCodes.filter((c) => !unreachable.includes(c)).sort());
    });

    for (const [lang, messages] of [['de', de], ['ru', ru]] as const) {
      it(`rule errors read in ${lang}`, () => {
        i18n.loadAndActivate({ locale: 'en', messages: en });
        const english = new Map([...refused].map(([code, m]) => [code, formatMessage(m)]));
        i18n.loadAndActivate({ locale: lang, messages });
        for (const [code, m] of refused) {
          const text = formatMessage(m);
          expect(text, code).not.toMatch(RAW);
          expect(text, code).not.toBe(english.get(code));
        }
      });
    }
  });
}
