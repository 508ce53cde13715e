// The length option (ours, for events): 'standard' plays the whole game,
// 'short' ends after the third tableau whatever the end option says.
import { describe, expect, it } from 'vitest';
import { gambler } from '../../../src/games/gambler/index.ts';
import { formatText } from '../../../src/i18n/format-message.ts';
import { SHORT_ROUNDS } from '../../../src/games/gambler/data/constants.ts';
import { mulberry32 } from '../../../src/core/rng.ts';
import type { GamblerAction, GamblerState } from '../../../src/games/gambler/types.ts';
import type { Input } from '../../../src/core/contract.ts';
import { arrange, place, roll } from './helpers.ts';

// Tableau 1 (Dry Gulch): r1 [6] yellow 9 · r2 [1,1] black 11 · r3 three stars yellow 14 ·
// r4 [2,4,6] yellow 19 · r5 rising run of 3 yellow 16 · r6 [3,3] black 11.
const DRY_GULCH = 1;
/** Dry Gulch with every box filled but the single 6 of row 1. */
const ALL_BUT_THE_SIX = [[], [1, 1], [3, 3, 3], [2, 4, 6], [1, 2, 3], [3, 3]];

/** A short game (with `end`) whose first tableau is Dry Gulch. */
function shortGameOn(end: 'tenth-tableau' | 'reach-500' = 'tenth-tableau'): GamblerState {
  const s = gambler.setup({ seed: 7, players: 2, options: { end, length: 'short' } });
  const stack = s.stack.slice();
  const at = stack.indexOf(DRY_GULCH);
  [stack[0], stack[at]] = [DRY_GULCH, stack[0] as number];
  return { ...s, stack };
}

/** The last die of the round's tableau placed in round `round`. */
const finishRound = (base: GamblerState, round: number) =>
  place(roll(arrange(base, { rows: ALL_BUT_THE_SIX, supply: [8, 9], round }), 6, 1, 1, 2, 2), 6, 0);

describe('the length option', () => {
  it("offers 'standard' first (the default) and 'short' (three tableaux), shown in the seat set-up", () => {
    const spec = gambler.options.find((o) => o.id === 'length');
    expect(spec?.choices).toEqual(['standard', 'short']);
    expect(formatText(spec!.choiceLabels!['short']!)).toBe('Short (3 tableaux)');
    expect(SHORT_ROUNDS).toBe(3);
    expect(gambler.setup({ seed: 1, players: 2 }).length).toBe('standard');
    expect(() => gambler.setup({ seed: 1, players: 2, options: { length: 'marathon' } })).toThrow(/length/);
  });

  it('the short game ends when the third tableau is done, with the most chips winning', () => {
    expect(finishRound(shortGameOn(), 2).over).toBe(false);
    expect(finishRound(shortGameOn(), 2).round).toBe(3);
    const s = finishRound(shortGameOn(), 3);
    expect(gambler.awaiting(s)).toEqual({ kind: 'end' });
    const r = gambler.result(s)!;
    expect(r.scores).toEqual([89, 80]);
    expect(formatText(r.summary)).toMatch(/short game's 3 tableaux are done/);
    expect(gambler.invariants(s)).toEqual([]);
  });

  it('the short game with reach-500 still ends at 500 chips, or after the third tableau', () => {
    let s = arrange(shortGameOn('reach-500'), { rows: [[], [], [], [2, 4], [], []], supply: [13, 15], chips: [485, 80] });
    s = place(roll(s, 6, 1, 1, 1, 1), 6, 3);
    expect(formatText(gambler.result(s)!.summary)).toMatch(/reached 500/);
    expect(finishRound(shortGameOn('reach-500'), 3).over).toBe(true);
  });

  it('the view tells how many rounds the game lasts', () => {
    expect(gambler.view(shortGameOn(), 0).rounds).toBe(3);
    expect(gambler.view(gambler.setup({ seed: 1, players: 2 }), null).rounds).toBe(10);
    expect(gambler.view(gambler.setup({ seed: 1, players: 2, options: { end: 'reach-500' } }), null).rounds).toBe(20);
  });

  it('random short games reach the end within three rounds, every invariant holding', () => {
    const random = mulberry32(16);
    for (const players of [2, 3, 5]) {
      let s = gambler.setup({ seed: Math.floor(random() * 1e9), players, options: { length: 'short' } });
      for (let steps = 0; gambler.awaiting(s).kind !== 'end'; steps++) {
        expect(steps).toBeLessThan(5000);
        const w = gambler.awaiting(s);
        let input: Input<GamblerAction>;
        if (w.kind === 'throw') input = { kind: 'dice', faces: w.dice.map(() => 1 + Math.floor(random() * 6)) };
        else if (w.kind === 'decision') {
          const legal = gambler.legalActions(s);
          input = { kind: 'action', seat: w.seat, action: legal[Math.floor(random() * legal.length)]! };
        } else throw new Error(`unexpected ${w.kind}`);
        const r = gambler.apply(s, input);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        s = r.state;
        expect(gambler.invariants(s)).toEqual([]);
      }
      expect(s.round).toBe(3);
      expect(formatText(gambler.result(s)!.summary)).toMatch(/short game/);
    }
  });
});
