// The kit's picking (src/scene/kit/picking.ts) over a small made-up game on
// a row of five cells: "mark" a cell (one click), "link" two cells (a path of
// two clicks), two "paint" colours finishing at one cell (a choice list), and
// "pass" (no target). The session is a fake with the same doors the real one
// has (act, undo, legalActions, a store), so each rule of picking is checked
// on its own: what is lit, what a click does, the arrows' order, the hints.
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { Awaiting } from '../../src/core/contract.ts';
import { createPicking, type PickSessionState, type PickingSpec } from '../../src/scene/kit/picking.ts';
import { i18n } from '@lingui/core';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';

type Act = { type: 'mark'; cell: number } | { type: 'link'; a: number; b: number } | { type: 'paint'; cell: number; colour: string } | { type: 'pass' };
interface View {
  legal: Act[];
}

const decision: Awaiting = { kind: 'decision', seat: 0, prompt: 'pick' };
const throwing: Awaiting = { kind: 'throw', seat: 0, dice: ['d6'], area: 'tray', hidden: false, prompt: 'throw', purpose: 'move' };

function fakeSession(legal: Act[], awaiting: Awaiting = decision) {
  const done: Act[] = [];
  let undos = 0;
  const view: View = { legal };
  const store = createStore<PickSessionState<View>>()(() => ({ live: { state: {}, view, awaiting }, replay: null, handoff: null, viewer: 0 }));
  const session = {
    store,
    actions: {
      act(a: Act) {
        const ok = legal.some((l) => JSON.stringify(l) === JSON.stringify(a));
        if (!ok) return { ok: false as const, error: { message: 'not legal' } };
        done.push(a);
        return { ok: true as const };
      },
      undo() {
        undos++;
        return undos > 1 ? { ok: false as const, error: { message: 'nothing to undo' } } : { ok: true as const };
      },
      legalActions: () => (store.getState().live.awaiting.kind === 'decision' ? legal : []),
    },
  };
  return { session, done, store, undos: () => undos };
}

const spec: PickingSpec<Act, View, number> = {
  targetsOf(a) {
    if (a.type === 'mark' || a.type === 'paint') return [a.cell];
    if (a.type === 'link') return [[a.a, a.b], [a.b, a.a]];
    return [];
  },
  whyNot: (t, _v, picked) => (picked.length ? `${t} does not go with ${picked[0]}` : `nothing at ${t}`),
  idle: (aw, yours) => (aw.kind === 'throw' && yours ? 'throw first' : 'wait'),
};

const game: Act[] = [
  { type: 'mark', cell: 3 },
  { type: 'link', a: 0, b: 1 },
  { type: 'paint', cell: 4, colour: 'red' },
  { type: 'paint', cell: 4, colour: 'blue' },
  { type: 'pass' },
];

describe('picking: targets from the rules', () => {
  it('lights the first step of every path, once each, in the rules’ order of actions', () => {
    const { session } = fakeSession(game);
    const p = createPicking(session, spec);
    expect(p.lit()).toEqual([3, 0, 1, 4]);
  });

  it('a one-click target acts at once; a refused action leaves its reason as the hint', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    p.click(3);
    expect(f.done).toEqual([{ type: 'mark', cell: 3 }]);
    expect(p.store.getState().hint).toBeNull();
    p.act({ type: 'mark', cell: 2 });
    expect(p.store.getState().hint).toBe('not legal');
  });

  it('a path is picked end by end, from either end, and only its other end is lit meanwhile', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    p.click(1);
    expect(p.store.getState().picked).toEqual([1]);
    expect(p.lit()).toEqual([0]);
    p.click(0);
    expect(f.done).toEqual([{ type: 'link', a: 0, b: 1 }]);
    expect(p.store.getState().picked).toEqual([]);
  });

  it('clicking the begun end again drops it; another first end begins afresh; a dead target says why', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    p.click(0);
    p.click(0);
    expect(p.store.getState().picked).toEqual([]);
    p.click(0);
    p.click(2);
    expect(p.store.getState().hint).toBe('2 does not go with 0');
    expect(p.store.getState().picked).toEqual([0]);
    p.click(3); // not the path's other end, but an action of its own
    expect(f.done).toEqual([{ type: 'mark', cell: 3 }]);
    p.click(2);
    expect(p.store.getState().hint).toBe('nothing at 2');
  });

  it('several actions finishing at one target open a choice list instead of acting', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    p.click(4);
    expect(f.done).toEqual([]);
    expect(p.store.getState().choices?.actions.map((a) => (a.type === 'paint' ? a.colour : ''))).toEqual(['red', 'blue']);
    p.choose(p.store.getState().choices!.actions[1]!);
    expect(f.done).toEqual([{ type: 'paint', cell: 4, colour: 'blue' }]);
    expect(p.store.getState().choices).toBeNull();
  });

  it('says why nothing happens when the seat is not deciding, and lights nothing', () => {
    const f = fakeSession(game, throwing);
    const p = createPicking(f.session, spec);
    expect(p.lit()).toEqual([]);
    p.click(3);
    expect(p.store.getState().hint).toBe('throw first');
    expect(f.done).toEqual([]);
  });

  it('a hand-over pending or a replay on screen is no decision of the screen’s seat', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    f.store.setState({ handoff: 1 });
    expect(p.mine()).toBeNull();
    p.click(3);
    expect(f.done).toEqual([]);
  });
});

