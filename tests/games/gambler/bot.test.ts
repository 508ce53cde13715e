// The bot hooks and the stand-alone policy make sensible, legal choices.
import { describe, expect, it } from 'vitest';
import { gambler } from '../../../src/games/gambler/index.ts';
import {
  candidateActions,
  determinize,
  evaluate,
  expectedChips,
  heuristicAction,
  rolloutAction,
} from '../../../src/games/gambler/bot.ts';
import { arrange, gameOn, place, roll } from './helpers.ts';

// Tableau 3 (Mesquite Creek): r1 [6,6] yellow 14 · r3 [3] black 7 · r6 [4,5] yellow 14.
const MESQUITE_CREEK = 3;

describe('bot hooks', () => {
  it('evaluate gives every seat a value in [0, 1] and favours the richer seat', () => {
    const s = arrange(gameOn(MESQUITE_CREEK, 3), { chips: [200, 80, 40] });
    const v = evaluate(s, 3);
    expect(v).toHaveLength(3);
    for (const x of v) expect(x).toBeGreaterThanOrEqual(0);
    expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(v[0]!).toBeGreaterThan(v[1]!);
    expect(v[1]!).toBeGreaterThan(v[2]!);
  });

  it('leaving a yellow row one die short hands its value mostly to the next player', () => {
    const open = arrange(gameOn(MESQUITE_CREEK), { rows: [[6], [], [], [], [], []], supply: [14, 15], active: 1 });
    const e = expectedChips(open);
    expect(e[1]! - 80).toBeGreaterThan(e[0]! - 80 + 5);
  });

  it('candidateActions keeps one placement per face and row', () => {
    const s = roll(gameOn(MESQUITE_CREEK), 6, 6, 6, 1, 1);
    const all = gambler.legalActions(s);
    const pruned = candidateActions(s, all);
    expect(pruned.length).toBeLessThan(all.length);
    const keys = pruned.map((a) => (a.type === 'place' ? `${s.turn!.faces![a.die]}:${a.row}` : a.type));
    expect(new Set(keys).size).toBe(keys.length);
    for (const a of pruned) expect(all).toContainEqual(a);
  });

  it('determinize reorders only the tableaux still face down, and keeps the view', () => {
    const s = gameOn(MESQUITE_CREEK);
    const d = determinize(s, 1, () => 0.3);
    expect(d.stack[0]).toBe(s.stack[0]);
    expect([...d.stack].sort((a, b) => a - b)).toEqual([...s.stack].sort((a, b) => a - b));
    expect(gambler.invariants(d)).toEqual([]);
  });
});

describe('bot policies', () => {
  it('the hard policy takes a yellow row rather than paying for a black one', () => {
    const s = arrange(gameOn(MESQUITE_CREEK), { rows: [[6], [], [], [], [], []], supply: [14, 15] });
    const t = roll(s, 6, 3, 2, 2, 2);
    const a = heuristicAction(t, 'hard', () => 0.5);
    expect(a).toMatchObject({ type: 'place', row: 0 });
  });

  it('the rollout policy takes a yellow row when it can', () => {
    const s = arrange(gameOn(MESQUITE_CREEK), { rows: [[6], [], [], [], [], []], supply: [14, 15] });
    const t = roll(s, 6, 3, 2, 2, 2);
    expect(rolloutAction(t, gambler.legalActions(t), () => 0.5)).toMatchObject({ type: 'place', row: 0 });
  });

  it('every level always returns a legal action through a whole game', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let s = gambler.setup({ seed: 5, players: 3 });
    const levels = ['easy', 'hard', 'easy'] as const;
    for (let steps = 0; steps < 5000; steps++) {
      const w = gambler.awaiting(s);
      if (w.kind === 'end') break;
      if (w.kind === 'throw') {
        const r = gambler.apply(s, { kind: 'dice', faces: w.dice.map(() => 1 + Math.floor(random() * 6)) });
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
        continue;
      }
      const a = heuristicAction(s, levels[w.seat]!, random);
      expect(gambler.legalActions(s)).toContainEqual(a);
      const r = gambler.apply(s, { kind: 'action', seat: w.seat, action: a });
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    expect(gambler.result(s)).not.toBeNull();
  });

  it('after placing, the policy may stop or throw again but never breaks the must-place rule', () => {
    const t = place(roll(gameOn(MESQUITE_CREEK), 6, 1, 1, 1, 1), 6, 0);
    const a = heuristicAction(t, 'hard', () => 0.5);
    expect(gambler.legalActions(t)).toContainEqual(a);
  });
});

describe('candidate pruning', () => {
  it('keeps every distinct face-and-row placement, for all faces and rows', () => {
    // Tableau 2: r1 four stars, r6 full house: any face starts either; stop/rethrow follow a placement.
    const s = roll(gameOn(2), 1, 6, 6, 3, 5);
    const pruned = candidateActions(s, gambler.legalActions(s));
    const keys = pruned.map((a) => (a.type === 'place' ? `${s.turn!.faces![a.die]}:${a.row}` : a.type)).sort();
    const expected = new Set(gambler.legalActions(s).map((a) => (a.type === 'place' ? `${s.turn!.faces![a.die]}:${a.row}` : a.type)));
    expect(keys).toEqual([...expected].sort());
    expect(keys).toContain('6:5');
    expect(keys).toContain('1:0');
  });
});
