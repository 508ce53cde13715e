// Bad input is refused with a typed error and the state stays as it was;
// view shows each seat only what it may see.
import { describe, expect, it } from 'vitest';
import type { Input } from '../../../src/core/contract.ts';
import type { PonyAction } from '../../../src/games/pony-express/types.ts';
import { act, dice, flick, game, miss, run, table } from './support.ts';

function refused(input: unknown, code: string, s = table(3)) {
  const before = JSON.stringify(s);
  const r = game.apply(s, input as Input<PonyAction>);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

describe('illegal inputs', () => {
  it('refuses dice when a decision is awaited, and a decision when dice are awaited', () => {
    const decide = run(table(3), dice('9', '10', 'J', 'Q', 'A'));
    refused(dice('9', '9', '9', '9', '9'), 'awaiting-decision', decide);
    refused(act(0, { type: 'claim', combo: 'pair' }), 'awaiting-throw');
  });
  it('refuses wrong dice', () => {
    refused(dice('9', '10', 'J'), 'face-count');
    refused({ kind: 'dice', faces: [1, 2, 3, 4, 5] }, 'bad-face');
    refused({ kind: 'dice', faces: 'AAAAA' }, 'bad-faces');
  });
  it('refuses a flick when none is awaited and a malformed flick when one is', () => {
    refused(miss(), 'awaiting-throw');
    const duel = run(table(3, [{ pos: 5 }, { pos: 6 }, { pos: 1 }]), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'believe' }));
    refused({ kind: 'flick', fallen: 'rider-1' }, 'bad-flick', duel);
    refused({ ...miss(), dieRest: { x: Number.NaN, z: 0 } }, 'bad-flick', duel);
    refused(flick(['rider-7']), 'unknown-figure', duel);
  });
  it('refuses garbage, unknown actions and the wrong seat', () => {
    const decide = run(table(3), dice('9', '10', 'J', 'Q', 'A'));
    refused(null, 'bad-input');
    refused({ kind: 'teleport' }, 'bad-input', decide);
    refused({ kind: 'action', seat: 0, action: null }, 'bad-action', decide);
    refused(act(0, { type: 'fly' } as unknown as PonyAction), 'illegal-action', decide);
    refused(act(1, { type: 'claim', combo: 'pair' }), 'wrong-seat', decide);
    refused(act(0, { type: 'claim', combo: 'royal' } as unknown as PonyAction), 'bad-claim', decide);
    refused(act(0, { type: 'rethrow', dice: [7], landing: 'cup' }), 'bad-dice', decide);
    refused(act(0, { type: 'rethrow', dice: [1, 1], landing: 'cup' }), 'bad-dice', decide);
    refused(act(0, { type: 'rethrow', dice: [1], landing: 'sky' } as unknown as PonyAction), 'bad-landing', decide);
  });
  it('refuses everything once the game is over', () => {
    const over = { ...table(3), phase: { kind: 'over' as const }, winner: 0 };
    refused(dice('9', '10', 'J', 'Q', 'A'), 'game-over', over);
  });
  it('setup refuses impossible player counts and seeds', () => {
    expect(() => game.setup({ seed: 1, players: 1 })).toThrow(RangeError);
    expect(() => game.setup({ seed: 1, players: 6 })).toThrow(RangeError);
    expect(() => game.setup({ seed: Number.NaN, players: 3 })).toThrow(RangeError);
  });
});

describe('view', () => {
  it("shows a seat its own cards only and never the deck order", () => {
    const s = game.setup({ seed: 4, players: 3 });
    const v1 = game.view(s, 1) as unknown as Record<string, unknown>;
    expect(v1.deck).toBeUndefined();
    expect(v1.rng).toBeUndefined();
    expect((v1.phase as { offered: number[] }).offered).toEqual([-1, -1]);
    const v0 = game.view(s, 0) as { phase: { offered: number[] } };
    expect(v0.phase.offered.every((c) => c >= 0)).toBe(true);
    const played = run(table(3), dice('9', '10', 'J', 'Q', 'A'));
    const withCards = { ...played, riders: played.riders.map((r, i) => ({ ...r, hand: i === 2 ? [played.discard[0]!] : [] })), discard: played.discard.slice(1) };
    const spectator = game.view(withCards, null) as { riders: { hand: number[] | null; cards: number }[] };
    expect(spectator.riders[2]).toMatchObject({ hand: null, cards: 1 });
    expect((game.view(withCards, 2) as { riders: { hand: number[] | null }[] }).riders[2]!.hand).toEqual([played.discard[0]]);
  });

  it('lifts the cup for everyone after a doubt', () => {
    const s = run(table(3, [{ pos: 5 }, { pos: 3 }, { pos: 1 }]), dice('9', '10', 'J', 'Q', 'A'), act(0, { type: 'claim', combo: 'three' }), act(1, { type: 'doubt' }));
    const v = game.view(s, 2) as { dice: { face: string | null }[] };
    expect(v.dice.map((d) => d.face)).toEqual(['9', '10', 'J', 'Q', 'A']);
  });

  it('describes actions in words', () => {
    const s = table(3);
    expect(game.describeAction(s, { type: 'rethrow', dice: [0, 2], landing: 'open' })).toBe('Re-throw dice 1, 3 openly');
    expect(game.describeAction(s, { type: 'claim', combo: 'full-house' })).toBe('Claim a full house');
  });
});
