// The rules write seats into prompts and the log by their own name; the HUD
// names the same seats from module.seatNoun. These must be one name.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEAT_NOUN } from '../../src/core/contract.ts';
import type { SeatConfig } from '../../src/core/log.ts';
import { seatName as gamblerRulesName } from '../../src/games/gambler/rules/state.ts';
import { gambler } from '../../src/games/gambler/index.ts';
import { ponyExpress } from '../../src/games/pony-express/index.ts';
import { seatName as ponyRulesName } from '../../src/games/pony-express/rules/helpers.ts';
import { loadGames } from '../../src/games/registry.ts';

const GAMES = await loadGames();
import { seatName } from '../../src/store/session/game-params.ts';
import { formatText } from '../../src/i18n/format-message.ts';

const humans = (n: number): SeatConfig[] => Array.from({ length: n }, () => ({ kind: 'human' }));
const bots = (n: number): SeatConfig[] => Array.from({ length: n }, () => ({ kind: 'bot', level: 'hard' }));

describe('one name per seat in rules and HUD', () => {
  it('gives each game its own noun', () => {
    expect(gambler.seatNoun ?? DEFAULT_SEAT_NOUN).toBe('Player');
    expect(ponyExpress.seatNoun).toBe('Rider');
  });

  const rulesNames = [
    { module: gambler, name: gamblerRulesName },
    { module: ponyExpress, name: ponyRulesName },
  ];
  for (const { module, name } of rulesNames) {
    it(`${module.id}: the rules' seat name is the HUD's name, bots only add a tag`, () => {
      for (let seat = 0; seat < module.maxPlayers; seat++) {
        expect(seatName(humans(module.maxPlayers), seat, module.seatNoun)).toBe(name(seat));
        expect(seatName(bots(module.maxPlayers), seat, module.seatNoun)).toBe(`${name(seat)} · bot, hard`);
      }
    });
  }

  for (const module of GAMES) {
    it(`${module.id}: the first prompt and the set-up log name seats as the HUD does`, () => {
      const players = module.maxPlayers;
      const state = module.setup({ seed: 11, players });
      const aw = module.awaiting(state);
      if (aw.kind === 'end') throw new Error('a new game cannot have ended');
      const hud = seatName(humans(players), aw.seat, module.seatNoun);
      expect(aw.prompt.startsWith(`${hud}:`)).toBe(true);
      const log = module.log?.(state) ?? [];
      const named = Array.from({ length: players }, (_, seat) => seatName(humans(players), seat, module.seatNoun));
      expect(log.some((line) => named.some((n) => formatText(line).includes(n)))).toBe(true);
    });
  }
});
