// The Mail Run table's hands without a browser: where our pieces lie (inside
// the rail, dice under the cup's rim, piles apart, signs off the board), the
// flick framing, and the controller and keys the 3D dice, the tiles and the
// keyboard drive (pick dice, re-throw under the cup or openly, refusals with
// a reason, believe / doubt) on a real session store with known faces fed in
// where the table reports settled dice.
import { describe, expect, it } from 'vitest';
import { newRecord, type SeatConfig } from '../../../src/core/log.ts';
import { createSessionStore } from '../../../src/store/session/store.ts';
import type { BotPort } from '../../../src/store/session/bot-port.ts';
import { ponyExpress, type PonyAction, type PonyState, type PonyView } from '../../../src/games/pony-express/index.ts';
import { BOARD } from '../../../src/games/pony-express/data/board.ts';
import { controllerFor } from '../../../src/games/pony-express/view/hud/controller.ts';
import { PONY_KEY_MAP } from '../../../src/games/pony-express/view/hud/keys.ts';
import { pressKey } from '../../../src/scene/kit/keymap.ts';
import { CUP_SCALE, SHOWN_SCALE, DIE_HALF } from '../../../src/games/pony-express/view/board/layout.ts';
import { CUP_SPOT, OPEN_SPOT, cupSlot, openSlot, pileSpot, signSpot } from '../../../src/games/pony-express/table-spots.ts';
import { frameFlick } from '../../../src/scene/kit/index.ts';
import { TABLE } from '../../../src/physics/table.ts';
import type { PokerFace } from '../../../src/core/dice-kinds.ts';

const human: SeatConfig = { kind: 'human' };
const easy: SeatConfig = { kind: 'bot', level: 'easy' };
const inside = (p: { x: number; z: number }) => Math.abs(p.x) < TABLE.inner.width / 2 && Math.abs(p.z) < TABLE.inner.depth / 2;

describe('pony express table layout', () => {
  it('hides five shown dice under the cup and lays the open row out apart, both off the board', () => {
    const cupRadius = 3.8 * CUP_SCALE;
    for (let i = 0; i < 5; i++) {
      const c = cupSlot(i);
      // The die's far corner stays inside the cup's rim.
      expect(Math.hypot(c.x - CUP_SPOT.x, c.z - CUP_SPOT.z) + DIE_HALF * SHOWN_SCALE * Math.SQRT2).toBeLessThan(cupRadius);
      for (let j = 0; j < i; j++) expect(Math.hypot(c.x - cupSlot(j).x, c.z - cupSlot(j).z)).toBeGreaterThan(2 * DIE_HALF * SHOWN_SCALE);
      const o = openSlot(i);
      expect(inside(o) && inside(c)).toBe(true);
      if (i > 0) expect(o.x - openSlot(i - 1).x).toBeGreaterThan(2 * DIE_HALF * SHOWN_SCALE);
      expect(o.z).toBeGreaterThan(BOARD.z + BOARD.depth / 2);
      expect(c.z).toBeGreaterThan(BOARD.z + BOARD.depth / 2);
    }
    expect(Math.abs(OPEN_SPOT.x - CUP_SPOT.x)).toBeGreaterThan(20);
  });

  it('puts every gold pile and its sign inside the rail, apart, and clear of the board', () => {
    for (let seats = 2; seats <= 5; seats++) {
      const owners: (number | 'bank')[] = [...Array.from({ length: seats }, (_, s) => s), 'bank'];
      const piles = owners.map((o) => pileSpot(o, seats));
      piles.forEach((p, i) => {
        expect(inside(p)).toBe(true);
        const sign = signSpot(owners[i]!, seats);
        expect(sign.x + 3.6).toBeLessThanOrEqual(BOARD.x - BOARD.width / 2);
        for (let j = 0; j < i; j++) expect(Math.hypot(p.x - piles[j]!.x, p.z - piles[j]!.z)).toBeGreaterThanOrEqual(6.5);
      });
    }
  });

  it('frames a flick from above its start and targets, further away for a longer flick', () => {
    const near = frameFlick({ from: { x: 6, z: -32 }, setup: { die: 'poker', figures: [{ id: 'indian-0', model: 'indian', x: -30, z: -33, role: 'target' }] } });
    const far = frameFlick({ from: { x: 34.8, z: -29.8 }, setup: { die: 'poker', figures: [{ id: 'rider-1', model: 'rider', x: -41, z: 9, role: 'target' }, { id: 'rider-2', model: 'rider', x: 0, z: -25, role: 'bystander' }] } });
    const dist = (h: typeof near) => Math.hypot(h.position[0] - h.target[0], h.position[1] - h.target[1], h.position[2] - h.target[2]);
    expect(dist(far)).toBeGreaterThan(dist(near));
    expect(near.target[0]).toBeCloseTo(-12, 0);
    for (const h of [near, far]) expect(h.position[1]).toBeGreaterThan(h.position[2] - h.target[2]);
  });
});

