// Space actions after a regular move, and none after special movement.
import { describe, expect, it } from 'vitest';
import { DUEL_SPOTS, INDIAN_SPOTS, STATIONS, STATION_FARES, spaceKind } from '../../../src/games/pony-express/data/board.ts';
import type { PonyState } from '../../../src/games/pony-express/types.ts';
import type { AwaitFlick } from '../../../src/core/contract.ts';
import { act, dice, flick, game, miss, run, table } from './support.ts';

/** Seat 0 at `from` rides `combo` honestly; seat 1 (on space 1) believes it. */
function rideTo(from: number, combo: 'pair' | 'two-pairs' | 'three', riders: Parameters<typeof table>[1] = []): PonyState {
  const faces = { pair: dice('K', 'K', '9', '10', 'J'), 'two-pairs': dice('K', 'K', '9', '9', 'J'), three: dice('K', 'K', 'K', '10', 'J') }[combo];
  const base = table(3, [{ pos: from }, { pos: 1 }, { pos: 1, jailed: true }, ...riders].slice(0, 3));
  return run(base, faces, act(0, { type: 'claim', combo }), act(1, { type: 'believe' }));
}

describe('the board', () => {
  it('has 33 spaces with the expected actions and a fare at every station but the last', () => {
    expect(STATIONS).toEqual([4, 11, 18, 26]);
    expect(STATIONS.slice(0, -1).every((st) => STATION_FARES[st]! > 0)).toBe(true);
    expect(STATION_FARES[26]).toBeUndefined();
    expect(spaceKind(1)).toBe('plain');
    expect(spaceKind(33)).toBe('plain');
  });
});

describe('station', () => {
  it('may pay the fare to ride on to the next station, which does nothing', () => {
    const s = rideTo(2, 'two-pairs');
    expect(s.riders[0]!.pos).toBe(4);
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 0 });
    expect(game.legalActions(s).map((a) => a.type)).toEqual(['take-train', 'stay']);
    const rode = run(s, act(0, { type: 'take-train' }));
    expect(rode.riders[0]!.pos).toBe(11);
    expect(rode.riders[0]!.gold).toBe(3 - STATION_FARES[4]!);
    // Space 11 is itself a station: special movement triggers nothing, the turn passes.
    expect(game.awaiting(rode)).toMatchObject({ kind: 'throw', seat: 1 });
  });

  it('may stay', () => {
    const s = run(rideTo(2, 'two-pairs'), act(0, { type: 'stay' }));
    expect(s.riders[0]!.pos).toBe(4);
    expect(s.turn).toBe(1);
  });

  it('without the fare there is nothing to decide', () => {
    const base = table(3, [{ pos: 2, gold: 1 }, { pos: 1 }, { pos: 1, jailed: true }]);
    const s = run(base, dice('K', 'K', '9', '9', 'J'), act(0, { type: 'claim', combo: 'two-pairs' }), act(1, { type: 'believe' }));
    expect(s.riders[0]!.pos).toBe(4);
    expect(s.turn).toBe(1);
  });
});

describe('Indians', () => {
  it('three flicks at three Indians: 1 gold per fallen one, 1 space back per standing one', () => {
    const s = rideTo(4, 'three');
    expect(s.riders[0]!.pos).toBe(7);
    const req = game.awaiting(s) as AwaitFlick;
    expect(req).toMatchObject({ kind: 'flick', seat: 0, purpose: 'indians' });
    expect(req.figures.filter((f) => f.role === 'target').map((f) => [f.id, f.x, f.z])).toEqual(
      INDIAN_SPOTS.map((p, i) => [`indian-${i}`, p.x, p.z]),
    );
    // Standing riders are bystanders where they stand; the jailed one lies and is not listed.
    expect(req.figures.filter((f) => f.role === 'bystander').map((f) => f.id)).toEqual(['rider-1']);
    const one = run(s, flick(['indian-0']));
    expect((game.awaiting(one) as AwaitFlick).figures.filter((f) => f.role === 'target').map((f) => f.id)).toEqual(['indian-1', 'indian-2']);
    const done = run(one, miss(), flick(['indian-2']));
    expect(done.riders[0]!.gold).toBe(5);
    expect(done.riders[0]!.pos).toBe(6);
    expect(done.turn).toBe(1);
  });

  it('all three down at once ends the fight: 3 gold and one space on (our reading of the caption)', () => {
    const s = run(rideTo(4, 'three'), flick(['indian-0', 'indian-1', 'indian-2']));
    expect(s.riders[0]!.gold).toBe(6);
    expect(s.riders[0]!.pos).toBe(8);
    // Space 8 is a saloon, reached by special movement: nothing happens.
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1 });
  });

  it('none down: three spaces back', () => {
    const s = run(rideTo(4, 'three'), miss(), miss(), miss());
    expect(s.riders[0]!.pos).toBe(4);
    expect(s.riders[0]!.gold).toBe(3);
  });

  it('knocking over a rider sends the flicker to jail', () => {
    const s = run(rideTo(4, 'three'), flick(['rider-1'], ['rider-1']));
    expect(s.riders[0]!.jailed).toBe(true);
    expect(s.riders[0]!.pos).toBe(4);
  });
});

