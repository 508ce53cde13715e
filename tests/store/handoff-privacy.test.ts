// Hot-seat privacy: while the pass-the-device screen is up, the session shows
// only what every seat may see (the spectator's view), never the previous
// seat's hidden dice or cards. Two humans play Mail Run to Sacramento: the
// first throws under the cup and claims; behind the handoff to the second,
// the live view must be module.view(state, null).
import { describe, expect, it } from 'vitest';
import { newRecord, type SeatConfig } from '../../src/core/log.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { BotPort } from '../../src/store/session/bot-port.ts';
import { ponyExpress, type PonyAction, type PonyView } from '../../src/games/pony-express/index.ts';
import type { PokerFace } from '../../src/core/dice-kinds.ts';

const human: SeatConfig = { kind: 'human' };
const noBot: BotPort = {
  choose: () => Promise.reject(new Error('no bot here')),
  aim: () => Promise.reject(new Error('no bot here')),
  dispose: () => undefined,
};

function hotSeat(seed: number) {
  const s = createSessionStore({
    module: ponyExpress,
    record: newRecord<PonyAction>('pony-express', ponyExpress.version, seed, [human, human]),
    bot: noBot,
    games: [ponyExpress],
    storage: null,
    wait: () => Promise.resolve(),
  });
  s.actions.start();
  return s;
}

const FACES: PokerFace[] = ['J', '10', '9', 'K', 'A'];

describe('the pass-the-device screen', () => {
  it('shows the spectator view, not the previous seat\'s hidden dice and cards', () => {
    const s = hotSeat(5);
    let checked = 0;
    let sawHiddenClaim = false;
    for (let step = 0; step < 60 && !sawHiddenClaim; step++) {
      const st = s.store.getState();
      if (st.handoff !== null) {
        expect(st.viewer).toBeNull();
        expect(st.live.view).toEqual(ponyExpress.view(st.live.state, null));
        expect(s.actions.view()).toEqual(ponyExpress.view(st.live.state, null));
        const v = st.live.view as PonyView;
        expect(v.riders.every((r) => r.hand === null)).toBe(true);
        checked++;
        if (v.phase.kind === 'challenge') {
          // The claimer's dice lie under the cup: nobody behind the screen sees their faces.
          expect(v.dice.filter((d) => d.where === 'cup').length).toBeGreaterThan(0);
          expect(v.dice.filter((d) => d.where === 'cup').every((d) => d.face === null)).toBe(true);
          sawHiddenClaim = true;
          break;
        }
        s.actions.confirmHandoff();
        expect(s.store.getState().viewer).toBe(st.handoff);
        continue;
      }
      const stage = st.stage;
      if (stage?.kind === 'throw') {
        expect(s.actions.throwDice().ok).toBe(true);
        s.actions.settled(stage.id, { kind: 'dice', faces: FACES.slice(0, stage.kinds.length) });
        continue;
      }
      const legal = s.actions.legalActions() as PonyAction[];
      const choice =
        legal.find((a) => a.type === 'claim' && a.combo === 'pair') ??
        legal.find((a) => a.type === 'keep-card') ??
        legal.find((a) => a.type === 'ride') ??
        legal[0];
      expect(choice).toBeDefined();
      expect(s.actions.act(choice!).ok).toBe(true);
    }
    expect(sawHiddenClaim).toBe(true);
    expect(checked).toBeGreaterThanOrEqual(2);
    s.actions.dispose();
  });
});
