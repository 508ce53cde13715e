// The turn panel's status line says what the live buttons allow: never "the
// turn is over" while Stop or Throw again can be pressed, the same throw count
// as the rules' prompt ("throw k of 5"), and nothing left over from the last turn.
import { describe, expect, it } from 'vitest';
import { gambler } from '../../../src/games/gambler/index.ts';
import { turnStatus } from '../../../src/games/gambler/turn-status.ts';
import type { GamblerView, TurnState } from '../../../src/games/gambler/types.ts';
import { anyFits } from '../../../src/games/gambler/dice-fit.ts';
import { withoutSeat } from '../../../src/ui/session/prompt-text.ts';
import { seatName } from '../../../src/games/gambler/rules/state.ts';
import { arrange, gameOn, place, roll } from './helpers.ts';
import { formatText } from '../../../src/i18n/format-message.ts';
import type { Message } from '../../../src/core/message.ts';

const text = (m: Message | null): string | null => (m ? formatText(m) : null);
const all = (st: ReturnType<typeof turnStatus>) => ({ throwCount: text(st.throwCount), placedCount: text(st.placedCount), demand: text(st.demand) });

const base = gambler.view(gambler.setup({ seed: 7, players: 2, options: { end: 'tenth-tableau' } }), 0);
const withTurn = (turn: TurnState): GamblerView => ({ ...base, turn });
const facts = { who: 'Seat 1', fits: true };

describe('gambler status line', () => {
  it('before a throw: counts the awaited throw as the prompt does', () => {
    const v = withTurn({ throws: 1, placed: 1, placedSinceThrow: 1, faces: null, hand: 4 });
    const st = turnStatus(v, facts);
    const aw = gambler.awaiting({ ...gambler.setup({ seed: 7, players: 2, options: { end: 'tenth-tableau' } }), turn: v.turn });
    expect(text(st.throwCount)).toBe('Throw 2 of 5');
    expect(aw.kind === 'throw' && aw.prompt).toContain('throw 2 of 5');
    expect(text(st.demand)).toBe('Seat 1 throws 4 dice.');
  });

  it('after placing, with no other die fitting: stop or throw again, never "the turn is over"', () => {
    const v = withTurn({ throws: 2, placed: 2, placedSinceThrow: 1, faces: [null, 6, 6], hand: 2 });
    const st = turnStatus(v, { ...facts, fits: false });
    expect(text(st.throwCount)).toBe('Throw 2 of 5');
    expect(text(st.demand)).toBe('None of the other dice fits: stop, or throw the 2 dice again.');
    expect(text(st.demand)).not.toMatch(/over/);
  });

  // Dry Gulch with its 6, its 1 1, its 2 4 6 and its 3 3 filled: a 5 fits the stars (5 _ _), a 2 the run (1 _ _), a 6 nothing.
  const gulch = () => arrange(gameOn(1), { rows: [[6], [1, 1], [5], [2, 4, 6], [1], [3, 3]], supply: [10, 10] });
  const bothLines = (state: ReturnType<typeof gulch>) => {
    const aw = gambler.awaiting(state);
    const v = gambler.view(state, 0);
    const prompt = aw.kind === 'decision' ? withoutSeat(aw.prompt, seatName(state.active)) : null;
    return { prompt: `${prompt}.`, panel: text(turnStatus(v, { who: 'Player 1', fits: anyFits(v) }).demand) };
  };

  it('the prompt and the panel say the same when none of the other dice fits (issue 21: one said "place more dice")', () => {
    const s = place(roll(gulch(), 5, 6, 6, 6, 6), 5, 2);
    expect(bothLines(s)).toEqual({
      prompt: 'None of the other dice fits: stop, or throw the 4 dice again.',
      panel: 'None of the other dice fits: stop, or throw the 4 dice again.',
    });
  });

  it('the prompt and the panel say the same when more dice fit, and right after a throw', () => {
    const thrown = roll(gulch(), 5, 2, 6, 6, 6);
    expect(bothLines(thrown)).toEqual({ prompt: 'Place at least one fitting die.', panel: 'Place at least one fitting die.' });
    const s = place(thrown, 5, 2);
    const { prompt, panel } = bothLines(s);
    expect(prompt).toBe('Place more dice, stop, or throw the 4 dice again.');
    expect(panel).toBe(prompt);
  });

  it('with no throw left, only stopping is offered', () => {
    const v = withTurn({ throws: 5, placed: 3, placedSinceThrow: 1, faces: [null, 2], hand: 1 });
    expect(text(turnStatus(v, facts).demand)).toBe('Place more dice, or stop (no throw left).');
    expect(text(turnStatus(v, { ...facts, fits: false }).demand)).toBe('None of the other dice fits: stop (no throw left).');
  });

  it('right after a throw: at least one die must be placed', () => {
    const v = withTurn({ throws: 1, placed: 0, placedSinceThrow: 0, faces: [1, 2, 3, 4, 5], hand: 5 });
    expect(all(turnStatus(v, facts))).toEqual({ throwCount: 'Throw 1 of 5', placedCount: 'Placed 0 of 5', demand: 'Place at least one fitting die.' });
  });

  it('a new turn after one that ended with nothing fitting shows only the new turn', () => {
    const v: GamblerView = { ...withTurn({ throws: 0, placed: 0, placedSinceThrow: 0, faces: null, hand: 5 }), log: [{ id: 'gambler.log.threw-nothing-fits', values: { seat: 'Seat 1', faces: '6 6' } }] };
    const st = turnStatus(v, { who: 'Seat 2', fits: false });
    expect(all(st)).toEqual({ throwCount: 'Throw 1 of 5', placedCount: 'Placed 0 of 5', demand: 'Seat 2 throws 5 dice.' });
  });
});
