// The seat's hands on the county: every legal action of the moment as a
// labelled option (the rules' own legalActions and describeAction, so the
// board and the HUD never decide what is legal), the board target each one
// lights (an action square, a parcel, a character card), the keyboard cursor
// over the lit targets, the target under the pointer, whether the Sheriff's
// white cowboy is in hand, a character whose variants are being chosen
// (Grocer, Captain), and why the last click did nothing. One controller per
// session, shared by the board in the canvas and the HUD over it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import { CHARACTERS, carsonCity, type CarsonAction, type CarsonState, type CarsonView, type CharacterId, type SquareId, type Target } from '../../index.ts';
import type { CarsonSession } from '../session.ts';

/** A board target: `q:<square>`, `c<cell>` (a parcel, or the building on it), `k:<character>`. */
export type TargetKey = string;

export const squareKey = (q: SquareId): TargetKey => `q:${q}`;
export const cellKey = (cell: number): TargetKey => `c${cell}`;
export const cardKey = (c: CharacterId): TargetKey => `k:${c}`;

/** What a key names, parsed. */
export type Named = { kind: 'square'; square: SquareId } | { kind: 'cell'; cell: number } | { kind: 'card'; character: CharacterId };
export function parseKey(k: TargetKey): Named | null {
  if (k.startsWith('q:')) return { kind: 'square', square: k.slice(2) as SquareId };
  if (k.startsWith('k:')) return { kind: 'card', character: k.slice(2) as CharacterId };
  if (k.startsWith('c')) return { kind: 'cell', cell: Number(k.slice(1)) };
  return null;
}

/** The rules' target on a board key (a cell is a parcel when unowned, else its building). */
export function ruleTarget(key: TargetKey, state: CarsonState): Target | null {
  const n = parseKey(key);
  if (!n || n.kind === 'card') return null;
  if (n.kind === 'square') return { kind: 'square', square: n.square };
  return state.map[n.cell]?.owner === null ? { kind: 'parcel', cell: n.cell } : { kind: 'building', cell: n.cell };
}

export interface CarsonOption {
  action: CarsonAction;
  label: string;
  /** The board target it lights, or null for a button-only choice (pass, counts, variants). */
  target: TargetKey | null;
}

export interface PickState {
  cursor: TargetKey | null;
  hovered: TargetKey | null;
  /** The Sheriff's white cowboy is what the next placement puts down. */
  white: boolean;
  /** A character whose variants (Grocer's choice, Captain's hires) are shown as buttons. */
  choosing: CharacterId | null;
  hint: string | null;
}

function targetOf(a: CarsonAction): TargetKey | null {
  switch (a.type) {
    case 'claim':
    case 'build':
    case 'house':
      return cellKey(a.cell);
    case 'place':
      return a.target.kind === 'square' ? squareKey(a.target.square) : cellKey(a.target.cell);
    case 'character':
      return cardKey(a.character);
    default:
      return null;
  }
}

