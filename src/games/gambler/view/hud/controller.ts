// The seat's hands on the table, on the kit's picking (scene/kit/picking.ts):
// a placement is picked as a path of two targets, a thrown die and then the
// next free box of a row it fits (or the die again, when it fits one row
// only), and a click that does nothing says why. The rest (lit targets,
// cursor, hover, hint, undo, the probe) is the kit's. Also Stop and Throw
// again, and the boxes a die is gliding into (the board draws them once it
// lands). One controller per session, shared by the board and the HUD.
import { createStore } from 'zustand/vanilla';
import { createPicking, memoBySession, type PickingSpec } from '../../../../scene/kit/index.ts';
import { fits } from '../../rules/fitting.ts';
import type { GamblerAction, GamblerView } from '../../types.ts';
import type { GamblerSession } from '../session.ts';

/** The picking's targets: a thrown die by throw position ("d2"), a box of the tableau ("b3.0": row 3, box 0). */
export const dieTarget = (die: number): string => `d${die}`;
export const boxTarget = (row: number, col: number): string => `b${row}.${col}`;
/** The die a target names, or null for a box. */
export const targetDie = (t: string | null): number | null => (t?.startsWith('d') ? Number(t.slice(1)) : null);
/** The box a target names, or null for a die. */
export const targetBox = (t: string | null): { row: number; col: number } | null => {
  const m = t ? /^b(\d+)\.(\d+)$/.exec(t) : null;
  return m ? { row: Number(m[1]), col: Number(m[2]) } : null;
};

/** Rows the die at throw position `die` fits now (the boxes a pick lights up). */
export function fittingRows(view: GamblerView, die: number): number[] {
  const face = view.turn?.faces?.[die];
  if (face == null) return [];
  return view.tableau.rows.flatMap((spec, row) => (fits(spec.shape, view.rows[row] ?? [], face) ? [row] : []));
}

/** Throw positions of the dice not placed yet (empty while no throw lies on the table). */
export const unplacedDice = (view: GamblerView): number[] => (view.turn?.faces ?? []).flatMap((f, i) => (f === null ? [] : [i]));

/** Does any unplaced die fit anywhere? */
export const anyFits = (view: GamblerView): boolean => unplacedDice(view).some((d) => fittingRows(view, d).length > 0);

export const GAMBLER_PICKING: PickingSpec<GamblerAction, GamblerView, string> = {
  targetsOf(a, v) {
    if (a.type !== 'place') return [];
    const die = dieTarget(a.die);
    const paths = [[die, boxTarget(a.row, v.rows[a.row]?.length ?? 0)]];
    // A second click on the picked die places it when it fits one row only.
    if (fittingRows(v, a.die).length === 1) paths.push([die, die]);
    return paths;
  },
  whyNot(t, v, picked) {
    const die = targetDie(t);
    if (die !== null) return `The ${v.turn?.faces?.[die] ?? '?'} fits no row.`;
    const { row, col } = targetBox(t)!;
    const next = v.rows[row]?.length ?? 0;
    if (col < next) return `That box of row ${row + 1} is taken.`;
    if (col > next) return `Row ${row + 1} fills from the left: its next box is box ${next + 1}.`;
    const from = targetDie(picked[0] ?? null);
    return from === null ? 'Pick a die first (click it or press 1–5): the boxes it fits light up.' : `The ${v.turn?.faces?.[from]} does not fit the next box of row ${row + 1}.`;
  },
  idle: (aw, yours) => (aw.kind === 'throw' && yours ? 'Throw your dice first (drag them or press Space).' : 'Wait for your turn.'),
  cursorFollows: true,
};

export function createController(session: GamblerSession) {
  const picking = createPicking(session, GAMBLER_PICKING);
  const legal = (type: GamblerAction['type']) => picking.mine() !== null && session.actions.legalActions().some((a) => a.type === type);
  const current = (): GamblerView | null => {
    const v = picking.shown();
    return v?.tableau ? v : null;
  };
  return {
    picking,
    current,
    /** Boxes ("row:col") a die is gliding into right now; the board draws them when it lands. */
    arriving: createStore<{ boxes: string[] }>()(() => ({ boxes: [] })),
    /** Dice gliding on the table right now (written by the scene each frame, read by the probe; not React state). */
    motion: { gliding: false },

    /** A digit: pick that die of the throw (a die picked already stays picked). */
    pickDie(die: number): void {
      if (current()?.turn?.faces?.[die] == null) picking.hint(`There is no die ${die + 1} to pick.`);
      else if (picking.store.getState().picked[0] !== dieTarget(die)) picking.click(dieTarget(die), 'key');
    },

    stop(): void {
      if (legal('stop')) picking.act({ type: 'stop' });
      else picking.hint(picking.mine() ? 'Place at least one fitting die before you stop.' : 'Wait for your turn.');
    },

    rethrow(): void {
      if (legal('rethrow')) return void picking.act({ type: 'rethrow' });
      const v = picking.mine();
      picking.hint(!v ? 'Wait for your turn.' : (v.turn?.placedSinceThrow ?? 0) === 0 ? 'Place at least one fitting die first.' : 'No throw left: five throws per turn.');
    },
  };
}

export type GamblerController = ReturnType<typeof createController>;
export const controllerFor = memoBySession(createController);
