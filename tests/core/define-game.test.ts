// defineGame assembles a module from a game's own parts: its rules' functions
// and hooks pass through untouched, and its log is the state's log with the
// score lines once the game has a result, the seats named by the game's noun.
import { describe, expect, it } from 'vitest';
import { defineGame } from '../../src/core/define-game.ts';
import { toyPig, type ToyState } from './fixtures/toy-pig.ts';

const { setup, awaiting, legalActions, apply, view, result, invariants, describeAction } = toyPig;
const rules = { setup, awaiting, legalActions, apply, view, result, invariants, describeAction };
const own = { id: 'toy-pig', title: 'Bandit Pig', blurb: 'toy', version: 3, minPlayers: 2, maxPlayers: 3, options: [], errorCodes: toyPig.errorCodes, bot: toyPig.bot! };
const start = (): ToyState => toyPig.setup({ seed: 5, players: 2 });

describe('defineGame', () => {
  it('carries the rules and the game’s own parts as they were written', () => {
    const game = defineGame(rules, own);
    expect(game.apply).toBe(apply);
    expect(game.setup).toBe(setup);
    expect(game.bot).toBe(own.bot);
    expect(game.version).toBe(3);
  });

  it('logs the rules’ lines alone while the game runs', () => {
    const s = { ...start(), log: ['Player 1 rolls 4 and 5.'] };
    expect(defineGame(rules, own).log(s)).toEqual(['Player 1 rolls 4 and 5.']);
  });

  it('adds the score lines once there is a result, naming seats by the game’s seat noun', () => {
    const over: ToyState = { ...start(), scores: [21, 4], phase: 'over', log: ['Player 1 banks.'] };
    expect(result(over)).not.toBeNull();
    const lines = defineGame(rules, { ...own, seatNoun: 'Rider' }).log(over);
    expect(lines[0]).toBe('Player 1 banks.');
    expect(lines.slice(1).some((l) => typeof l === 'string' && l.startsWith('Final score, Rider 1:'))).toBe(true);
    expect(defineGame(rules, own).log(over).slice(1).every((l) => typeof l === 'string' && !l.includes('Rider'))).toBe(true);
  });

  it('with seatMessage, the score lines are messages naming seats as the log does', () => {
    const over: ToyState = { ...start(), scores: [21, 4], phase: 'over', log: ['Player 1 banks.'] };
    const lines = defineGame(rules, own, { seatMessage: (seat) => ({ id: 'toy.seat', values: { n: seat + 1 } }) }).log(over);
    expect(lines[0]).toBe('Player 1 banks.');
    expect(lines[1]).toMatchObject({ id: 'score.final', values: { seat: { id: 'toy.seat', values: { n: 1 } }, total: result(over)!.scores[0] } });
  });
});
