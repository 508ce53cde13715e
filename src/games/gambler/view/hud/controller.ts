// The seat's hands on the table: which thrown die is picked, which of its
// fitting rows is chosen, and the moves a click, a drag or a key makes
// (place, stop, throw again). One controller per session, shared by the
// scene (dice and boxes are clicked there) and the DOM HUD (buttons, keys).
// Small UI state only, in a vanilla zustand store; every move goes through
// session.actions.act, so the rules decide and a refused move changes nothing.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GamblerSession } from '../session.ts';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import { fits } from '../../rules/fitting.ts';
import type { GamblerAction } from '../../types.ts';
import type { GamblerView } from '../../types.ts';

export interface PickState {
  /** Throw position of the picked die (index into turn.faces), or null. */
  die: number | null;
  /** The row (of the picked die's fitting rows) that Enter would fill. */
  row: number | null;
  /** Boxes ("row:col") a die is gliding into right now; the board draws them when it lands. */
  arriving: string[];
  /** A short hint after a click that did nothing (e.g. "a 4 does not fit row 2"). */
  hint: string | null;
}

/** Rows the die at throw position `die` fits now (the boxes a pick highlights). */
export function fittingRows(view: GamblerView, die: number): number[] {
  const face = view.turn?.faces?.[die];
  if (face == null) return [];
  return view.tableau.rows.flatMap((spec, row) => (fits(spec.shape, view.rows[row] ?? [], face) ? [row] : []));
}

/** Throw positions of the dice not placed yet (empty while no throw lies on the table). */
export const unplacedDice = (view: GamblerView): number[] =>
  (view.turn?.faces ?? []).flatMap((f, i) => (f === null ? [] : [i]));

/** Does any unplaced die fit anywhere? */
export const anyFits = (view: GamblerView): boolean => unplacedDice(view).some((d) => fittingRows(view, d).length > 0);

