// Hot-seat: the pass-the-device wall only where the next seat will see
// something the others may not (Mail Run's cards and cup); in the games
// without hidden information a change of seat is a banner naming the seat.
import { describe, expect, it } from 'vitest';
import type { Input, AnyGameModule } from '../../src/core/contract.ts';
import { newRecord, type SeatConfig } from '../../src/core/log.ts';
import { samplePhysical } from '../../src/core/outcome-model.ts';
import { randomFromSeed } from '../../src/core/rng.ts';
import { loadGames } from '../../src/games/registry.ts';
import { carsonCity, type CarsonAction } from '../../src/games/carson-city/index.ts';
import type { BotPort } from '../../src/store/session/bot-port.ts';
import { seatChange, seesPrivate } from '../../src/store/session/logic.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import { toyPig } from '../core/fixtures/toy-pig.ts';

const human: SeatConfig = { kind: 'human' };
const bot: SeatConfig = { kind: 'bot', level: 'easy' };
const noBot: BotPort = {
  choose: () => Promise.reject(new Error('no bot here')),
  aim: () => Promise.reject(new Error('no bot here')),
  dispose: () => undefined,
};

/** Every position of a random playout (uniform legal moves, sampled physics), at most `n` inputs. */
function positions(module: AnyGameModule, players: number, n: number): unknown[] {
  const random = randomFromSeed(9);
  let state = module.setup({ seed: 9, players, options: {} });
  const out = [state];
  for (let i = 0; i < n; i++) {
    const aw = module.awaiting(state);
    if (aw.kind === 'end') break;
    const legal = module.legalActions(state);
    const input: Input<unknown> = aw.kind === 'decision' ? { kind: 'action', seat: aw.seat, action: legal[Math.floor(random() * legal.length)] } : samplePhysical(module, state, aw, random);
    const res = module.apply(state, input);
    if (!res.ok) throw new Error(res.error.message);
    state = res.state;
    out.push(state);
  }
  return out;
}

describe('whether a seat sees something private', () => {
  it('never in Silver Creek County, Tableau Gulch, Main Street and Gold in the Rivers; always in Mail Run (its hand of cards)', async () => {
    const games = await loadGames();
    const privateIn = games.filter((g) => positions(g, 2, 250).some((s) => [0, 1].some((seat) => seesPrivate(g, s, seat)))).map((g) => g.id);
    expect(privateIn).toEqual(['pony-express']);
    const pony = games.find((g) => g.id === 'pony-express')!;
    expect(positions(pony, 2, 250).every((s) => seesPrivate(pony, s, 0) && seesPrivate(pony, s, 1))).toBe(true);
  });

  it("the view's own seat field is no secret, a secret bounty card is", () => {
    const s = toyPig.setup({ seed: 1, players: 2 });
    expect(seesPrivate(toyPig, s, 0)).toBe(true);
    const open = { ...toyPig, view: (st: typeof s, seat: number | null) => ({ seat, pot: st.pot }) };
    expect(seesPrivate(open, s, 0)).toBe(false);
  });
});

describe('how the screen changes seat', () => {
  const yes = () => true;
  const no = () => false;
  it('not at all for one human, or when the next seat is on screen already', () => {
    expect(seatChange([human, bot], 0, 0, yes)).toBe('none');
    expect(seatChange([human, human], 1, 1, yes)).toBe('none');
  });
  it('a wall when the next seat sees something private, else a banner', () => {
    expect(seatChange([human, human], 0, 1, yes)).toBe('wall');
    expect(seatChange([human, human], 0, 1, no)).toBe('banner');
    expect(seatChange([human, human, bot], null, 0, no)).toBe('banner');
  });
});

describe('a Silver Creek County hot-seat game', () => {
  it('changes seat with a banner, never the wall, and the screen shows the seat to act', () => {
    const s = createSessionStore({
      module: carsonCity,
      record: newRecord<CarsonAction>('carson-city', carsonCity.version, 4, [human, human]),
      bot: noBot,
      games: [carsonCity],
      storage: null,
      wait: () => Promise.resolve(),
    });
    s.actions.start();
    const random = randomFromSeed(3);
    const banners: number[] = [];
    const seatsToAct: number[] = [];
    for (let step = 0; step < 200 && seatsToAct.length < 12; step++) {
      const st = s.store.getState();
      expect(st.handoff, `no wall at step ${step}`).toBeNull();
      if (st.turnBanner && banners.at(-1) !== st.turnBanner.id) banners.push(st.turnBanner.id);
      const aw = st.live.awaiting;
      if (aw.kind === 'end') break;
      expect(st.viewer, 'the seat to act is on screen').toBe(aw.seat);
      if (seatsToAct.at(-1) !== aw.seat) seatsToAct.push(aw.seat);
      expect(st.turnBanner?.seat).toBe(aw.seat);
      if (st.stage?.kind === 'throw') {
        expect(s.actions.throwDice().ok).toBe(true);
        s.actions.settled(st.stage.id, { kind: 'dice', faces: st.stage.kinds.map(() => 1 + Math.floor(random() * 6)) });
        continue;
      }
      const legal = s.actions.legalActions() as CarsonAction[];
      expect(s.actions.act(legal[0]!).ok).toBe(true);
    }
    // Seat 1 first, then every change of seat: each named by one banner.
    expect(seatsToAct.length).toBeGreaterThanOrEqual(6);
    expect(banners.length, `a banner at each change of seat (${seatsToAct.join(' ')})`).toBe(seatsToAct.length);
    s.actions.dispose();
  });
});
