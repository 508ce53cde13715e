// Clearing complete regions after a move: a region with no face-down marker
// left gives its owner every revealed marker still in it, and those sites
// become empty. The mover's regions are cleared first, then the opponent's,
// so a site in two complete regions goes to the mover; a cleared site is
// never taken again, so no gold counts twice.

import type { Seat } from '../../../core/contract.ts';
import { regionName, regionSitesOf } from '../board.ts';
import type { Clearing, GoldRiversState } from '../types.ts';
import { kindOwnedBy, layoutOf, opponent } from './state.ts';
import { logLine, seatMessage } from '../log-messages.ts';

export interface Cleared {
  state: GoldRiversState;
  clearings: Clearing[];
}

export function clearRegions(s: GoldRiversState, mover: Seat): Cleared {
  const l = layoutOf(s);
  const markers = s.markers.slice();
  const takenBy = s.takenBy.slice();
  const gold: [number, number] = [s.gold[0], s.gold[1]];
  const clearings: Clearing[] = [];
  const log = s.log.slice();
  for (const seat of [mover, opponent(mover)]) {
    const kind = kindOwnedBy(seat);
    for (let region = 0; region < l.regionCount; region++) {
      const sites = regionSitesOf(l, kind, region);
      if (sites.some((site) => markers[site] === 'hidden')) continue;
      const taken = sites.filter((site) => markers[site] === 'open');
      if (taken.length === 0) continue; // cleared before, or emptied by the other player's regions
      for (const site of taken) {
        markers[site] = 'cleared';
        takenBy[site] = seat;
      }
      gold[seat] = gold[seat]! + taken.length;
      clearings.push({ kind, region, seat, sites: taken });
      log.push(logLine('complete', { region: regionName(kind, region), seat: seatMessage(seat), count: taken.length }));
    }
  }
  if (clearings.length === 0) return { state: s, clearings };
  return { state: { ...s, markers, takenBy, gold, log }, clearings };
}
