import { describe, expect, it } from 'vitest';
import type { SeatConfig } from '../../src/core/log.ts';
import { defaultSeats, gameQuery, parseGameParams, parseSeat, seatName, withDisplayParams, type GameShape } from '../../src/store/session/game-params.ts';

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

describe('seat names in the HUD', () => {
  const seats: SeatConfig[] = [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'hard' }, { kind: 'human', name: 'Ada' }];

  it('names a human by the game noun and number, "Player" by default', () => {
    expect(seatName(seats, 0)).toBe('Player 1');
    expect(seatName(seats, 0, 'Rider')).toBe('Rider 1');
  });

  it('tags a bot with its level after the same name', () => {
    expect(seatName(seats, 1)).toBe('Player 2 · bot, easy');
    expect(seatName(seats, 2, 'Rider')).toBe('Rider 3 · bot, hard');
  });

  it("prefers a human's given name over the noun", () => {
    expect(seatName(seats, 3, 'Rider')).toBe('Ada');
  });

  it('names a seat the set-up lacks by its number', () => {
    expect(seatName(seats, 7, 'Rider')).toBe('Seat 8');
  });
});

describe('display parameters survive the address rewrite', () => {
  it('carries ?quality over to the rewritten link and nothing else', () => {
    const from = new URLSearchParams('game=gambler&seats=human,bot:hard&seed=5&quality=high&junk=1');
    expect(withDisplayParams('?game=gambler&seats=human,bot:hard&seed=9', from)).toBe('?game=gambler&seats=human,bot:hard&seed=9&quality=high');
    expect(withDisplayParams('?game=gambler&resume=1', new URLSearchParams('game=gambler'))).toBe('?game=gambler&resume=1');
    expect(withDisplayParams('?game=x', new URLSearchParams('quality=a%26b'))).toBe('?game=x&quality=a%26b');
  });
});
