// The seat's hands on Main Street: every legal action of the moment as a
// labelled option (the rules' own legalActions and describeAction, so the
// board and the HUD never decide what is legal), which board target each
// one lights (a building, a street space, the saloon or the jail), the
// keyboard cursor over the options, the target under the pointer, the
// meeple kind chosen for the next placement, and why a click did nothing.
// One controller per session, shared by the board and the HUD (memoBySession).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import { doorwaySpace, mainStreet, showdownSpace, type MainStreetAction, type MainStreetState, type MainStreetView, type MeepleKind } from '../../index.ts';
import type { StreetSession } from '../session.ts';

/** A board target: `b3` a building, `s5` a street space, or the saloon or the jail. */
export type Target = string;

export interface StreetOption {
  action: MainStreetAction;
  label: string;
  /** What it lights on the board, if anything. */
  targets: Target[];
}

export interface PickState {
  cursor: number | null;
  hovered: Target | null;
  /** The kind the next click on a space places (null: the first in hand). */
  kind: MeepleKind | null;
  hint: string | null;
}

function targetsOf(a: MainStreetAction): Target[] {
  switch (a.type) {
    case 'first-awning':
      return [`b${a.building}`];
    case 'take':
      return [typeof a.from === 'number' ? `b${a.from}` : a.from];
    case 'place':
      return [`s${a.space}`];
    case 'act':
      return [`s${doorwaySpace(a.building)}`, `b${a.building}`];
    case 'showdown':
      return [`s${showdownSpace(0)}`, `s${showdownSpace(1)}`];
    default:
      return [];
  }
}

export function createController(session: StreetSession) {
  const pick: StoreApi<PickState> = createStore<PickState>()(() => ({ cursor: null, hovered: null, kind: null, hint: null }));
  const hint = (text: string | null) => pick.setState({ hint: text });
  session.store.subscribe((s, prev) => {
    if (s.live.state !== prev.live.state) pick.setState({ cursor: null, hint: null });
  });

  const current = (): MainStreetView | null => {
    const s = session.store.getState();
    return (s.replay?.shown ?? s.live).view ?? null;
  };

  /** The live state when the screen's seat must decide now, else null. */
  const myState = (): MainStreetState | null => {
    const s = session.store.getState();
    if (s.replay || s.handoff !== null) return null;
    const aw = s.live.awaiting;
    if (aw.kind !== 'decision' || aw.seat !== s.viewer) return null;
    return s.live.state;
  };

  /** Every legal action now, labelled; placements only for the chosen kind (the kind buttons switch it). */
  function options(): StreetOption[] {
    const st = myState();
    if (!st) return [];
    const all = mainStreet.legalActions(st);
    const kind = placingKind(st);
    return all
      .filter((a) => a.type !== 'place' || a.meeple === kind)
      .map((action) => ({ action, label: mainStreet.describeAction(st, action), targets: targetsOf(action) }));
  }

  /** Kinds in hand while sowing, in the rules' order. */
  function handKinds(st: MainStreetState | null = myState()): MeepleKind[] {
    if (!st || st.phase.kind !== 'sow') return [];
    const hand = st.phase.hand;
    return (Object.keys(hand) as MeepleKind[]).filter((k) => hand[k] > 0);
  }

  function placingKind(st: MainStreetState): MeepleKind | null {
    const kinds = handKinds(st);
    const k = pick.getState().kind;
    return k !== null && kinds.includes(k) ? k : (kinds[0] ?? null);
  }

  function act(action: MainStreetAction): boolean {
    const res = session.actions.act(action);
    hint(res.ok ? null : res.error.message);
    return res.ok;
  }

  const api = {
    pick,
    current,
    options,
    handKinds: () => handKinds(),
    placingKind: () => {
      const st = myState();
      return st ? placingKind(st) : null;
    },
    chooseKind(kind: MeepleKind): void {
      pick.setState({ kind, cursor: null });
    },
    act,
    /** A click on a board target: the first legal action that lights it. */
    click(target: Target): void {
      const st = myState();
      if (!st) return;
      const o = options().find((opt) => opt.targets.includes(target));
      if (!o) {
        hint('Nothing to do there now: pick a lit place.');
        return;
      }
      act(o.action);
    },
    clickable(target: Target): boolean {
      return options().some((o) => o.targets.includes(target));
    },
    hover(target: Target | null): void {
      if (pick.getState().hovered !== target) pick.setState({ hovered: target });
    },
    /** Arrow keys: walk the cursor over the options (it wraps). */
    moveCursor(step: number): void {
      const n = options().length;
      if (n === 0) return;
      const c = pick.getState().cursor;
      pick.setState({ cursor: c === null ? (step > 0 ? 0 : n - 1) : (c + step + n) % n });
    },
    /** Enter: do the option under the cursor (the first Enter puts the cursor on the first option). */
    enter(): void {
      const opts = options();
      if (opts.length === 0) return;
      const c = pick.getState().cursor;
      if (c === null) {
        pick.setState({ cursor: 0 });
        return;
      }
      const o = opts[Math.min(c, opts.length - 1)];
      if (o) act(o.action);
    },
  };
  return api;
}

export type StreetController = ReturnType<typeof createController>;
export const controllerFor = memoBySession(createController);
