// A board tells the kit where its current decision's targets lie on the table
// (every place a tap would act on now: a parcel, a site, a box, a die), so a
// phone frames them at a tappable spacing (DecisionFraming) and the test probe
// can measure that spacing on screen. One call per board; an empty list when
// the seat has nothing to pick on the table (a throw, a bot's turn). And the
// parts of the table the player reads beside it (cards, mats): a phone offers
// them as tabs (table-regions.ts).
import { useEffect, useMemo } from 'react';
import { setDecisionTargets, type TablePoint } from '../decision-targets.ts';
import { setTableRegions, type TableRegion } from '../table-regions.ts';

export type { TablePoint, TableRegion };

export function useDecisionTargets(points: readonly TablePoint[]): void {
  const owner = useMemo(() => Symbol('decision targets'), []);
  // By value: a board recomputes its list every render, the framing moves only when the places change.
  const key = JSON.stringify(points.map((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10, Math.round(p.z * 10) / 10]));
  useEffect(() => {
    const list = (JSON.parse(key) as [number, number, number][]).map(([x, y, z]) => ({ x, y, z }));
    setDecisionTargets(owner, list);
  }, [owner, key]);
  useEffect(() => () => setDecisionTargets(owner, null), [owner]);
}

/** The parts of the table beside the decision a phone offers as tabs (cards, mats); by value, like the targets. */
export function useTableRegions(regions: readonly TableRegion[]): void {
  const owner = useMemo(() => Symbol('table regions'), []);
  const key = JSON.stringify(regions);
  useEffect(() => setTableRegions(owner, JSON.parse(key) as TableRegion[]), [owner, key]);
  useEffect(() => () => setTableRegions(owner, null), [owner]);
}