export function createController(session: GamblerSession) {
  const pick: StoreApi<PickState> = createStore<PickState>()(() => ({ die: null, row: null, arriving: [], hint: null }));

  const current = (): GamblerView | null => {
    const s = session.store.getState();
    const v: GamblerView | null = (s.replay?.shown ?? s.live).view;
    return v && v.tableau ? v : null;
  };

  /** The viewer may act now: a live decision of the seat the screen shows. */
  const myDecision = (): GamblerView | null => {
    const s = session.store.getState();
    if (s.replay || s.handoff !== null) return null;
    const aw = s.live.awaiting;
    if (aw.kind !== 'decision' || aw.seat !== s.viewer) return null;
    const v = s.live.view;
    return v.turn?.faces ? v : null;
  };

  const legal = (): GamblerAction[] => (myDecision() ? session.actions.legalActions() : []);
  const hint = (text: string | null) => pick.setState({ hint: text });

  function act(action: GamblerAction): boolean {
    const res = session.actions.act(action);
    pick.setState({ die: null, row: null, hint: res.ok ? null : res.error.message });
    return res.ok;
  }

  /** A die held by the pointer (pressed on it, not yet let go). */
  let held: number | null = null;
  /** Whether the die under the last press was already picked before it (a second click places). */
  let pressedPicked: boolean | null = null;

  const api = {
    pick,
    /** Dice gliding on the table right now (written by the scene each frame, read by tests; not React state). */
    motion: { gliding: false },
    current,
    myDecision,
    legal,

    /** Picks a die (or clears the pick with null); its first fitting row is chosen. */
    select(die: number | null): void {
      const v = current();
      if (die === null || !v || v.turn?.faces?.[die] == null) {
        pick.setState({ die: null, row: null });
        return;
      }
      const rows = fittingRows(v, die);
      pick.setState({ die, row: rows[0] ?? null, hint: rows.length === 0 ? `The ${v.turn.faces[die]} fits no row.` : null });
    },

    /** A click on a thrown die: pick it; a second click places it when exactly one row fits. */
    clickDie(die: number): void {
      const v = myDecision();
      if (!v) {
        hint('Wait for your turn.');
        return;
      }
      const wasPicked = pressedPicked ?? pick.getState().die === die;
      pressedPicked = null;
      const rows = fittingRows(v, die);
      if (wasPicked && rows.length === 1) {
        act({ type: 'place', die, row: rows[0]! });
        return;
      }
      api.select(die);
    },

    /** A click on a box: place the picked die there (it must be the row's next free box). */
    clickBox(row: number, col: number): void {
      const v = myDecision();
      if (!v) {
        hint('Wait for your turn.');
        return;
      }
      const next = v.rows[row]?.length ?? 0;
      const spec = v.tableau.rows[row];
      if (!spec) return;
      if (col !== next) {
        hint(col < next ? `That box of row ${row + 1} is taken.` : `Row ${row + 1} fills from the left: its next box is box ${next + 1}.`);
        return;
      }
      let die = pick.getState().die;
      if (die === null) {
        // Nothing picked: a box only one unplaced face fits takes that die.
        const candidates = unplacedDice(v).filter((d) => fittingRows(v, d).includes(row));
        const faces = new Set(candidates.map((d) => v.turn?.faces?.[d]));
        if (candidates.length === 0) {
          hint(`None of your dice fits row ${row + 1}.`);
          return;
        }
        if (faces.size > 1) {
          hint(`Several dice fit row ${row + 1}: pick one first.`);
          return;
        }
        die = candidates[0]!;
      }
      if (!fittingRows(v, die).includes(row)) {
        hint(`The ${v.turn?.faces?.[die]} does not fit the next box of row ${row + 1}.`);
        return;
      }
      act({ type: 'place', die, row });
    },

    /** Enter: place the picked die in the chosen row. */
    placeChosen(): void {
      const { die, row } = pick.getState();
      if (die === null) {
        hint('Pick a die first (1–5, or [ and ]).');
        return;
      }
      if (row === null) {
        hint('This die fits no row.');
        return;
      }
      act({ type: 'place', die, row });
    },

    /** ] / [: the next (previous) unplaced die. */
    cycleDie(step: 1 | -1): void {
      const v = current();
      if (!v) return;
      const dice = unplacedDice(v);
      if (dice.length === 0) return;
      const at = dice.indexOf(pick.getState().die ?? -1);
      const next = at < 0 ? (step > 0 ? 0 : dice.length - 1) : (at + step + dice.length) % dice.length;
      api.select(dice[next]!);
    },

    /** Arrow keys: the next (previous) row the picked die fits. */
    cycleRow(step: 1 | -1): void {
      const v = current();
      const { die, row } = pick.getState();
      if (!v || die === null) return;
      const rows = fittingRows(v, die);
      if (rows.length === 0) return;
      const at = rows.indexOf(row ?? -1);
      pick.setState({ row: rows[(at + step + rows.length) % rows.length]! });
    },

    stop(): boolean {
      if (!legal().some((a) => a.type === 'stop')) {
        hint(myDecision() ? 'Place at least one fitting die before you stop.' : 'Wait for your turn.');
        return false;
      }
      return act({ type: 'stop' });
    },

    rethrow(): boolean {
      if (!legal().some((a) => a.type === 'rethrow')) {
        const v = myDecision();
        hint(!v ? 'Wait for your turn.' : (v.turn?.placedSinceThrow ?? 0) === 0 ? 'Place at least one fitting die first.' : 'No throw left: five throws per turn.');
        return false;
      }
      return act({ type: 'rethrow' });
    },

    /** The pointer pressed a thrown die: pick it and remember it for a drag to a box. */
    startDrag(die: number): void {
      held = die;
      pressedPicked = pick.getState().die === die;
      if (!pressedPicked) api.select(die);
    },
    dragging: (): boolean => held !== null,
    endDrag(): void {
      held = null;
    },

    setArriving(keys: string[]): void {
      pick.setState({ arriving: keys });
    },

    /** Drops a pick that no longer makes sense (the die was placed, a new throw came). */
    revalidate(): void {
      const v = current();
      const { die } = pick.getState();
      if (die !== null && (!v || v.turn?.faces?.[die] == null)) pick.setState({ die: null, row: null });
    },
  };
  return api;
}

export type GamblerController = ReturnType<typeof createController>;

/** The one controller of a session (the board and the HUD both ask for it); it drops a pick the position no longer allows. */
export const controllerFor = memoBySession((session: GamblerSession): GamblerController => {
  const c = createController(session);
  session.store.subscribe(() => c.revalidate());
  return c;
});