describe('picking: pointer, finger and keys', () => {
  it('the arrows walk the lit targets in a stable order, wrapping, and Enter acts on the cursor', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    p.enter();
    expect(p.store.getState().cursor).toBe(3);
    p.move('left');
    expect(p.store.getState().cursor).toBe(4);
    expect(p.store.getState().hovered).toBe(4);
    p.move('right');
    p.move('down');
    expect(p.store.getState().cursor).toBe(0);
    p.enter();
    expect(p.store.getState().picked).toEqual([0]);
    p.move('right');
    expect(p.store.getState().cursor).toBe(1);
    p.enter();
    expect(f.done).toEqual([{ type: 'link', a: 0, b: 1 }]);
  });

  it('with cursorFollows a begun path moves the cursor on to its next step, so Enter finishes it there', () => {
    const f = fakeSession([...game, { type: 'link', a: 0, b: 2 }]);
    const p = createPicking(f.session, { ...spec, cursorFollows: true });
    p.click(0, 'key');
    expect(p.store.getState()).toMatchObject({ picked: [0], cursor: 1 });
    p.move('right');
    expect(p.store.getState().cursor).toBe(2);
    p.enter();
    expect(f.done).toEqual([{ type: 'link', a: 0, b: 2 }]);
    // Without it the cursor stays on the end just picked (a spatial board steps on from there).
    const g = fakeSession(game);
    const q = createPicking(g.session, spec);
    q.click(0, 'key');
    expect(q.store.getState().cursor).toBe(0);
  });

  it('a spatial board gives its own step, over targets that are not lit too', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, { ...spec, step: (from, dir) => Math.max(0, Math.min(4, (from ?? 2) + (dir === 'right' ? 1 : dir === 'left' ? -1 : 0))) });
    p.move('right');
    p.move('left');
    p.move('left');
    expect(p.store.getState().cursor).toBe(1);
    p.move('left');
    p.move('left');
    expect(p.store.getState().cursor).toBe(0);
  });

  it('with tapShows a finger’s first tap names the target, the second acts; a mouse acts at once', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, { ...spec, tapShows: true });
    p.click(3, 'touch');
    expect(f.done).toEqual([]);
    expect(p.store.getState().hovered).toBe(3);
    p.click(3, 'touch');
    expect(f.done).toHaveLength(1);
    p.click(3, 'mouse');
    expect(f.done).toHaveLength(2);
  });

  it('with tapShows a finger names afresh in a new position, even the place it tapped last', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, { ...spec, tapShows: true });
    p.click(3, 'touch');
    p.click(3, 'touch');
    expect(f.done).toHaveLength(1);
    f.store.setState((s) => ({ live: { ...s.live, state: {} } }));
    p.click(3, 'touch');
    expect(f.done).toHaveLength(1);
    expect(p.store.getState().hovered).toBe(3);
    p.click(3, 'touch');
    expect(f.done).toHaveLength(2);
  });

  it('clickable answers for the pointing hand: lit targets, and while a path is begun its end and other first ends', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    expect([0, 1, 2, 3, 4].map((t) => p.clickable(t))).toEqual([true, true, false, true, true]);
    p.click(0);
    expect([0, 1, 2, 3, 4].map((t) => p.clickable(t))).toEqual([true, true, false, true, true]);
  });

  it('a new position drops a begun path; the cursor goes once the decision leaves the seat', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    p.click(0);
    p.move('right');
    f.store.setState((s) => ({ live: { ...s.live, state: {} } }));
    expect(p.store.getState().picked).toEqual([]);
    expect(p.store.getState().cursor).not.toBeNull();
    f.store.setState((s) => ({ live: { ...s.live, awaiting: throwing } }));
    expect(p.store.getState().cursor).toBeNull();
  });

  it('a new position drops the hint about the old one (why a click did nothing then)', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    p.click(2);
    expect(p.store.getState().hint).toBe('nothing at 2');
    f.store.setState((s) => ({ live: { ...s.live, state: {} } }));
    expect(p.store.getState().hint).toBeNull();
  });

  it('the hint on screen is said again in the new language on a language change, not at the next click', async () => {
    const f = fakeSession(game);
    // whyNot says its words in the language of the moment, as a game's catalog message would.
    const p = createPicking(f.session, { ...spec, whyNot: (t) => (i18n.locale === 'de' ? `nichts bei ${t}` : `nothing at ${t}`) });
    try {
      p.click(2);
      expect(p.store.getState().hint).toBe('nothing at 2');
      await i18n.loadAndActivate({ locale: 'de', messages: de });
      expect(p.store.getState().hint).toBe('nichts bei 2');
      // A hint given as words already said stays as it was given; none stays none.
      p.hint('given words');
      await i18n.loadAndActivate({ locale: 'en', messages: en });
      expect(p.store.getState().hint).toBe('given words');
      p.cancel();
      await i18n.loadAndActivate({ locale: 'de', messages: de });
      expect(p.store.getState().hint).toBeNull();
    } finally {
      await i18n.loadAndActivate({ locale: 'en', messages: en });
    }
  });

  it('undo and Esc drop the pick; a failed undo says why', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    p.click(0);
    p.undo();
    expect(p.store.getState().picked).toEqual([]);
    p.click(0);
    p.cancel();
    expect(p.store.getState().picked).toEqual([]);
    p.undo();
    expect(p.store.getState().hint).toBe('nothing to undo');
  });

  it('the probe reads the pick as plain data', () => {
    const f = fakeSession(game);
    const p = createPicking(f.session, spec);
    p.click(1);
    p.hover(0);
    expect(JSON.parse(JSON.stringify(p.probe()))).toEqual({ lit: [0], picked: [1], cursor: 1, hovered: 0, hint: null, choices: null });
  });
});
