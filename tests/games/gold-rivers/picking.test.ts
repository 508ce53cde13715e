// Gold in the Rivers on the kit's picking (view/hud/controller.ts, GOLD_PICKING):
// over real positions, what is lit and what clicks do are exactly the rules'
// (a row by its two ends, either first; one click when the discs say one; a
// burial by the revealed marker twice), and the help's key table is the key rows'.
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { goldRivers, legalLastMarkers, type GoldRiversAction, type GoldRiversState, type GoldRiversView } from '../../../src/games/gold-rivers/index.ts';
import { createPicking, type PickSessionState } from '../../../src/scene/kit/picking.ts';
import { keyTable, pressKey } from '../../../src/scene/kit/keymap.ts';
import { GOLD_PICKING, createController } from '../../../src/games/gold-rivers/view/hud/controller.ts';
import { GOLD_KEYS } from '../../../src/games/gold-rivers/view/hud/keys.ts';
import { HELP } from '../../../src/games/gold-rivers/help.ts';
import type { GoldSession } from '../../../src/games/gold-rivers/view/session.ts';
import { fresh, must, withMarkers } from './helpers.ts';

/** A session over the real rules, seat 0 at the screen, with the doors picking uses. */
function sessionAt(start: GoldRiversState) {
  const shown = (state: GoldRiversState) => ({ state, view: goldRivers.view(state, 0), awaiting: goldRivers.awaiting(state) });
  const store = createStore<PickSessionState<GoldRiversView> & { stage: null }>()(() => ({ live: shown(start), replay: null, handoff: null, viewer: 0, stage: null }));
  const state = () => store.getState().live.state as GoldRiversState;
  const actions = {
    act(action: GoldRiversAction) {
      const r = goldRivers.apply(state(), { kind: 'action', seat: state().turn, action });
      if (!r.ok) return { ok: false as const, error: r.error };
      store.setState({ live: shown(r.state) });
      return { ok: true as const };
    },
    undo: () => ({ ok: false as const, error: { message: 'no undo here' } }),
    legalActions: () => goldRivers.legalActions(state()),
  };
  return { store, actions, state };
}

describe('Gold in the Rivers picks through the kit', () => {
  it('lights every first end, then exactly the rules’ last ends for the picked one, and reveals from either end', () => {
    const s = must(fresh(), { kind: 'dice', faces: [1, 2, 2] });
    const session = sessionAt(s);
    const p = createPicking(session, GOLD_PICKING);
    const v = goldRivers.view(s, 0);
    expect([...p.lit()].sort((a, b) => a - b)).toEqual(v.legalFirst);
    const [a, b] = v.rowEnds.find(([x, y]) => x !== y)!;
    p.click(b);
    expect([...p.lit()].sort((x, y) => x - y)).toEqual(legalLastMarkers(s, b));
    p.click(a);
    const after = goldRivers.view(session.state(), 0);
    expect(after.phase).toBe('confirm');
    expect(after.move?.type === 'reveal' && after.move.sites.includes(a) && after.move.sites.includes(b)).toBe(true);
  });

  it('a one reveals with one click; a revealed marker is buried by clicking it twice', () => {
    const one = sessionAt(withMarkers({}, { number: 1 }));
    const p1 = createPicking(one, GOLD_PICKING);
    p1.click(p1.lit()[0]!);
    expect(goldRivers.view(one.state(), 0).phase).toBe('confirm');

    const open = withMarkers({ 0: 'open' }, { number: 3 });
    const two = sessionAt(open);
    const p2 = createPicking(two, GOLD_PICKING);
    expect(p2.clickable(0)).toBe(true);
    p2.click(0);
    expect(p2.store.getState().picked).toEqual([0]);
    p2.click(0);
    const v = goldRivers.view(two.state(), 0);
    expect(v.move).toEqual({ type: 'bury', site: 0 });
  });

  it('a click that cannot start a row says why, in the game’s words', () => {
    const s = withMarkers({ 5: 'cleared' }, { number: 3 });
    const p = createPicking(sessionAt(s), GOLD_PICKING);
    p.click(5);
    expect(p.store.getState().hint).toMatch(/is cleared/);
  });

  it('keys: Enter confirms a made move, C too; the help’s key table is the key rows’ (the lobby’s rules show the same)', () => {
    const s = withMarkers({}, { number: 1 });
    const session = sessionAt(s);
    const c = createController(session as unknown as GoldSession);
    pressKey(GOLD_KEYS, c, 'Enter');
    pressKey(GOLD_KEYS, c, 'Enter');
    expect(goldRivers.view(session.state(), 0).phase).toBe('confirm');
    pressKey(GOLD_KEYS, c, 'Enter');
    expect(session.state().phase.kind).toBe('throw');
    expect(pressKey(GOLD_KEYS, c, 'u')).toBe(false); // U is the session's shared undo
    expect(keyTable(GOLD_KEYS)).toEqual(HELP.keys);
  });
});
