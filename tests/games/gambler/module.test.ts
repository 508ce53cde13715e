// Rejections, the view, readable text, the tableau data, and a seeded playout.
import { describe, expect, it } from 'vitest';
import { formatText } from '../../../src/i18n/format-message.ts';
import type { Input } from '../../../src/core/contract.ts';
import { mulberry32 } from '../../../src/core/rng.ts';
import { gambler } from '../../../src/games/gambler/index.ts';
import { rowLength } from '../../../src/games/gambler/rules/fitting.ts';
import { TABLEAUX } from '../../../src/games/gambler/data/tableaux.ts';
import type { GamblerAction, GamblerState } from '../../../src/games/gambler/types.ts';
import { deepFreeze, expectRejected, gameOn, place, roll } from './helpers.ts';

const action = (seat: number, a: unknown): Input<GamblerAction> =>
  ({ kind: 'action', seat, action: a }) as Input<GamblerAction>;

describe('illegal input is refused with a typed code and the state untouched', () => {
  const thrown = () => roll(gameOn(1), 6, 1, 4, 4, 4); // Dry Gulch: r1 [6], r2 [1,1], r3 stars, …

  it('another seat may not act', () => expectRejected(thrown(), action(1, { type: 'place', die: 0, row: 0 }), 'wrong-seat'));
  it('a die goes only where it fits', () => expectRejected(thrown(), action(0, { type: 'place', die: 2, row: 0 }), 'does-not-fit'));
  it('a placed or missing die cannot be placed', () => {
    const s = place(thrown(), 6, 0);
    expectRejected(s, action(0, { type: 'place', die: 0, row: 2 }), 'no-such-die');
    expectRejected(s, action(0, { type: 'place', die: 5, row: 2 }), 'no-such-die');
    expectRejected(s, action(0, { type: 'place', die: -1, row: 2 }), 'no-such-die');
  });
  it('rows outside the tableau do not exist', () => expectRejected(thrown(), action(0, { type: 'place', die: 1, row: 6 }), 'no-such-row'));
  it('actions that are not Gambler actions are illegal; malformed inputs are the engine\'s to refuse', () => {
    const s = thrown();
    expectRejected(s, action(0, { type: 'fold' }), 'illegal-action');
    expectRejected(s, action(0, 42), 'illegal-action');
    expectRejected(s, action(0, null), 'bad-action');
    expectRejected(s, { kind: 'flick' } as unknown as Input<GamblerAction>, 'awaiting-decision');
    expectRejected(s, null as unknown as Input<GamblerAction>, 'bad-input');
  });
  it('faces must match the awaited throw: count and values 1–6', () => {
    const s = gameOn(1);
    expectRejected(s, { kind: 'dice', faces: [1, 2, 3] }, 'face-count');
    expectRejected(s, { kind: 'dice', faces: [1, 2, 3, 4, 7] }, 'bad-face');
    expectRejected(s, { kind: 'dice', faces: [1, 2, 3, 4, Number.NaN] }, 'bad-face');
    expectRejected(s, { kind: 'dice', faces: 'six' } as unknown as Input<GamblerAction>, 'bad-faces');
  });
  it('actions wait for the throw, and a throw waits for its turn', () => {
    expectRejected(gameOn(1), action(0, { type: 'stop' }), 'awaiting-throw');
    expectRejected(thrown(), { kind: 'dice', faces: [1, 1, 1, 1, 1] }, 'awaiting-decision');
  });
  it('nothing is accepted once the game is over', () => {
    const over: GamblerState = { ...gameOn(1), over: true, turn: null, endReason: 'test' };
    expectRejected(over, { kind: 'dice', faces: [1, 1, 1, 1, 1] }, 'game-over');
  });
});

describe('what players see and read', () => {
  it('the view shows everything but the order of the tableaux still in the stack', () => {
    const a = gameOn(1);
    const b = { ...a, stack: [a.stack[0]!, ...a.stack.slice(1).reverse()] };
    const va = gambler.view(a, 0) as Record<string, unknown>;
    expect(va).not.toHaveProperty('stack');
    expect(va).toMatchObject({ chips: [80, 80], supply: a.supply, stackLeft: 19, played: [] });
    expect((va.tableau as { id: number }).id).toBe(1);
    expect(JSON.stringify(gambler.view(b, 1))).toBe(JSON.stringify(gambler.view(a, 1)));
  });

  it('actions and the log read as plain English', () => {
    const s = roll(gameOn(1), 6, 1, 4, 4, 4);
    expect(gambler.describeAction(s, { type: 'place', die: 0, row: 0 })).toBe('Player 1 places the 6 in row 1 (a 6), collecting 9');
    expect(gambler.describeAction(s, { type: 'place', die: 2, row: 2 })).toBe('Player 1 places the 4 in row 3 (3 stars (all equal))');
    const t = place(s, 6, 0);
    expect(gambler.describeAction(t, { type: 'stop' })).toBe('Player 1 stops and keeps 4 dice');
    expect(gambler.describeAction(t, { type: 'rethrow' })).toBe('Player 1 throws the 4 unplaced dice again (throw 2 of 5)');
    expect(gambler.log!(t).slice(-2).map(formatText)).toEqual(['Player 1 threw 6 1 4 4 4.', 'Player 1 placed a 6 in row 1 and collected 9.']);
  });
});