describe('gold mine and saloon', () => {
  it('the mine pays gold equal to the steps of the thrown combination', () => {
    const s = rideTo(4, 'pair');
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, area: 'tray', hidden: false, purpose: 'gold mine' });
    const after = run(s, dice('A', 'A', 'A', 'K', 'K'));
    expect(after.riders[0]!.gold).toBe(8);
  });

  it('the saloon bills the steps of the thrown combination', () => {
    const s = rideTo(6, 'two-pairs');
    expect(s.riders[0]!.pos).toBe(8);
    const after = run(s, dice('A', 'A', 'A', '9', '10'));
    expect(after.riders[0]!.gold).toBe(0);
    expect(after.riders[0]!.jailed).toBe(false);
  });

  it('a rider who cannot pay the saloon empties its purse and goes to jail', () => {
    const s = run(rideTo(6, 'two-pairs'), dice('A', 'A', 'A', 'A', '10'));
    expect(s.riders[0]!.gold).toBe(0);
    expect(s.riders[0]!.jailed).toBe(true);
  });
});

describe('relay station', () => {
  it('draws two item cards, keeps one, discards the other', () => {
    const s = rideTo(2, 'pair');
    expect(s.riders[0]!.pos).toBe(3);
    const ph = s.phase;
    expect(ph.kind).toBe('relay');
    const offered = ph.kind === 'relay' ? ph.offered : [];
    expect(offered).toHaveLength(2);
    const hidden = game.view(s, 1) as { phase: { offered: number[] } };
    expect(hidden.phase.offered).toEqual([-1, -1]);
    const after = run(s, act(0, { type: 'keep-card', card: offered[1]! }));
    expect(after.riders[0]!.hand).toEqual([offered[1]]);
    expect(after.discard).toContain(offered[0]);
    expect(after.turn).toBe(1);
  });
});

describe('duel spots', () => {
  it('lie at diagonally opposite corners of the board', () => {
    expect(Math.sign(DUEL_SPOTS.a.x)).toBe(-Math.sign(DUEL_SPOTS.b.x));
    expect(Math.sign(DUEL_SPOTS.a.z + 12)).toBe(-Math.sign(DUEL_SPOTS.b.z + 12));
  });
});

describe('placement for the scene', () => {
  it('puts duellists on the duel spots, jailed riders lying on their space, and the Indians on theirs', async () => {
    const { placement } = await import('../../../src/games/pony-express/rules/placement.ts');
    const s = run(table(3, [{ pos: 5 }, { pos: 6 }, { pos: 2, jailed: true }]), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'believe' }));
    const p = placement(s);
    expect(p.riders[0]).toMatchObject({ at: 'duel', x: DUEL_SPOTS.a.x, z: DUEL_SPOTS.a.z, lying: false });
    expect(p.riders[1]).toMatchObject({ at: 'duel', x: DUEL_SPOTS.b.x, z: DUEL_SPOTS.b.z });
    expect(p.riders[2]).toMatchObject({ at: 'track', lying: true });
    expect(p.indians.map((i) => i.id)).toEqual(['indian-0', 'indian-1', 'indian-2']);
  });
});
