// Prompts and buttons say what a choice does in full, and offer only what is legal
// (issue 11, item 4): the train's fare and destination, the caught bluff's steps,
// bail only for a rider who can pay it.
import { describe, expect, it } from 'vitest';
import { STATION_FARES } from '../../../src/games/pony-express/data/board.ts';
import type { PonyState } from '../../../src/games/pony-express/types.ts';
import { act, dice, game, run, table } from './support.ts';

const labels = (s: PonyState): string[] => game.legalActions(s).map((a) => game.describeAction!(s, a));
const prompt = (s: PonyState): string => {
  const aw = game.awaiting(s);
  return aw.kind === 'decision' ? aw.prompt : '';
};

describe('prompts that tell the truth', () => {
  it('the station names the train: where it goes and what it costs; Stay names the space', () => {
    // Rider 1 rides 2 → 4 (a station: the train goes to 11).
    const s = run(table(3, [{ pos: 2 }, { pos: 1 }, { pos: 1, jailed: true }]), dice('K', 'K', '9', '9', 'J'), act(0, { type: 'claim', combo: 'two-pairs' }), act(1, { type: 'believe' }));
    expect(prompt(s)).toBe(`Rider 1: take the train to space 11 for ${STATION_FARES[4]} gold, or stay on space 4?`);
    expect(labels(s)).toEqual([`Take the train to space 11 (${STATION_FARES[4]} gold)`, 'Stay on space 4']);
  });

  it('a caught bluff tells the doubter how many steps it may ride, and to where', () => {
    // Rider 1 bluffs three of a kind; Rider 2 on space 3 doubts and catches it.
    const s = run(table(3, [{ pos: 5 }, { pos: 3 }, { pos: 1 }]), dice('9', '10', 'J', 'Q', 'A'), act(0, { type: 'claim', combo: 'three' }), act(1, { type: 'doubt' }));
    expect(s.phase.kind).toBe('bluff-caught');
    expect(prompt(s)).toBe('Rider 2: ride the claimed 3 steps yourself, to space 6?');
    expect(labels(s)).toEqual(['Ride the claimed 3 steps to space 6', 'Stay on space 3']);
  });

  it('jail offers "pay 3 gold" only to a rider who has 3 gold', () => {
    const jailed = (gold: number) =>
      run(table(3, [{ pos: 5 }, { pos: 3, gold, jailed: true }, { pos: 1 }]), dice('9', '10', 'J', 'Q', 'A'), act(0, { type: 'claim', combo: 'nothing' }));
    const rich = jailed(3);
    expect(prompt(rich)).toBe('Rider 2 is in jail: pay 3 gold, try to escape or sit out');
    expect(labels(rich)).toContain('Pay 3 gold bail');
    const poor = jailed(2);
    expect(prompt(poor)).toBe('Rider 2 is in jail: try to escape or sit out');
    expect(prompt(poor)).not.toMatch(/pay/);
    expect(labels(poor).some((l) => /pay/i.test(l))).toBe(false);
  });
});
