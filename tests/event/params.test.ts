// Event mode's URL parameters: defaults, validation with one clear sentence,
// the links that keep event mode on across rooms, and the attract loop's cycle.
import { describe, expect, it } from 'vitest';
import { eventParams, nextAttractGame, offeredGames, parseEventParams, withEventParams, type GameStatus } from '../../src/event/params.ts';
import { parseRoute, type KnownRooms } from '../../src/ui/route.ts';

const status = (id: string): GameStatus => (id === 'alpha' || id === 'beta' ? 'open' : id === 'gamma' ? 'coming' : 'unknown');
const parse = (q: string) => parseEventParams(new URLSearchParams(q), status, (id) => ({ gamma: 'Gamma Gulch' })[id] ?? id);
const message = (q: string) => {
  const r = parse(q);
  return r.ok ? null : r.message;
};

describe('event mode parameters', () => {
  it('is off without event=1 (or with event=0)', () => {
    expect(parse('')).toEqual({ ok: true, config: null });
    expect(parse('?game=alpha&event=0')).toEqual({ ok: true, config: null });
  });

  it('event=1 alone: 90 s idle, every game, a 20 s countdown, not the attract loop', () => {
    expect(parse('?event=1')).toEqual({ ok: true, config: { idleS: 90, games: null, countdownS: 20, attract: false } });
    expect(parse('?event=1&idle=5&games=beta,alpha&countdown=3&attract=1')).toEqual({
      ok: true,
      config: { idleS: 5, games: ['beta', 'alpha'], countdownS: 3, attract: true },
    });
  });

  it('a bad idle time, countdown or switch is one sentence naming the value', () => {
    expect(message('?event=yes')).toMatch(/event must be 1 \(on\) or 0 \(off\), not "yes"/);
    expect(message('?event=1&idle=0')).toMatch(/idle time \(idle\) must be a whole number of seconds from 5 to 3600, not "0"/);
    expect(message('?event=1&idle=1.5')).toMatch(/not "1.5"/);
    expect(message('?event=1&idle=')).toMatch(/not ""/);
    expect(message('?event=1&countdown=999')).toMatch(/countdown must be a whole number of seconds from 1 to 60/);
    expect(message('?event=1&attract=2')).toMatch(/attract must be 1/);
  });

  it('the games list is checked against the registry: unknown and coming games are refused by name', () => {
    expect(message('?event=1&games=alpha,chess')).toMatch(/cannot offer "chess": there is no game by that id/);
    expect(message('?event=1&games=gamma')).toMatch(/cannot offer Gamma Gulch: it is not playable yet/);
    expect(message('?event=1&games=alpha,,beta')).toMatch(/empty entry/);
    expect(message('?event=1&games=')).toMatch(/empty entry/);
  });

  it('event parameters without event=1 are a mistake worth saying', () => {
    expect(message('?idle=30')).toMatch(/"idle" needs event mode on/);
  });

  it('links carry event mode (defaults left out), so it lasts across rooms', () => {
    const config = { idleS: 5, games: ['alpha'], countdownS: 3, attract: false };
    expect(eventParams(config)).toBe('event=1&idle=5&games=alpha&countdown=3');
    expect(eventParams({ idleS: 90, games: null, countdownS: 20, attract: false })).toBe('event=1');
    expect(withEventParams('?game=alpha&seed=3', config, true)).toBe('?game=alpha&seed=3&event=1&idle=5&games=alpha&countdown=3&attract=1');
    expect(withEventParams('?game=alpha', null)).toBe('?game=alpha');
    const back = parse(withEventParams('?game=alpha', config, true));
    expect(back).toEqual({ ok: true, config: { ...config, attract: true } });
  });

  it('offers the listed games in lobby order, and the attract loop cycles through them', () => {
    const playable = [{ id: 'alpha' }, { id: 'beta' }, { id: 'delta' }];
    expect(offeredGames({ idleS: 90, games: ['delta', 'alpha'], countdownS: 20, attract: false }, playable).map((g) => g.id)).toEqual(['alpha', 'delta']);
    expect(offeredGames({ idleS: 90, games: null, countdownS: 20, attract: false }, playable)).toHaveLength(3);
    expect(nextAttractGame(['alpha', 'delta'], null)).toBe('alpha');
    expect(nextAttractGame(['alpha', 'delta'], 'alpha')).toBe('delta');
    expect(nextAttractGame(['alpha', 'delta'], 'delta')).toBe('alpha');
    expect(nextAttractGame(['alpha', 'delta'], 'beta')).toBe('alpha');
    expect(nextAttractGame([], 'alpha')).toBeNull();
  });
});

describe('the router with event mode', () => {
  const known: KnownRooms = { room: () => 'open', game: status, titleOf: (id) => id };
  it('a bad event parameter brings any link back to the lobby with the reason', () => {
    const r = parseRoute('?game=alpha&event=1&idle=2', known);
    expect(r.kind).toBe('lobby');
    expect(r.kind === 'lobby' && r.message).toMatch(/from 5 to 3600, not "2"\. Event mode is off\./);
  });
  it('good event parameters leave the route as it was', () => {
    expect(parseRoute('?game=alpha&event=1&idle=30', known)).toEqual({ kind: 'game', id: 'alpha' });
    expect(parseRoute('?event=1', known)).toEqual({ kind: 'lobby', message: null });
  });
});
