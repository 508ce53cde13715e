// Where the picking's targets lie on the table (a thrown die in its tray
// slot, a box on the board), and how each lit one is marked: a die's ring on
// the table under it, a box's frame on the board. The kit's pick marks tone
// them; the probe reads the same points.
import { dieRestY, type PickSpot, type TablePoint } from '../../../../scene/kit/index.ts';
import type { GamblerView } from '../../types.ts';
import { targetBox, targetDie } from '../../pick-targets.ts';
import { SHOWN_DIE_SCALE, boxCentre, traySlot } from './layout.ts';

export const MARK_GROUPS = ['die', 'box'] as const;

export function targetPoint(view: GamblerView, t: string): TablePoint {
  const die = targetDie(t);
  if (die !== null) return { ...traySlot(die, view.turn?.faces?.length ?? 0), y: dieRestY('d6', 0, SHOWN_DIE_SCALE) };
  const box = targetBox(t)!;
  return boxCentre(box.row, box.col);
}

/**
 * A lit target's mark. While a die is picked (`picking`), a phone frames only
 * the boxes it fits, not the tray too: the two lie too far apart to show both
 * at a tappable spacing, so the view follows the player from one to the other.
 */
export function targetSpot(view: GamblerView, t: string, picking: boolean): PickSpot<(typeof MARK_GROUPS)[number]> {
  const p = targetPoint(view, t);
  if (targetDie(t) === null) return { ...p, group: 'box' };
  return { ...p, y: 0, group: 'die', tap: picking ? null : p };
}
