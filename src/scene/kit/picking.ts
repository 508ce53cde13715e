// Picking, once for every game: what a player's pointer, finger and arrow
// keys do on a board. A game says only where each legal action is picked
// (`targetsOf`: a target, or a path of targets clicked in turn, like a row's
// two ends); the rules stay the only judge of what is legal (the session's
// legalActions), and this module derives the rest: what is lit now, what a
// click or tap does, the order the arrows walk, the choices when several
// actions share a target, a selection toggled target by target for the
// game's own button to act on (dice to throw again), the hint after a click
// that did nothing, undo, and
// what the test probe reads. Like chessops' chessgroundDests: rules become UI
// targets in one place. Framework-free (a zustand vanilla store), so the
// board in the canvas and the HUD over it share one picking per session.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Awaiting } from '../../core/contract.ts';
import { errorText } from '../../i18n/format-message.ts';
import { PICKING_CALLS, pickingMade, type LinkedPicking, type PickingLink } from './picking-link.ts';
import { onLanguageChange } from '../../i18n/language.ts';

/** One way to pick an action: a target (one click) or a path of targets clicked in turn. */
export type PickPath<T> = T | readonly T[];

export type PickDir = 'left' | 'right' | 'up' | 'down';

type Outcome = { ok: true } | { ok: false; error: { message: string } };

/** What picking needs of a session (the session store has it; tests pass a small fake). */
export interface PickingSession<A, V> {
  store: {
    getState(): PickSessionState<V>;
    subscribe(listener: (s: PickSessionState<V>, prev: PickSessionState<V>) => void): () => void;
  };
  actions: { act(action: A): Outcome; undo(): Outcome; legalActions(): A[] };
  /** Set in the scene worker: this picking mirrors the page's and sends it what the board does (picking-link.ts). */
  pickingLink?: PickingLink;
}

/** The slice of the session's state picking reads. */
export interface PickSessionState<V> {
  live: { state: unknown; view: V; awaiting: Awaiting };
  replay: { step: number; shown: { view: V } } | null;
  handoff: number | null;
  viewer: number | null;
}

export interface PickingSpec<A, V, T extends string | number> {
  /** Every way each legal action is picked on the board; [] for an action only a button or a key does. */
  targetsOf(action: A, view: V): readonly PickPath<T>[];
  /** Why a click on `target` does nothing now, in words (`picked`: the path begun so far). */
  whyNot(target: T, view: V, picked: readonly T[]): string;
  /** What a click says when the screen's seat has nothing to pick (a throw to make, another's turn), or null. */
  idle?(awaiting: Awaiting, yours: boolean): string | null;
  /** A spatial board's arrow step from `from` (null: where the cursor starts); default the lit targets in order, wrapping. */
  step?(from: T | null, dir: PickDir, view: V, lit: readonly T[]): T | null;
  /** A finger's first tap on a target only names it (hover and cursor); a second tap on it acts. */
  tapShows?: boolean;
  /**
   * Once a path is begun, the cursor goes on to the first target that goes on from it (not the one just picked),
   * so Enter at once finishes the path there and the arrows walk its next step: for a board whose second step
   * lies elsewhere (a die, then the boxes it fits).
   */
  cursorFollows?: boolean;
  /**
   * Targets a click puts into or takes out of a selection, which the game's own
   * button or key then acts on (dice to throw again): in the order the selection
   * keeps. [] when nothing may be selected now.
   */
  toggles?(view: V): readonly T[];
}

/** Several actions finish at one target: the player chooses among them (buttons). */
export interface PickChoices<A, T> {
  target: T;
  actions: A[];
}

export interface PickState<A, T> {
  /** The path begun so far (a row's first end), in click order. */
  picked: T[];
  /** The keyboard cursor (arrow keys), or null until a key is used this turn. */
  cursor: T | null;
  /** The target under the pointer, a finger's first tap or the cursor. */
  hovered: T | null;
  /** Why the last click or key did nothing, in the language of the moment (said again on a language change). */
  hint: string | null;
  choices: PickChoices<A, T> | null;
  /** The targets toggled into the selection (spec.toggles), in the order toggles lists them. */
  selected: T[];
}

export type PointerKind = 'mouse' | 'touch' | 'pen' | 'key';

/** The seat that must decide on this screen now (live, no hand-over pending), else null: a selector for the session store. */
export const decidingSeat = (s: Pick<PickSessionState<unknown>, 'live' | 'replay' | 'handoff' | 'viewer'>): number | null =>
  !s.replay && s.handoff === null && s.live.awaiting.kind === 'decision' && s.live.awaiting.seat === s.viewer ? s.viewer : null;

const samePrefix = <T>(path: readonly T[], prefix: readonly T[]) => prefix.length < path.length && prefix.every((t, i) => path[i] === t);

/**
 * A hint as the picking is given it: words already said, or a function that says them in the language of
 * the moment, so the hint on screen follows a language change instead of waiting for the next click.
 */
