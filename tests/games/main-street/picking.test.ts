// Main Street on the kit's picking (view/hud/controller.ts): over real
// positions, what is lit is exactly where the rules' legal actions are picked
// (a building to take from, the free spaces for the kind chosen to place, a
// meeple acting by its doorway or its building), a click does that action, a
// place with nothing to do says so, and on a touch screen the first tap only
// names the place.
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { mainStreet, type MainStreetAction, type MainStreetState, type MainStreetView } from '../../../src/games/main-street/index.ts';
import type { PickSessionState } from '../../../src/scene/kit/picking.ts';
import { createController } from '../../../src/games/main-street/view/hud/controller.ts';
import { streetTargets } from '../../../src/games/main-street/moves.ts';
import type { StreetSession } from '../../../src/games/main-street/view/session.ts';
import { street } from './support.ts';

/** A session over the real rules, seat 0 at the screen, with the doors the controller uses. */
function sessionAt(start: MainStreetState) {
  const shown = (state: MainStreetState) => ({ state, view: mainStreet.view(state, 0), awaiting: mainStreet.awaiting(state) });
  const store = createStore<PickSessionState<MainStreetView>>()(() => ({ live: shown(start), replay: null, handoff: null, viewer: 0 }));
  const state = () => store.getState().live.state as MainStreetState;
  const actions = {
    act(action: MainStreetAction) {
      const r = mainStreet.apply(state(), { kind: 'action', seat: state().turn, action });
      if (!r.ok) return { ok: false as const, error: r.error };
      store.setState({ live: shown(r.state) });
      return { ok: true as const };
    },
    undo: () => ({ ok: false as const, error: { message: 'no undo here' } }),
    legalActions: () => mainStreet.legalActions(state()),
  };
  return { session: { store, actions } as unknown as StreetSession, state };
}

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('Main Street picks through the kit', () => {
  it('lights where every legal action is picked, and a click on a lit building takes its meeples', () => {
    const { session, state } = sessionAt(street(2, { buildings: { 2: { builder: 1, miner: 1 } } }));
    const c = createController(session);
    const legal = mainStreet.legalActions(state());
    expect(sorted(c.picking.lit())).toEqual(sorted([...new Set(legal.flatMap(streetTargets))]));
    expect(c.picking.lit()).toContain('b2');
    c.picking.click('b2');
    expect(state().phase.kind).toBe('sow');
  });

  it('while sowing, the lit spaces are the legal places of the kind chosen; 1–5 (chooseKind) switch it', () => {
    const { session, state } = sessionAt(street(2, { buildings: { 2: { builder: 1, miner: 1 } } }));
    const c = createController(session);
    c.picking.click('b2');
    expect(c.handKinds()).toEqual(['builder', 'miner']);
    expect(c.placingKind()).toBe('builder');
    const spacesFor = (kind: string) => mainStreet.legalActions(state()).flatMap((a) => (a.type === 'place' && a.meeple === kind ? [`s${a.space}`] : []));
    expect(sorted(c.picking.lit())).toEqual(sorted(spacesFor('builder')));
    c.chooseKind('miner');
    expect(sorted(c.picking.lit())).toEqual(sorted(spacesFor('miner')));
    const target = c.picking.lit()[0]!;
    c.picking.click(target);
    const placed = mainStreet.view(state(), 0).spaces[Number(target.slice(1))];
    expect(placed?.meeple).toBe('miner');
    // The turn panel offers the same placements in the rules' words, only of the kind to place.
    expect(c.options().every((o) => o.action.type !== 'place' || o.action.meeple === c.placingKind())).toBe(true);
  });

  it('a place with nothing to do says so and changes nothing; a finger’s first tap only names the place', () => {
    const { session, state } = sessionAt(street(2, { buildings: { 2: { builder: 1, miner: 1 } } }));
    const c = createController(session);
    const before = state();
    c.picking.click('s3');
    expect(state()).toBe(before);
    expect(c.picking.store.getState().hint).toMatch(/pick a lit place/);
    c.picking.click('b2', 'touch');
    expect(state()).toBe(before);
    expect(c.picking.store.getState().hovered).toBe('b2');
    c.picking.click('b2', 'touch');
    expect(state().phase.kind).toBe('sow');
    // The new position dropped the old hint.
    expect(c.picking.store.getState().hint).toBeNull();
  });

  it('a meeple acts by its doorway or its building; a marker or a build is a button only', () => {
    expect(streetTargets({ type: 'act', building: 4 })).toEqual(['s5', 'b4']);
    expect(streetTargets({ type: 'showdown' })).toEqual(['s0', 's7']);
    expect(streetTargets({ type: 'marker', seat: 1 })).toEqual([]);
    expect(streetTargets({ type: 'build' })).toEqual([]);
  });
});
