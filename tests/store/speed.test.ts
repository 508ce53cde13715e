// The speed setting for watching bots: remembered, and read by the session's
// pauses at each use (a bot's think and throw pauses shrink at "fast").
import { afterEach, describe, expect, it } from 'vitest';
import { toyPig, type ToyAction, type ToyState } from '../core/fixtures/toy-pig.ts';
import { newRecord } from '../../src/core/log.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { BotPort } from '../../src/store/session/bot-port.ts';
import { readSpeed, setSpeed, SPEED_KEY, TIMINGS } from '../../src/store/session/speed.ts';
import { skipGlides } from '../../src/store/session/speed.ts';

const memory = () => {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

afterEach(() => setSpeed('normal', null));

describe('the speed setting', () => {
  it('is remembered, and anything unknown reads as normal', () => {
    const m = memory();
    expect(readSpeed(m)).toBe('normal');
    setSpeed('fast', m);
    expect(m.data.get(SPEED_KEY)).toBe('fast');
    expect(readSpeed(m)).toBe('fast');
    m.setItem(SPEED_KEY, 'ludicrous');
    expect(readSpeed(m)).toBe('normal');
    expect(readSpeed({ getItem: () => { throw new Error('blocked'); }, setItem: () => undefined })).toBe('normal');
  });

  it('fast: the session pauses less before a bot moves and throws, and glides are skipped', async () => {
    const waits: number[] = [];
    const bot: BotPort = {
      choose: async (req) => toyPig.legalActions(req.state as ToyState)[0],
      aim: () => Promise.reject(new Error('no flicks')),
      dispose: () => undefined,
    };
    const s = createSessionStore({
      module: toyPig,
      record: newRecord<ToyAction>('toy-pig', toyPig.version, 3, [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], { target: 20 }),
      bot,
      games: [toyPig],
      storage: null,
      wait: (ms) => {
        waits.push(ms);
        return new Promise(() => undefined); // never resolves: we only look at the pause asked for
      },
    });
    s.actions.start();
    expect(waits.at(-1)).toBe(s.store.getState().stage ? TIMINGS.normal.throwDelayMs : TIMINGS.normal.thinkMs);
    expect(skipGlides()).toBe(false);
    setSpeed('fast', null);
    expect(skipGlides()).toBe(true);
    s.actions.startReplay();
    s.actions.stopReplay(); // schedules the bot again, now at the fast speed
    expect(waits.at(-1)).toBe(s.store.getState().stage ? TIMINGS.fast.throwDelayMs : TIMINGS.fast.thinkMs);
    expect(TIMINGS.fast.thinkMs).toBeLessThan(TIMINGS.normal.thinkMs / 2);
    s.actions.dispose();
  });
});
