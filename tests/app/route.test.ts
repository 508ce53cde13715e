import { describe, expect, it } from 'vitest';
import { parseRoute, type KnownRooms } from '../../src/ui/route.ts';

const known: KnownRooms = {
  room: (id) => (id === 'dice-table' ? 'open' : id === 'shooting-gallery' ? 'coming' : 'unknown'),
  game: (id) => (id === 'gambler' ? 'open' : id === 'gold-rivers' ? 'coming' : 'unknown'),
  titleOf: (id) => ({ 'shooting-gallery': 'Shooting gallery', 'gold-rivers': 'Gold in the Rivers' })[id] ?? id,
};

describe('URL routing', () => {
  it('shows the lobby without parameters', () => {
    expect(parseRoute('', known)).toEqual({ kind: 'lobby', message: null });
  });
  it('opens a known room and a playable game', () => {
    expect(parseRoute('?room=dice-table', known)).toEqual({ kind: 'room', id: 'dice-table' });
    expect(parseRoute('?game=gambler&seats=human,bot:hard&seed=3', known)).toEqual({ kind: 'game', id: 'gambler' });
  });
  it('explains an unknown room or game in the lobby', () => {
    const r = parseRoute('?room=nowhere', known);
    expect(r.kind).toBe('lobby');
    expect(r.kind === 'lobby' && r.message).toMatch(/no room called "nowhere"/);
    const g = parseRoute('?game=chess', known);
    expect(g.kind === 'lobby' && g.message).toMatch(/no game called "chess"/);
  });
  it('says a listed but unbuilt room is coming', () => {
    const r = parseRoute('?room=shooting-gallery', known);
    expect(r.kind === 'lobby' && r.message).toMatch(/Shooting gallery is coming soon/);
    const g = parseRoute('?game=gold-rivers', known);
    expect(g.kind === 'lobby' && g.message).toMatch(/Gold in the Rivers is coming soon/);
  });
  it('refuses a link naming both a room and a game', () => {
    const r = parseRoute('?room=dice-table&game=gambler', known);
    expect(r.kind === 'lobby' && r.message).toMatch(/both a room and a game/);
  });
  it('never echoes a long or odd id in full', () => {
    const r = parseRoute(`?room=${'<b>'.repeat(40)}`, known);
    expect(r.kind).toBe('lobby');
    expect(r.kind === 'lobby' && r.message!.length).toBeLessThan(120);
  });
});
