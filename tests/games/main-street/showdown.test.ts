// Showdowns: both showdown spaces held, the markers' owners throw a real die
// each; the better shooter may throw again when behind; ties as the rules say.
import { describe, expect, it } from 'vitest';
import type { MainStreetState } from '../../../src/games/main-street/types.ts';
import type { Shooter } from '../../../src/games/main-street/data.ts';
import { act, die, game, pieces, run, street, type Layout } from './support.ts';

/** Seat 0 holds A with `atA`; it sows `atB` from building 5 onto B (the marker goes to seat 1) and calls the showdown. */
function duel(atA: Shooter, atB: Shooter, extra: Layout = {}): MainStreetState {
  const s = street(2, { ...extra, showdowns: [{ meeple: atA, owner: 0 }, null], buildings: { 5: { [atB]: 1 } } });
  return run(s, act(0, { type: 'take', from: 5 }), act(0, { type: 'place', space: 7, meeple: atB }), act(0, { type: 'showdown' }));
}

describe('a showdown', () => {
  it('is offered once both showdown spaces are held, and each marker owner throws one die in turn', () => {
    const s = duel('robber', 'deputy');
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, dice: ['d6'], area: 'tray', hidden: false });
    const t = run(s, die(2));
    expect(game.awaiting(t)).toMatchObject({ kind: 'throw', seat: 1, dice: ['d6'] });
  });

  it('goes to the higher die: the loser to a grave, the winner to the saloon, and its owner draws for the fallen', () => {
    const s = run(duel('robber', 'deputy'), die(2), die(5));
    expect(s.graves).toEqual(['robber']);
    expect(s.saloon.deputy).toBe(1);
    expect(s.showdowns).toEqual([null, null]);
    // A fallen robber is worth 3 draws.
    expect(pieces(s, 1)).toBe(3);
    expect(pieces(s, 0)).toBe(0);
  });

  it('lets the better shooter throw once more when behind, and the second throw counts', () => {
    let s = run(duel('robber', 'deputy'), die(5), die(3));
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 1 });
    expect(game.legalActions(s)).toEqual([{ type: 'rethrow' }, { type: 'accept' }]);
    s = run(s, act(1, { type: 'rethrow' }));
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1, purpose: 'showdown again' });
    s = run(s, die(6));
    expect(s.graves).toEqual(['robber']);
    expect(pieces(s, 1)).toBe(3);
  });

  it('keeps the result when the better shooter declines the second throw', () => {
    const s = run(duel('robber', 'deputy'), die(5), die(3), act(1, { type: 'accept' }));
    expect(s.graves).toEqual(['deputy']);
    expect(s.saloon.robber).toBe(1);
    expect(pieces(s, 0)).toBe(4);
  });

  it('offers no second throw to a better shooter already ahead or level (ours: it could only hurt)', () => {
    const s = run(duel('builder', 'miner'), die(2), die(4));
    expect(s.phase.kind).not.toBe('showdown');
  });

  it('gives a tie to the better shooter', () => {
    const s = run(duel('deputy', 'builder'), die(4), die(4));
    expect(s.graves).toEqual(['builder']);
    expect(s.saloon.deputy).toBe(1);
    expect(pieces(s, 0)).toBe(1);
  });

  it('sends equal shooters who tie both to the graveyard, and both draw', () => {
    const s = run(duel('miner', 'miner'), die(3), die(3));
    expect(s.graves).toEqual(['miner', 'miner']);
    expect(pieces(s, 0)).toBe(2);
    expect(pieces(s, 1)).toBe(2);
  });

  it('gives equal shooters no second throw', () => {
    const s = run(duel('robber', 'robber'), die(1), die(6));
    expect(s.graves).toEqual(['robber']);
    expect(pieces(s, 1)).toBe(3);
  });
});

describe('graves running out', () => {
  it('a loser with no grave free leaves the game, and the winner still draws', () => {
    const s = run(duel('robber', 'deputy', { graves: ['builder', 'builder', 'builder', 'builder', 'builder', 'miner'] }), die(1), die(6));
    expect(s.graves).toHaveLength(6);
    expect(s.box.robber).toBe(1);
    expect(pieces(s, 1)).toBe(3);
  });

  it('equal shooters share the last grave: the first lies in it, the second leaves the game', () => {
    const s = run(duel('miner', 'miner', { graves: ['builder', 'builder', 'builder', 'builder', 'builder'] }), die(2), die(2));
    expect(s.graves).toHaveLength(6);
    expect(s.box.miner).toBe(1);
  });
});

describe('the flick variant (ours)', () => {
  /** Seat 0 holds A with a robber and sows a deputy onto B and a builder onto building 6's doorway, then calls the showdown. */
  function flickDuel(): MainStreetState {
    let s = street(2, { showdowns: [{ meeple: 'robber', owner: 0 }, null], buildings: { 5: { deputy: 1, builder: 1 } } });
    s = { ...s, options: { ...s.options, showdown: 'flick' } };
    return run(s, act(0, { type: 'take', from: 5 }), act(0, { type: 'place', space: 7, meeple: 'deputy' }), act(0, { type: 'showdown' }));
  }
  const outcome = (fallen: string[], bystandersHit: string[] = []) => ({
    kind: 'flick' as const, touched: fallen, fallen, offBoard: [], bystandersHit, dieRest: { x: 0, z: 0 }, dieOffTable: false,
  });

  it('asks each duellist to flick a die at the other\'s meeple at the far end of the street', () => {
    const s = flickDuel();
    const aw = game.awaiting(s);
    expect(aw.kind).toBe('flick');
    if (aw.kind !== 'flick') return;
    expect(aw.seat).toBe(0);
    expect(aw.die).toBe('d6');
    const target = aw.figures.find((f) => f.role === 'target')!;
    expect(target).toMatchObject({ id: 'duellist-b', model: 'meeple', owner: 1 });
    expect(Math.abs(target.x - aw.from.x)).toBeGreaterThan(60);
    // The builder that went on to building 6's doorway stands by.
    expect(aw.figures.filter((f) => f.role === 'bystander').map((f) => f.id)).toEqual(['doorway-6']);
  });

  it('scores a knocked-over target as a hit, and the better shooter may flick again when behind', () => {
    let s = run(flickDuel(), outcome(['duellist-b']), outcome([]));
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 1 });
    s = run(s, act(1, { type: 'rethrow' }), outcome(['duellist-a']));
    // Both hit: a tie goes to the deputy.
    expect(s.graves).toEqual(['robber']);
  });

  it('spoils a flick that knocks over a bystander', () => {
    const s0 = flickDuel();
    const aw = game.awaiting(s0);
    const by = aw.kind === 'flick' ? aw.figures.find((f) => f.role === 'bystander') : undefined;
    if (!by) throw new Error('a bystander should stand on a doorway');
    let s = s0;
    s = run(s, outcome(['duellist-b', by.id], [by.id]), outcome([]));
    expect(s.graves).toEqual(['robber']);
  });
});
