// What can be taken back: a doubt lifts the cup for everyone, so it confirms
// even when the doubter acts next (taking it back would put the cup back over
// dice the whole table has seen); a believe that leaves the cup shut does not
// reveal anything and confirms only by handing the game on.
import { describe, expect, it } from 'vitest';
import { newRecord } from '../../../src/core/log.ts';
import { undoLast } from '../../../src/core/undo.ts';
import { act, dice, game, run, table } from './support.ts';
import type { PonyAction } from '../../../src/games/pony-express/types.ts';

const riders = [{ pos: 5 }, { pos: 3 }, { pos: 1 }];

describe('undo in Mail Run', () => {
  it('a doubt that catches a bluff confirms, though the doubter decides next', () => {
    const claimed = run(table(3, riders), dice('9', '10', 'J', 'Q', 'A'), act(0, { type: 'claim', combo: 'three' }));
    const doubted = run(claimed, act(1, { type: 'doubt' }));
    expect(doubted.revealed).toBe(true);
    expect(game.awaiting(doubted)).toMatchObject({ kind: 'decision', seat: 1 }); // the default rule would let it be undone
    expect(game.isConfirming!(claimed, { type: 'doubt' })).toBe(true);
  });

  it('undo refuses to take back a doubt in a played game', () => {
    // A real record: play legal moves (claims of a pair, doubts) until a doubt has been made.
    const record = newRecord<PonyAction>('pony-express', game.version, 9, [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }]);
    let s = game.setup({ seed: 9, players: 3 });
    for (let i = 0; i < 200; i++) {
      const aw = game.awaiting(s);
      if (aw.kind === 'throw') {
        const input = dice(...(['9', '10', 'J', 'Q', 'A'] as const).slice(0, aw.dice.length));
        s = run(s, input);
        record.inputs.push({ input });
        continue;
      }
      if (aw.kind !== 'decision') break;
      const legal = game.legalActions(s);
      const action = legal.find((a) => a.type === 'doubt') ?? legal.find((a) => a.type === 'claim' && a.combo === 'three') ?? legal[0]!;
      s = run(s, act(aw.seat, action));
      record.inputs.push({ input: act(aw.seat, action) });
      if (action.type === 'doubt') {
        expect(s.revealed).toBe(true);
        expect(undoLast(game, record, aw.seat)).toMatchObject({ ok: false, error: { code: 'confirmed' } });
        return;
      }
    }
    throw new Error('no doubt was made');
  });
});
