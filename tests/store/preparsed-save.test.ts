// A save the checker's worker parsed and replayed is taken as it is: the page
// must not parse and replay a long save a second time (that stalled the table
// for over a second with a 4 MB save). The text is the key: another text never
// picks up a kept parse.
import { describe, expect, it } from 'vitest';
import { toyPig, type ToyAction, type ToyState } from '../core/fixtures/toy-pig.ts';
import { newRecord, type SeatConfig } from '../../src/core/log.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { BotPort } from '../../src/store/session/bot-port.ts';
import { keepPreparsed, takePreparsed } from '../../src/store/session/preparsed-saves.ts';

const human: SeatConfig = { kind: 'human' };
const easy: SeatConfig = { kind: 'bot', level: 'easy' };

/** toy-pig whose apply counts its calls: a replay on this thread shows up in the count. */
function countingPig() {
  const calls = { apply: 0 };
  const module = { ...toyPig, apply: (s: ToyState, input: Parameters<typeof toyPig.apply>[1]) => (calls.apply++, toyPig.apply(s, input)) };
  return { module, calls };
}

const bot: BotPort = {
  choose: async (req) => toyPig.legalActions(req.state as ToyState)[0]!,
  aim: async (req) => ({ from: req.from, angle: 0, power: 0.4 }),
  dispose: () => undefined,
};

function session(module: typeof toyPig, seed: number) {
  const s = createSessionStore({
    module,
    record: newRecord<ToyAction>('toy-pig', toyPig.version, seed, [human, easy], { target: 20 }),
    bot,
    games: [module],
    wait: () => Promise.resolve(),
  });
  s.actions.start();
  return s;
}

function playedSave() {
  const a = session(toyPig, 8);
  a.actions.act({ type: 'roll' });
  a.actions.throwDice();
  const stage = a.store.getState().stage!;
  a.actions.settled(stage.id, { kind: 'dice', faces: [6, 6] });
  return { text: a.actions.exportSave(), record: a.store.getState().record, state: a.store.getState().live.state };
}

describe('a save read in the checker worker', () => {
  it('loads without a second parse or replay on the page', () => {
    const save = playedSave();
    const { module, calls } = countingPig();
    const b = session(module, 9);
    calls.apply = 0;
    keepPreparsed(save.text, { record: structuredClone(save.record), state: structuredClone(save.state) });
    expect(b.actions.importSave(save.text).ok).toBe(true);
    expect(calls.apply).toBe(0);
    expect(b.store.getState().record).toEqual(save.record);
    expect(b.store.getState().live.state).toEqual(save.state);
  });

  it('is used only for the very text it was read from, and only once', () => {
    const save = playedSave();
    const { module, calls } = countingPig();
    const b = session(module, 9);
    calls.apply = 0;
    keepPreparsed(save.text, { record: save.record, state: save.state });
    // Another file (here: the same game with one character changed) is parsed and checked as usual: refused.
    const edited = save.text.replace('"seed":8', '"seed":7');
    expect(b.actions.importSave(edited).ok).toBe(false);
    expect(takePreparsed(save.text)).toBeNull();
    // Without a kept parse the page reads the save itself (the replay runs here).
    expect(b.actions.importSave(save.text).ok).toBe(true);
    expect(calls.apply).toBeGreaterThan(0);
  });

  it('never takes a kept parse of another game', () => {
    const save = playedSave();
    const b = session(toyPig, 9);
    keepPreparsed(save.text, { record: { ...save.record, moduleId: 'gambler' }, state: save.state });
    expect(b.actions.importSave(save.text).ok).toBe(true);
    expect(b.store.getState().record.moduleId).toBe('toy-pig');
  });
});