function newSession(seed: number) {
  const port: BotPort = {
    // Bots keep their first card and believe; enough to reach the human's turn.
    choose: async (req) => {
      const legal = ponyExpress.legalActions(req.state as PonyState);
      return legal.find((a) => a.type === 'believe') ?? legal[0];
    },
    aim: async () => ({ from: { x: 0, z: 0 }, angle: 0, power: 0.5 }),
    dispose: () => undefined,
  };
  const s = createSessionStore({
    module: ponyExpress,
    record: newRecord<PonyAction>('pony-express', ponyExpress.version, seed, [human, easy, easy]),
    bot: port,
    games: [ponyExpress],
    storage: null,
    wait: () => Promise.resolve(),
  });
  s.actions.start();
  return s;
}
type Session = ReturnType<typeof newSession>;
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
};
const viewOf = (s: Session) => s.store.getState().live.view as PonyView;

/** Plays the human's draft and turn start and settles its first throw with `faces`. */
async function toDecide(s: Session, faces: PokerFace[]): Promise<void> {
  const keep = (s.actions.legalActions() as PonyAction[]).find((a) => a.type === 'keep-card')!;
  expect(s.actions.act(keep).ok).toBe(true);
  // The turn starts with a choice only when a card could be played first.
  const ready = () => ['start', 'throw'].includes(viewOf(s).phase.kind) && viewOf(s).turn === 0;
  for (let i = 0; i < 50 && !ready(); i++) await flush();
  if (viewOf(s).phase.kind === 'start') expect(s.actions.act({ type: 'ride' }).ok).toBe(true);
  expect(s.actions.throwDice().ok).toBe(true);
  const stage = s.store.getState().stage!;
  s.actions.settled(stage.id, { kind: 'dice', faces });
  expect(viewOf(s).phase.kind).toBe('decide');
}

describe('pony express table controller', () => {
  it('picks dice by toggling and re-throws them under the cup: the kept die comes out open', async () => {
    const s = newSession(3);
    const c = controllerFor(s);
    c.picking.toggle(0);
    expect(c.picking.store.getState().selected).toEqual([]); // not deciding yet: ignored
    await toDecide(s, ['K', 'K', '9', '10', 'J']);
    expect(c.deciding()).toBe(true);
    for (const d of [2, 3, 4, 1]) c.picking.toggle(d);
    c.picking.toggle(1);
    expect(c.picking.store.getState().selected).toEqual([2, 3, 4]);
    expect(c.rethrow('cup')).toBe(true);
    const v = viewOf(s);
    expect(v.phase).toEqual({ kind: 'rethrow-throw', dice: [2, 3, 4], landing: 'cup' });
    expect(v.dice.slice(0, 2).map((d) => d.where)).toEqual(['open', 'open']);
    expect(c.picking.store.getState().selected).toEqual([]);
    s.actions.dispose();
  });

  it('refuses a re-throw of no dice or of all five with a reason, and the keys do the same as the buttons', async () => {
    const s = newSession(4);
    const c = controllerFor(s);
    await toDecide(s, ['A', 'Q', '9', '9', 'J']);
    expect(c.rethrow('open')).toBe(false);
    expect(c.picking.store.getState().hint).toMatch(/pick the dice/i);
    for (let d = 0; d < 5; d++) c.picking.toggle(d);
    expect(c.rethrow('open')).toBe(false);
    expect(c.picking.store.getState().hint).toMatch(/at least one die/i);
    expect(pressKey(PONY_KEY_MAP, c, '5')).toBe(true); // unpick die 5
    expect(c.picking.store.getState().selected).toEqual([0, 1, 2, 3]);
    // The arrows walk the five dice (wrapping), Enter picks the one under the cursor.
    expect(pressKey(PONY_KEY_MAP, c, 'ArrowRight')).toBe(true);
    expect(c.picking.store.getState().cursor).toBe(0);
    expect(pressKey(PONY_KEY_MAP, c, 'ArrowUp')).toBe(true);
    expect(c.picking.store.getState().cursor).toBe(4);
    expect(pressKey(PONY_KEY_MAP, c, 'ArrowDown')).toBe(true);
    expect(c.picking.store.getState().cursor).toBe(0);
    expect(pressKey(PONY_KEY_MAP, c, 'Enter')).toBe(true); // unpick die 1
    expect(pressKey(PONY_KEY_MAP, c, 'Enter')).toBe(true); // and pick it again
    expect(c.picking.probe()).toMatchObject({ lit: [0, 1, 2, 3, 4], selected: [0, 1, 2, 3], cursor: 0 });
    expect(pressKey(PONY_KEY_MAP, c, 'o')).toBe(true);
    const v = viewOf(s);
    expect(v.phase).toEqual({ kind: 'rethrow-throw', dice: [0, 1, 2, 3], landing: 'open' });
    expect(v.dice[4]!.where).toBe('cup'); // kept hidden under the cup
    expect(pressKey(PONY_KEY_MAP, c, 'x')).toBe(false);
    expect(pressKey(PONY_KEY_MAP, c, 'ArrowRight')).toBe(false); // no dice to pick while they roll
    s.actions.dispose();
  });
});
