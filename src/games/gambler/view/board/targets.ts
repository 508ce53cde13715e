// Where the targets of a Tableau Gulch decision lie on the table, for the
// phone framing (the kit's useDecisionTargets): first every thrown die that
// fits a row (a tap picks it), then, once one is picked, the next free box of
// every row it fits (a tap places it there). Two steps, because the tray and
// the tableau lie too far apart to show both at a tappable spacing on a phone:
// the view follows the player from the dice to the boxes.
import type { TablePoint } from '../../../../scene/kit/index.ts';
import { dieRestY } from '../../../../scene/kit/index.ts';
import type { GamblerView } from '../../types.ts';
import { fittingRows, unplacedDice } from '../hud/controller.ts';
import { SHOWN_DIE_SCALE, boxCentre, traySlot } from './layout.ts';

export function decisionTargets(view: GamblerView, picked: number | null): TablePoint[] {
  const rows = picked === null ? [] : fittingRows(view, picked);
  if (rows.length > 0) return rows.map((row) => boxCentre(row, view.rows[row]?.length ?? 0));
  const count = view.turn?.faces?.length ?? 0;
  return unplacedDice(view)
    .filter((d) => fittingRows(view, d).length > 0)
    .map((d) => ({ ...traySlot(d, count), y: dieRestY('d6', 0, SHOWN_DIE_SCALE) }));
}