export function createController(session: CarsonSession) {
  const pick: StoreApi<PickState> = createStore<PickState>()(() => ({ cursor: null, hovered: null, white: false, choosing: null, hint: null }));
  const hint = (text: string | null) => pick.setState({ hint: text });
  session.store.subscribe((s, prev) => {
    if (s.live.state !== prev.live.state) pick.setState({ hint: null, choosing: null, white: false });
  });

  /** The position the screen shows (live or a replay step). */
  const shown = (): { state: CarsonState; view: CarsonView } | null => {
    const s = session.store.getState();
    const sh = s.replay?.shown ?? s.live;
    return sh.view ? { state: sh.state, view: sh.view } : null;
  };

  /** The live state when the screen's seat must decide now, else null. */
  const myState = (): CarsonState | null => {
    const s = session.store.getState();
    if (s.replay || s.handoff !== null) return null;
    const aw = s.live.awaiting;
    if (aw.kind !== 'decision' || aw.seat !== s.viewer) return null;
    return s.live.state;
  };

  /** Every legal action now, labelled. */
  function options(): CarsonOption[] {
    const st = myState();
    if (!st) return [];
    return carsonCity.legalActions(st).map((action) => ({ action, label: carsonCity.describeAction(st, action), target: targetOf(action) }));
  }

  /** The options a click on `key` would choose between (white or not as the toggle says). */
  function optionsAt(key: TargetKey): CarsonOption[] {
    const white = pick.getState().white;
    return options().filter((o) => o.target === key && (o.action.type !== 'place' || (o.action.white ?? false) === white));
  }

  /** Lit targets in board order: squares, then cells, then cards. */
  function litTargets(): TargetKey[] {
    const white = pick.getState().white;
    const seen = new Set<TargetKey>();
    for (const o of options()) {
      if (o.target === null) continue;
      if (o.action.type === 'place' && (o.action.white ?? false) !== white) continue;
      seen.add(o.target);
    }
    return [...seen];
  }

  function act(action: CarsonAction): boolean {
    const res = session.actions.act(action);
    hint(res.ok ? null : res.error.message);
    if (res.ok) pick.setState({ choosing: null });
    return res.ok;
  }

  const api = {
    pick,
    shown,
    myState,
    options,
    optionsAt,
    litTargets,
    act,
    /** A click or tap on a board target: do its one action, or open its variants. */
    click(key: TargetKey): void {
      const st = myState();
      if (!st) {
        const s = session.store.getState();
        hint(s.live.awaiting.kind === 'throw' && s.live.awaiting.seat === s.viewer ? 'Throw the dice first: drag them and let go, or press Space.' : null);
        return;
      }
      const opts = optionsAt(key);
      if (opts.length === 0) {
        const white = pick.getState().white;
        const other = options().some((o) => o.target === key);
        hint(other ? (white ? 'The white cowboy cannot go there (it needs a place nobody holds).' : 'Only the white cowboy can go there.') : 'Nothing to do there now: pick a lit place.');
        return;
      }
      if (opts.length === 1) {
        act(opts[0]!.action);
        return;
      }
      const n = parseKey(key);
      if (n?.kind === 'card') pick.setState({ choosing: n.character, hint: null, cursor: key });
    },
    clickable: (key: TargetKey): boolean => optionsAt(key).length > 0,
    hover(key: TargetKey | null): void {
      if (pick.getState().hovered !== key) pick.setState({ hovered: key });
    },
    toggleWhite(): void {
      const st = myState();
      if (!st || !options().some((o) => o.action.type === 'place' && o.action.white)) {
        hint('The white cowboy belongs to the Sheriff, once a turn.');
        return;
      }
      pick.setState((p) => ({ white: !p.white, cursor: null }));
    },
    /** Arrow keys: walk the cursor over the lit targets (it wraps). */
    moveCursor(step: number): void {
      const lit = litTargets();
      if (lit.length === 0) return;
      const c = pick.getState().cursor;
      const i = c === null ? -1 : lit.indexOf(c);
      const next = i < 0 ? (step > 0 ? 0 : lit.length - 1) : (i + step + lit.length) % lit.length;
      pick.setState({ cursor: lit[next]!, hovered: lit[next]! });
    },
    /** Enter: act on the cursor's target (the first Enter puts the cursor on the first lit target). */
    enter(): void {
      const lit = litTargets();
      const c = pick.getState().cursor;
      if (c === null || !lit.includes(c)) {
        if (lit.length > 0) pick.setState({ cursor: lit[0]!, hovered: lit[0]! });
        return;
      }
      api.click(c);
    },
    pass(): void {
      const o = options().find((x) => x.action.type === 'pass' || x.action.type === 'skip');
      if (o) act(o.action);
    },
    /** Number keys 1–7 in the character phase: that character's card. */
    character(n: number): boolean {
      const c = CHARACTERS[n - 1];
      if (!c || !options().some((o) => o.target === cardKey(c))) return false;
      api.click(cardKey(c));
      return true;
    },
    cancel(): void {
      pick.setState({ choosing: null, hint: null });
    },
  };
  return api;
}

export type CarsonController = ReturnType<typeof createController>;
export const controllerFor = memoBySession(createController);
