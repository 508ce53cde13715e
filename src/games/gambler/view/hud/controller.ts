// The seat's hands on the table, on the kit's picking (scene/kit/picking.ts):
// a placement is picked as a path of two targets, a thrown die and then the
// next free box of a row it fits (or the die again, when it fits one row
// only), and a click that does nothing says why. The rest (lit targets,
// cursor, hover, hint, undo, the probe) is the kit's. Also Stop and Throw
// again, and the boxes a die is gliding into (the board draws them once it
// lands). One controller per session, shared by the board and the HUD.
import { createStore } from 'zustand/vanilla';
import { createPicking, memoBySession, type PickingSpec } from '../../../../scene/kit/index.ts';
import { fittingRows } from '../../dice-fit.ts';
import { whyNoRethrow, whyNoStop, whyNotBox, whyNotDie } from '../../pick-words.ts';
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
    if (die !== null) return whyNotDie(v, die);
    const { row, col } = targetBox(t)!;
    return whyNotBox(v, row, col, targetDie(picked[0] ?? null));
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
      else picking.hint(whyNoStop(picking.mine()));
    },

    rethrow(): void {
      if (legal('rethrow')) picking.act({ type: 'rethrow' });
      else picking.hint(whyNoRethrow(picking.mine()));
    },
  };
}

export type GamblerController = ReturnType<typeof createController>;
export const controllerFor = memoBySession(createController);
