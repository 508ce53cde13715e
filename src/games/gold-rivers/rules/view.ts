// What a seat sees: everything. Gold in the Rivers has no hidden information (the
// discs are thrown in the open), so every seat and a spectator get the same
// view apart from the `seat` field. The view carries what a board needs to
// draw and to light up choices without calling the rules again.

import type { Seat } from '../../../core/contract.ts';
import { boardCount, regionName, siteGeometry, type Layout } from '../board.ts';
import { OWNER_OF, RANGE_SPECS, type Range, type RegionKind } from '../data.ts';
import type { GoldRiversState, GoldRiversView, RegionView } from '../types.ts';
import { buryingAllowed, buryTargets, legalFirstMarkers, legalRows } from './legal.ts';
import { RANGE_REASON, rangeOf, rangeReason } from './range.ts';
import { message, type Message, type Text } from '../../../core/message.ts';
import { logLine } from '../log-messages.ts';
import { buryTurnLimit, layoutOf, regionCounts, siteLabel } from './state.ts';
import { winner } from './result.ts';

function regions(l: Layout, s: GoldRiversState, kind: RegionKind): RegionView[] {
  const { hidden, open } = regionCounts(l, s.markers, kind);
  const lists = kind === 'mountain' ? l.mountainSites : l.riverSites;
  return lists.map((sites, region) => ({
    kind,
    region,
    name: regionName(kind, region),
    owner: OWNER_OF[kind],
    sites: [...sites],
    hidden: hidden[region]!,
    open: open[region]!,
    complete: hidden[region] === 0,
  }));
}

/**
 * Why the turn's range is what it is. Once a move is made and waits for its
 * confirmation (a burial turns a marker face down again, a reveal opens some),
 * the counts the range came from are no longer the board's, so the reason goes
 * on with the range the markers give now, for the next turn.
 */
function reasonNow(s: GoldRiversState): Message | null {
  const p = s.phase;
  if (p.kind === 'over') return null;
  const reason = rangeReason({ range: p.range, rows: p.rows });
  if (p.kind !== 'confirm') return reason;
  const next = rangeOf(layoutOf(s), s.markers);
  return message(RANGE_REASON.after.id, { reason, range: rangeLabel(next.range), next: rangeReason(next) });
}

/** A range as the panel names it: its numbers ("1–5"), or free choice in the reader's words. */
const rangeLabel = (range: Range): Text => (range === 'free' ? logLine('freeRange') : RANGE_SPECS[range].label);

export function view(s: GoldRiversState, seat: Seat | null): GoldRiversView {
  const l = layoutOf(s);
  const p = s.phase;
  return {
    game: 'gold-rivers',
    seat,
    length: s.length,
    board: s.board,
    boards: boardCount(s.length),
    symmetry: l.symmetry,
    radius: l.field.radius,
    sites: s.markers.map((marker, site) => {
      const g = siteGeometry(l, site);
      return {
        site,
        label: siteLabel(l, site),
        q: g.q,
        r: g.r,
        x: g.x,
        y: g.y,
        mountain: l.mountainOf[site]!,
        river: l.riverOf[site]!,
        marker,
        takenBy: s.takenBy[site] ?? null,
      };
    }),
    mountains: regions(l, s, 'mountain'),
    rivers: regions(l, s, 'river'),
    gold: [s.gold[0], s.gold[1]],
    shovels: [s.shovels[0], s.shovels[1]],
    turn: s.turn,
    turnNumber: s.turnNumber,
    buryTurnLimit: buryTurnLimit(s),
    phase: p.kind,
    range:
      p.kind === 'over'
        ? null
        : {
            range: p.range,
            label: rangeLabel(p.range),
            reason: reasonNow(s)!,
            rows: { ...p.rows },
            discs: [...RANGE_SPECS[p.range].discs],
          },
    number: p.kind === 'choose' || p.kind === 'confirm' ? p.number : null,
    faces: p.kind === 'choose' || p.kind === 'confirm' ? [...p.faces] : [],
    legalFirst: legalFirstMarkers(s),
    rowEnds: legalRows(s).map((row) => [row[0]!, row[row.length - 1]!]),
    buryable: buryTargets(s),
    buryingAllowed: buryingAllowed(s),
    move: p.kind === 'confirm' ? structuredClone(p.move) : null,
    clearings: p.kind === 'confirm' ? structuredClone(p.clearings) : [],
    winner: winner(s),
    log: [...s.log],
  };
}
