// What resolution settled between two positions (rules/settled.ts): the
// contests in the board's order, the wages paid, a duel's dice and winner read
// from the rules' log, and where the setup dice put the town centre.
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/i18n/format-message.ts';
import { paidIn, parseDuel, settledBetween, setupLanding, waitingAt } from '../../../src/games/carson-city/rules/settled.ts';
import { CENTRE, CENTRE_FACES, MOUNTAIN_FACES, act, dice, game, run, square, turnOne } from './support.ts';
import { againstMessage, logLine, seatMessage, seatsMessage } from '../../../src/games/carson-city/log-messages.ts';
import { listMessage } from '../../../src/core/message.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

/** Turn 1: Banker (seat 0, first) and Coolie; wages for seat 0, both on three roads, then both pass. */
function duelOnRoads() {
  let s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }), act(1, { type: 'character', character: 'coolie' }));
  s = run(s, act(0, { type: 'place', target: square('wages') }), act(1, { type: 'place', target: square('roads3') }), act(0, { type: 'place', target: square('roads3') }), act(1, { type: 'pass' }));
  const beforeLastPass = s;
  const resolving = run(s, act(0, { type: 'pass' }));
  return { beforeLastPass, resolving };
}

describe('carson-city: what resolution settled', () => {
  it('the last pass settles wages (paying $4) and stops at the duel for three roads', () => {
    const { beforeLastPass, resolving } = duelOnRoads();
    const settled = settledBetween(beforeLastPass, resolving);
    expect(settled.map((v) => formatMessage(v.caption))).toEqual(['Wages']);
    expect(settled[0]!.paid).toEqual([{ seat: 0, amount: 4 }]);
    expect(waitingAt(resolving)).toEqual({ kind: 'square', square: 'roads3' });
  });

  it('a settled duel gives its faces, totals and winner at its square, then the contests after it', () => {
    const { resolving } = duelOnRoads();
    const after = run(resolving, dice(6), dice(1));
    const settled = settledBetween(resolving, after);
    expect(settled[0]!.contest).toEqual({ kind: 'square', square: 'roads3' });
    const duel = settled[0]!.duel!;
    expect(duel.seats).toEqual([0, 1]);
    expect(duel.faces).toEqual([6, 1]);
    expect(duel.winner).toBe(0);
    expect(settled.some((v) => v.contest.kind === 'estate')).toBe(true);
  });

  it('nothing is settled while the seats still place', () => {
    const { beforeLastPass } = duelOnRoads();
    const s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }));
    expect(settledBetween(s, run(s, act(1, { type: 'character', character: 'coolie' })))).toEqual([]);
    expect(settledBetween(beforeLastPass, beforeLastPass)).toEqual([]);
  });

  it('reads duels and payments from the rules’ own log messages (ids and values, not words)', () => {
    const roll = (seat: number, face: number, bonus: number) => logLine('duelRoll', { seat: seatMessage(seat), face, bonus, total: face + bonus });
    const duelLine = logLine('duel', { rolls: listMessage([roll(0, 4, 5), roll(1, 3, 2)]), winner: seatMessage(0) });
    expect(formatText(duelLine)).toBe('Duel: Player 1 4 + 5 = 9, Player 2 3 + 2 = 5; Player 1 wins.');
    expect(parseDuel(duelLine)).toEqual({ seats: [0, 1], faces: [4, 3], totals: [9, 5], winner: 0 });
    expect(parseDuel(logLine('duelFor', { contest: logLine('contestEstate'), seats: againstMessage([0, 1]) }))).toBeNull();
    const paid = paidIn([
      logLine('wages', { seats: seatsMessage([0, 0, 1]) }),
      logLine('parcelIncome', { seat: seatMessage(1), n: 6 }),
      logLine('estate', { list: listMessage([logLine('seatDollars', { seat: seatMessage(0), n: 3 }), logLine('seatDollars', { seat: seatMessage(1), n: 0 })]) }),
      logLine('gambles', { seat: seatMessage(0), a: 3, b: 4, sum: 7 }),
    ]);
    expect(paid.get('wages')).toEqual([{ seat: 0, amount: 8 }, { seat: 1, amount: 4 }]);
    expect(paid.get('parcel-income')).toEqual([{ seat: 1, amount: 6 }]);
    expect(paid.get('estate')).toEqual([{ seat: 0, amount: 3 }]);
    expect(paid.get('gambling')).toEqual([{ seat: 0, amount: 7 }]);
  });

  it('the setup dice land the town centre on the parcel their faces name; the mountains thrown together name none', () => {
    const start = game.setup({ seed: 7, players: 2, options: { length: 'standard' } });
    const centred = run(start, dice(...CENTRE_FACES));
    const landing = setupLanding(start, centred)!;
    expect(landing.cell).toBe(CENTRE);
    expect(centred.map[landing.cell]!.piece).toBe('house');
    expect(setupLanding(centred, run(centred, dice(...MOUNTAIN_FACES.flat())))).toBeNull();
    expect(setupLanding(centred, centred)).toBeNull();
  });
});
