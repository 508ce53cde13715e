// Replay steps are never lost: a step asked for while a throw is still being
// re-simulated on the table waits its turn and is taken as soon as it settles,
// so ten quick clicks on "Step" move ten inputs on.
import { describe, expect, it } from 'vitest';
import { toyPig, type ToyAction } from '../core/fixtures/toy-pig.ts';
import { newRecord } from '../../src/core/log.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { BotPort } from '../../src/store/session/bot-port.ts';

const noBot: BotPort = { choose: () => Promise.reject(new Error('none')), aim: () => Promise.reject(new Error('none')), dispose: () => undefined };

/** A toy game (the human seat plays) of `rolls` roll-and-throw pairs (faces without a 1, so the pot grows). */
function played(rolls: number) {
  const s = createSessionStore({
    module: toyPig,
    record: newRecord<ToyAction>('toy-pig', toyPig.version, 4, [{ kind: 'human' }, { kind: 'bot', level: 'easy' }], { target: 30 }),
    bot: noBot,
    games: [toyPig],
    storage: null,
    wait: () => Promise.resolve(),
  });
  s.actions.start();
  for (let i = 0; i < rolls; i++) {
    expect(s.actions.act({ type: 'roll' }).ok).toBe(true);
    expect(s.actions.throwDice().ok).toBe(true);
    const st = s.store.getState().stage!;
    s.actions.settled(st.id, { kind: 'dice', faces: [3, 4] });
  }
  return s;
}

/** What the table does with a replay stage: re-runs it and reports the recorded result. */
function settleReplayStage(s: ReturnType<typeof played>): boolean {
  const st = s.store.getState().stage;
  if (!st || st.mode !== 'replay') return false;
  s.actions.settled(st.id, st.expected!);
  return true;
}

describe('replay steps', () => {
  it('counts every one of ten quick step clicks, throws included', () => {
    const s = played(6);
    s.actions.startReplay();
    for (let i = 0; i < 10; i++) s.actions.replayStep(1);
    // Clicks made while the table was busy wait; each settled throw lets the next one go.
    for (let guard = 0; guard < 20 && settleReplayStage(s); guard++);
    expect(s.store.getState().replay).toMatchObject({ step: 10, queued: 0, checked: 5, mismatches: [] });
    s.actions.dispose();
  });

  it('a step back while a throw re-runs takes back a waiting step; no queue runs past the end', () => {
    const s = played(2);
    s.actions.startReplay();
    s.actions.replayStep(1); // roll (no physics)
    s.actions.replayStep(1); // throw: on the table now
    for (let i = 0; i < 5; i++) s.actions.replayStep(1);
    expect(s.store.getState().replay?.queued).toBe(2); // only two inputs are left after this throw
    s.actions.replayStep(-1);
    expect(s.store.getState().replay?.queued).toBe(1);
    while (settleReplayStage(s));
    expect(s.store.getState().replay).toMatchObject({ step: 3, queued: 0 });
    s.actions.dispose();
  });
});