export type HintWords = string | (() => string | null) | null;

export function createPicking<A, V, T extends string | number>(session: PickingSession<A, V>, spec: PickingSpec<A, V, T>) {
  const store: StoreApi<PickState<A, T>> = createStore<PickState<A, T>>()(() => ({ picked: [], cursor: null, hovered: null, hint: null, choices: null, selected: [] }));
  /** How the hint on screen is said again (null: it was given as words, or there is none). */
  let sayHint: (() => string | null) | null = null;
  const hint = (words: HintWords) => {
    sayHint = typeof words === 'function' ? words : null;
    store.setState({ hint: typeof words === 'function' ? words() : words });
  };
  // Every other write of the hint clears it; only hint() shows one, so sayHint always belongs to the hint on screen.
  store.subscribe((s) => {
    if (s.hint === null) sayHint = null;
  });
  onLanguageChange(() => {
    if (sayHint && store.getState().hint !== null) store.setState({ hint: sayHint() });
  });
  const yours = (s: PickSessionState<V>) => decidingSeat(s) !== null;
  /** The target a finger's first tap named in this position (tapShows): a tap on it now acts. */
  let named: T | null = null;

  // A new position (a move, an undo, the bot, a replay step) drops a path begun for the old one and
  // the hint about it (why a click did nothing then); the cursor starts afresh once the decision has left the screen's seat.
  const link = session.pickingLink;
  // Linked, the page's picking clears itself and the mirror follows: no second writer here.
  if (!link) session.store.subscribe((s, prev) => {
    if (s.live.state !== prev.live.state || s.replay?.step !== prev.replay?.step) {
      // A finger names afresh in a new position: the same place may mean another move now.
      named = null;
      store.setState({ picked: [], choices: null, hint: null, selected: [] });
    }
    if (yours(prev) && !yours(s)) store.setState({ cursor: null });
  });

  /** The position the screen shows (live or a replay step). */
  const shown = (): V | null => {
    const s = session.store.getState();
    return (s.replay?.shown ?? s.live).view ?? null;
  };

  /** The view when the screen's seat must decide now (live, no hand-over pending), else null. */
  const mine = (): V | null => {
    const s = session.store.getState();
    return yours(s) ? s.live.view : null;
  };

  /** Each legal action now with its paths as arrays (none when the seat has nothing to decide). */
  function paths(): { action: A; paths: (readonly T[])[] }[] {
    const v = mine();
    if (!v) return [];
    return session.actions.legalActions().map((action) => ({
      action,
      paths: spec.targetsOf(action, v).map((p): readonly T[] => (Array.isArray(p) ? (p as readonly T[]) : [p as T])),
    }));
  }

  /** What a click on `t` after `picked` would do: the actions it finishes, and whether it begins a longer path. */
  function after(picked: readonly T[], t: T) {
    const next = [...picked, t];
    const done: A[] = [];
    let more = false;
    for (const { action, paths: ps } of paths()) {
      for (const p of ps) {
        if (p.length === next.length && next.every((x, i) => p[i] === x)) {
          if (!done.includes(action)) done.push(action);
        } else if (samePrefix(p, next)) more = true;
      }
    }
    return { done, more };
  }

  /** What may be toggled into the selection now (none when the seat has nothing to decide). */
  const toggles = (): readonly T[] => {
    const v = mine();
    return v && spec.toggles ? spec.toggles(v) : [];
  };

  /** The targets a click acts on now (the next step of some path), in a stable order: the rules' order of actions, then the toggles. */
  function lit(): T[] {
    const picked = store.getState().picked;
    const out: T[] = [];
    for (const { paths: ps } of paths()) {
      for (const p of ps) if (samePrefix(p, picked) && !out.includes(p[picked.length]!)) out.push(p[picked.length]!);
    }
    if (picked.length === 0) for (const t of toggles()) if (!out.includes(t)) out.push(t);
    return out;
  }

  /** Puts `t` into the selection or takes it out; false when `t` cannot be selected now. */
  function flip(t: T): boolean {
    const all = toggles();
    if (!all.includes(t)) return false;
    const sel = store.getState().selected;
    const next = sel.includes(t) ? sel.filter((x) => x !== t) : all.filter((x) => x === t || sel.includes(x));
    store.setState({ selected: next, cursor: t, hint: null });
    return true;
  }

  function act(action: A): boolean {
    const res = session.actions.act(action);
    store.setState({ picked: [], choices: null });
    hint(res.ok ? null : () => errorText(res.error));
    return res.ok;
  }

  /** Go on from `picked` with `t`: act, open the choices, or begin the path further. False when `t` does not go on. */
  function goOn(picked: readonly T[], t: T): boolean {
    const { done, more } = after(picked, t);
    if (more) {
      store.setState({ picked: [...picked, t], cursor: t, choices: null, hint: null });
      if (spec.cursorFollows) store.setState({ cursor: lit()[0] ?? t });
    }
    else if (done.length === 1) act(done[0]!);
    else if (done.length > 1) store.setState({ choices: { target: t, actions: done }, cursor: t, hint: null });
    return more || done.length > 0;
  }

  const api = {
    store,
    shown,
    mine,
    lit,
    act,

    /** The legal actions a click on `t` would finish now (for a board's own words on it). */
    actionsAt: (t: T): A[] => after(store.getState().picked, t).done,

    /** Would a click on `t` do something now? (For the pointing hand.) */
    clickable(t: T): boolean {
      const picked = store.getState().picked;
      const a = after(picked, t);
      return a.more || a.done.length > 0 || (picked.length > 0 && (t === picked.at(-1) || goesOn([], t))) || (picked.length === 0 && toggles().includes(t));
    },

    /** A click, a tap or Enter on a target. */
    click(t: T, pointer: PointerKind = 'mouse'): void {
      const s = session.store.getState();
      const v = mine();
      if (!v) {
        const awaiting = s.live.awaiting;
        const yours = awaiting.kind !== 'end' && awaiting.seat === s.viewer && !s.replay;
        hint(() => spec.idle?.(awaiting, yours) ?? null);
        return;
      }
      if (pointer === 'touch' && spec.tapShows && named !== t) {
        named = t;
        store.setState({ hovered: t, cursor: t });
        return;
      }
      const picked = store.getState().picked;
      if (goOn(picked, t)) return;
      if (picked.length === 0 && flip(t)) return;
      if (picked.length > 0) {
        // The same target again drops the path; another that begins a path begins afresh.
        if (t === picked.at(-1)) {
          store.setState({ picked: [], hint: null });
          return;
        }
        if (goOn([], t)) return;
      }
      hint(() => spec.whyNot(t, v, picked));
    },

    hover(t: T | null): void {
      if (store.getState().hovered !== t) store.setState({ hovered: t });
    },

    /** An arrow key: the spatial step the game gives, or the next lit target in order (wrapping). */
    move(dir: PickDir): void {
      const v = shown();
      if (!v) return;
      const all = lit();
      const cursor = store.getState().cursor;
      let next: T | null;
      if (spec.step) next = spec.step(cursor, dir, v, all);
      else {
        if (all.length === 0) return;
        const back = dir === 'left' || dir === 'up';
        const i = cursor === null ? -1 : all.indexOf(cursor);
        next = i < 0 ? all[back ? all.length - 1 : 0]! : all[(i + (back ? -1 : 1) + all.length) % all.length]!;
      }
      if (next !== null) store.setState({ cursor: next, hovered: next });
    },

    /** Enter: act on the cursor's target; with no cursor (or, walking the lit ones, a stale one) it goes to the first lit target. */
    enter(): void {
      if (!mine()) return;
      const all = lit();
      const cursor = store.getState().cursor;
      if (cursor === null || (!spec.step && !all.includes(cursor))) {
        if (all.length > 0) store.setState({ cursor: all[0]!, hovered: all[0]! });
        return;
      }
      api.click(cursor, 'key');
    },

    /** A selection target's own button or key (a die's tile, its number): toggles it, or says why not. */
    toggle(t: T): void {
      const v = mine();
      if (v && !flip(t)) {
        const picked = store.getState().picked;
        hint(() => spec.whyNot(t, v, picked));
      }
    },

    /** Empties the selection. */
    clearSelection(): void {
      store.setState({ selected: [] });
    },

    /** One of the choices at a shared target. */
    choose(action: A): void {
      act(action);
    },

    /** Esc: drop a begun path and open choices. */
    cancel(): void {
      store.setState({ picked: [], choices: null, hint: null });
    },

    undo(): void {
      const res = session.actions.undo();
      store.setState({ picked: [], choices: null });
      hint(res.ok ? null : () => errorText(res.error));
    },

    /** Says why something did nothing (a game's own key or button): best as a function, said again on a language change. */
    hint,

    /** What the browser specs read on window.tabletop (`picking()`): the pick as plain data. */
    probe() {
      const { picked, cursor, hovered, hint: h, choices, selected } = store.getState();
      return { lit: lit(), picked, cursor, hovered, hint: h, choices: choices ? { target: choices.target, count: choices.actions.length } : null, ...(spec.toggles ? { selected } : {}) };
    },
  };
  /** Whether `t` goes on from `picked` (without acting). */
  function goesOn(picked: readonly T[], t: T): boolean {
    const a = after(picked, t);
    return a.more || a.done.length > 0;
  }
  if (link) {
    // In the scene worker: the page's picking decides; this one shows its state and sends it what the board does.
    const send = link.adopt(store as unknown as StoreApi<object>);
    for (const name of PICKING_CALLS) (api as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => send(name, ...args);
  } else pickingMade(session, api as unknown as LinkedPicking);
  return api;
}

export type Picking<A = unknown, V = unknown, T extends string | number = string | number> = ReturnType<typeof createPicking<A, V, T>>;
