// The result in messages (issue 25) for Main Street and Silver Creek County:
// the summary, every score row's label and the tie-break are messages; in
// German and Russian they are filled and translated (Russian plurals for the points).
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { GameResult } from '../../src/core/contract.ts';
import { chooseAction, playGame, replay, sampledPhysicsPort, type AnyGameModule } from '../../src/core/index.ts';
import { carsonCity } from '../../src/games/carson-city/index.ts';
import { mainStreet } from '../../src/games/main-street/index.ts';
import type { CarsonState } from '../../src/games/carson-city/types.ts';
import type { MainStreetState } from '../../src/games/main-street/types.ts';
import { formatText } from '../../src/i18n/format-message.ts';
import { isMessage, type Text } from '../../src/core/message.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

const RAW = /[a-z]+\.[a-z-]+\.|\{|\}|undefined|NaN|\[object/;

function finalState(module: AnyGameModule, seed: number, players: number): unknown {
  const game = playGame({
    module,
    seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'easy' as const })),
    seed,
    options: { length: 'short' },
    port: sampledPhysicsPort(),
    chooser: (m, s, seat, level, sd, n) => chooseAction(m, s, seat, level, sd, { players: n, budget: { iterations: 8 } }),
  });
  expect(game.finished).toBe(true);
  const done = replay(module, game.record);
  expect(done.ok).toBe(true);
  return done.state;
}

/** The same end with every seat level on points, so the tie-break decides. */
const TIED: Record<string, (s: unknown) => unknown> = {
  'main-street': (s) => {
    const t = structuredClone(s as MainStreetState);
    t.awnings = t.awnings.map(() => null);
    t.seats.forEach((p, i) => Object.assign(p, { gold: 5, bars: 0, stone: i }));
    return t;
  },
  'carson-city': (s) => {
    const t = structuredClone(s as CarsonState);
    t.final = t.final!.map((f) => ({ ...f, total: 30 }));
    return t;
  },
};

/** Every text of a result: the summary, each score row's label, the tie-break. */
const texts = (r: GameResult): Text[] => [r.summary, ...r.breakdown.flat().map((row) => row.label), ...(r.tieBreak ? [r.tieBreak] : [])];

for (const [module, seed, players] of [
  [mainStreet, 8, 3],
  [carsonCity, 5, 3],
] as [AnyGameModule, number, number][]) {
  describe(`${module.title}: the result in messages`, () => {
    const end = finalState(module, seed, players);
    const results = [module.result(end)!, module.result(TIED[module.id]!(end))!];

    it('the summary, every score row and the tie-break are messages that read in English', () => {
      i18n.loadAndActivate({ locale: 'en', messages: en });
      expect(results[1]!.tieBreak).toBeDefined();
      for (const r of results) {
        for (const text of texts(r)) {
          expect(isMessage(text), JSON.stringify(text)).toBe(true);
          expect(formatText(text)).not.toMatch(RAW);
        }
      }
    });

    for (const [lang, messages] of [['de', de], ['ru', ru]] as const) {
      it(`reads in ${lang}, the log's score lines too`, () => {
        i18n.loadAndActivate({ locale: lang, messages });
        for (const r of results) {
          for (const text of texts(r)) {
            const said = formatText(text);
            i18n.loadAndActivate({ locale: 'en', messages: en });
            const english = formatText(text);
            i18n.loadAndActivate({ locale: lang, messages });
            expect(said).not.toMatch(RAW);
            expect(said).not.toBe(english);
          }
        }
        for (const line of module.log!(end).slice(-players)) expect(formatText(line)).not.toMatch(RAW);
      });
    }
  });
}
