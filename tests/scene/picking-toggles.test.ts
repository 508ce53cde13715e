// The kit's picking with a selection (spec.toggles): targets a click puts into
// or takes out of a set the game's own button then acts on (Mail Run's dice to
// throw again). A made-up game: five cells to select and a "spend" action that
// takes the selection, plus a "mark" action picked on cell 4, so a target that
// finishes an action acts while the others toggle. The session is a small fake.
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { Awaiting } from '../../src/core/contract.ts';
import { createPicking, type PickSessionState, type PickingSpec } from '../../src/scene/kit/picking.ts';

type Act = { type: 'spend'; cells: number[] } | { type: 'mark'; cell: number };
interface View {
  open: boolean;
}

function fakeSession() {
  const done: Act[] = [];
  const store = createStore<PickSessionState<View>>()(() => ({
    live: { state: { n: 0 }, view: { open: true }, awaiting: { kind: 'decision', seat: 0, prompt: 'pick' } satisfies Awaiting },
    replay: null,
    handoff: null,
    viewer: 0,
  }));
  const session = {
    store,
    actions: {
      act(a: Act) {
        done.push(a);
        // A move makes a new position.
        store.setState({ live: { ...store.getState().live, state: { n: done.length } } });
        return { ok: true as const };
      },
      undo: () => ({ ok: true as const }),
      legalActions: (): Act[] => [{ type: 'mark', cell: 4 }],
    },
  };
  return { session, done, store };
}

const spec: PickingSpec<Act, View, number> = {
  targetsOf: (a) => (a.type === 'mark' ? [a.cell] : []),
  toggles: (v) => (v.open ? [0, 1, 2, 3] : []),
  whyNot: (t) => `cell ${t} cannot be selected`,
};

describe('picking with a selection', () => {
  it('toggles a selectable target in and out by click or by its own button, kept in the order toggles lists', () => {
    const { session, done } = fakeSession();
    const p = createPicking(session, spec);
    p.click(2);
    p.click(0);
    p.toggle(3);
    expect(p.store.getState().selected).toEqual([0, 2, 3]);
    p.click(2);
    expect(p.store.getState().selected).toEqual([0, 3]);
    expect(p.store.getState().cursor).toBe(2);
    expect(done).toEqual([]);
    expect(p.clickable(1)).toBe(true);
  });

  it('lights the action targets first, then the selectable ones, and the arrows and Enter walk and toggle them', () => {
    const { session } = fakeSession();
    const p = createPicking(session, spec);
    expect(p.lit()).toEqual([4, 0, 1, 2, 3]);
    p.move('right');
    p.move('right');
    expect(p.store.getState().cursor).toBe(0);
    p.enter();
    expect(p.store.getState().selected).toEqual([0]);
    expect(p.probe()).toMatchObject({ lit: [4, 0, 1, 2, 3], cursor: 0, selected: [0] });
  });

  it('acts on a target that finishes an action, and a new position empties the selection', () => {
    const { session, done } = fakeSession();
    const p = createPicking(session, spec);
    p.click(1);
    p.click(4);
    expect(done).toEqual([{ type: 'mark', cell: 4 }]);
    expect(p.store.getState().selected).toEqual([]);
  });

  it('says why a target cannot be selected, and selects nothing when the view offers no toggles', () => {
    const { session, store } = fakeSession();
    const p = createPicking(session, spec);
    p.toggle(7);
    expect(p.store.getState().hint).toBe('cell 7 cannot be selected');
    store.setState({ live: { ...store.getState().live, view: { open: false } } });
    p.click(1);
    expect(p.store.getState().selected).toEqual([]);
    expect(p.store.getState().hint).toBe('cell 1 cannot be selected');
    p.toggle(1);
    p.clearSelection();
    expect(p.lit()).toEqual([4]);
  });
});
