import { describe, expect, it } from 'vitest';
import { defaultSeats, gameQuery, parseGameParams, parseSeat, type GameShape } from '../../src/store/session/game-params.ts';

const game: GameShape = {
  id: 'gambler',
  title: 'Tableau Gulch',
  minPlayers: 2,
  maxPlayers: 6,
  options: [{ id: 'end', label: 'Game end', choices: ['tenth-tableau', 'reach-500'] }],
};
const parse = (q: string) => parseGameParams(new URLSearchParams(q), game, () => 77);

describe('game URL parameters', () => {
  it('reads seats, levels and seed', () => {
    const r = parse('game=gambler&seats=human,bot:hard,bot:easy&seed=3');
    expect(r).toEqual({
      ok: true,
      value: {
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }, { kind: 'bot', level: 'easy' }],
        seed: 3,
        seedGiven: true,
        options: { end: 'tenth-tableau' },
        resume: false,
      },
    });
  });

  it('draws a random seed and default seats when the link names none', () => {
    const r = parse('game=gambler');
    expect(r.ok && r.value.seed).toBe(77);
    expect(r.ok && r.value.seedGiven).toBe(false);
    expect(r.ok && r.value.seats).toEqual(defaultSeats(game));
  });

  it('accepts a bare "bot" as an easy bot and ignores case and spaces', () => {
    expect(parseSeat(' Bot ')).toEqual({ kind: 'bot', level: 'easy' });
    expect(parseSeat('BOT:HARD')).toEqual({ kind: 'bot', level: 'hard' });
  });

  it.each([
    ['seats=human,robot', /Unknown seat "robot"/],
    ['seats=human,bot:godlike', /Unknown bot level "godlike"/],
    ['seats=human', /takes 2–6 players, not 1/],
    ['seats=' + Array(7).fill('bot').join(','), /takes 2–6 players, not 7/],
    ['seats=', /seat list is empty/],
    ['seats=human,bot&seed=1.5', /seed must be a whole number/],
    ['seats=human,bot&seed=-4', /seed must be a whole number/],
    ['seats=human,bot&seed=banana', /seed must be a whole number.*"banana"/],
    ['seats=human,bot&seed=4294967296', /seed must be a whole number/],
    ['seats=human,bot&opt.end=never', /cannot be "never"; choose tenth-tableau, reach-500/],
    ['seats=human,bot&opt.speed=fast', /no option "speed"/],
    ['resume=yes', /resume must be 1/],
  ])('%s is refused with a clear message', (q, message) => {
    const r = parse(q);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });

  it('takes a chosen option', () => {
    const r = parse('seats=bot,bot&opt.end=reach-500');
    expect(r.ok && r.value.options).toEqual({ end: 'reach-500' });
  });

  it('builds the link that parses back to the same set-up', () => {
    const setup = { seats: [{ kind: 'human' as const }, { kind: 'bot' as const, level: 'hard' as const }], seed: 4242, options: { end: 'reach-500' } };
    const q = gameQuery('gambler', setup, game);
    expect(q).toBe('?game=gambler&seats=human,bot:hard&seed=4242&opt.end=reach-500');
    const back = parseGameParams(new URLSearchParams(q), game, () => 0);
    expect(back.ok && back.value).toMatchObject(setup);
  });
});
