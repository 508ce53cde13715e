// Where the picking's targets lie on the table (a thrown die in its tray
// slot, a box on the board) and the lit ones as the kit's marks, toned by
// what the pick says of each: picked or under the cursor, under the pointer,
// or only lit. The board's highlights, the phone framing and the probe read
// the same points.
import { useStore } from 'zustand';
import { dieRestY, type Mark, type TablePoint } from '../../../../scene/kit/index.ts';
import type { GamblerView } from '../../types.ts';
import { targetBox, targetDie, type GamblerController } from '../hud/controller.ts';
import { SHOWN_DIE_SCALE, boxCentre, traySlot } from './layout.ts';

export function targetPoint(view: GamblerView, t: string): TablePoint {
  const die = targetDie(t);
  if (die !== null) return { ...traySlot(die, view.turn?.faces?.length ?? 0), y: dieRestY('d6', 0, SHOWN_DIE_SCALE) };
  const box = targetBox(t)!;
  return boxCentre(box.row, box.col);
}

/** The marks of the picked and lit targets `keep` takes (the dice, or the boxes); a die's ring lies on the table. */
export function useLitMarks(controller: GamblerController, view: GamblerView, keep: (t: string) => boolean): Mark[] {
  const { picked, cursor, hovered } = useStore(controller.picking.store);
  const targets = [...new Set([...picked, ...controller.picking.lit()])].filter(keep);
  return targets.map((t) => {
    const p = targetPoint(view, t);
    const tone = picked.includes(t) || t === cursor ? 'chosen' : t === hovered ? 'hover' : 'legal';
    return { x: p.x, z: p.z, y: targetDie(t) === null ? p.y : 0, tone };
  });
}