describe('the 20 tableaux', () => {
  it('are 10 double-sided boards of six rows each, with unique names', () => {
    expect(TABLEAUX).toHaveLength(20);
    expect(new Set(TABLEAUX.map((t) => `${t.board}${t.side}`)).size).toBe(20);
    expect(new Set(TABLEAUX.map((t) => t.name)).size).toBe(20);
    for (const t of TABLEAUX) expect(t.rows).toHaveLength(6);
  });

  it('fit in the dice of the tightest deal (28 in play with 4 players), so a tableau can always be finished', () => {
    for (const t of TABLEAUX) {
      const boxes = t.rows.reduce((n, r) => n + rowLength(r.shape), 0);
      expect(boxes).toBeGreaterThanOrEqual(14);
      expect(boxes).toBeLessThanOrEqual(28);
    }
  });

  it('are balanced: each pays 55–100 on yellow rows and costs 18–40 on black ones, with every kind of row used', () => {
    for (const t of TABLEAUX) {
      const sum = (c: string) => t.rows.filter((r) => r.colour === c).reduce((n, r) => n + r.value, 0);
      expect(sum('yellow')).toBeGreaterThanOrEqual(55);
      expect(sum('yellow')).toBeLessThanOrEqual(100);
      expect(sum('black')).toBeGreaterThanOrEqual(18);
      expect(sum('black')).toBeLessThanOrEqual(40);
      for (const r of t.rows) expect(r.value).toBeGreaterThan(0);
    }
    const kinds = new Set(TABLEAUX.flatMap((t) => t.rows.map((r) => r.shape.kind)));
    expect([...kinds].sort()).toEqual(['falling', 'full-house', 'pips', 'rising', 'stars']);
  });

  it('come up in a seed-dependent order: one side of every board in rounds 1–10, the other sides after', () => {
    const stack = gambler.setup({ seed: 42, players: 2 }).stack;
    const boards = (ids: number[]) => ids.map((id) => Math.ceil(id / 2));
    expect(new Set(boards(stack.slice(0, 10))).size).toBe(10);
    expect(boards(stack.slice(10))).toEqual(boards(stack.slice(0, 10)));
    expect(gambler.setup({ seed: 43, players: 2 }).stack).not.toEqual(stack);
  });
});

describe('a seeded random playout', () => {
  it('random legal actions and random faces always reach the end with every invariant holding', () => {
    const random = mulberry32(2026);
    const games: [number, 'tenth-tableau' | 'reach-500'][] = [
      [2, 'tenth-tableau'], [3, 'reach-500'], [4, 'tenth-tableau'], [5, 'tenth-tableau'], [6, 'reach-500'], [2, 'reach-500'],
    ];
    for (const [players, end] of games) {
      let s = deepFreeze(gambler.setup({ seed: Math.floor(random() * 1e9), players, options: { end } }));
      let steps = 0;
      for (;;) {
        const w = gambler.awaiting(s);
        if (w.kind === 'end') break;
        let input: Input<GamblerAction>;
        if (w.kind === 'throw') {
          input = { kind: 'dice', faces: w.dice.map(() => 1 + Math.floor(random() * 6)) };
        } else {
          const legal = gambler.legalActions(s);
          expect(legal.length).toBeGreaterThan(0);
          input = { kind: 'action', seat: w.seat, action: legal[Math.floor(random() * legal.length)]! };
        }
        const r = gambler.apply(s, input);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        s = deepFreeze(r.state);
        expect(gambler.invariants(s)).toEqual([]);
        steps += 1;
        expect(steps).toBeLessThan(20_000);
      }
      const res = gambler.result(s)!;
      expect(res.scores).toEqual(s.chips);
      expect(res.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, i) => i));
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    }
  });
});
