// What the rules ask of a pick, in players' words: why a site cannot be
// picked or buried now, what the seat that decides is asked to do, and what
// a site under the board cursor is. The view's picking and turn panel say
// them; they are rules knowledge (a row's ends, burying, confirming), so they
// live in the pure half and are tested without a screen.
import { plural } from '../../core/plural.ts';
import type { GoldRiversView, SiteView } from './types.ts';

const labelOf = (view: GoldRiversView, site: number): string => view.sites[site]?.label ?? '?';

/** Why a site cannot start a row now. */
function whyNotFirst(view: GoldRiversView, site: SiteView): string {
  if (site.marker === 'cleared') return `${site.label} is cleared: nothing is left there.`;
  if (site.marker === 'open') return view.buryingAllowed ? `${site.label} is revealed gold: click it again to bury it (a shovel), or pick a lit marker.` : `${site.label} is already revealed.`;
  if (view.number === null) return `${site.label} has no face-down neighbour to go with it.`;
  return `No straight row of ${view.number} face-down markers begins at ${site.label}.`;
}

/** Why `site` cannot be picked now, `first` being the row's end picked already (if any). */
export function whyNotPick(view: GoldRiversView, site: number, first: number | undefined): string {
  if (view.phase === 'confirm') return 'Confirm your move (C or Enter), or undo it (U).';
  const info = view.sites[site]!;
  if (first === undefined) return whyNotFirst(view, info);
  const firstLabel = labelOf(view, first);
  return view.number === null
    ? `${info.label} does not go with ${firstLabel}: pick ${firstLabel} again for one marker, or a lit neighbour.`
    : `${firstLabel} to ${info.label} is not a straight row of ${view.number} face-down markers: pick a lit marker.`;
}

/** Why `site` cannot be buried now, or null when it can. */
export function whyNoBurial(view: GoldRiversView, site: number): string | null {
  if (!view.buryingAllowed) return view.number === null ? 'No burying in free choice.' : view.shovels[view.turn] === 0 ? 'You have no shovel left.' : 'Burying is over for this game.';
  return view.buryable.includes(site) ? null : `Only a revealed marker can be buried; ${labelOf(view, site)} is not one.`;
}

/** What the deciding seat is asked now, `first` being its picked first end and `ends` the last ends lit for it; null outside its move. */
export function turnDemand(view: GoldRiversView, first: number | null, ends: readonly number[]): string | null {
  const label = (site: number) => labelOf(view, site);
  if (view.phase === 'confirm' && view.move) {
    const did = view.move.type === 'reveal' ? `You reveal ${view.move.sites.map(label).join(', ')}` : `You bury ${label(view.move.site)}`;
    const cleared = view.clearings.map((c) => `${(c.kind === 'mountain' ? view.mountains : view.rivers)[c.region]?.name} clears (${c.sites.length} gold to Player ${c.seat + 1})`);
    return `${did}.${cleared.length > 0 ? ` ${cleared.join('; ')}.` : ''} Confirm, or undo.`;
  }
  if (view.phase !== 'choose') return null;
  if (first === null) {
    const demand =
      view.number === null
        ? 'Free choice: pick a marker, then the same one again (one) or a lit neighbour (two).'
        : view.number === 1
          ? 'Reveal one face-down marker: click any lit marker.'
          : `Pick the first end of a straight row of ${view.number} face-down markers (lit).`;
    return view.buryable.length > 0 ? `${demand} Or click a revealed marker to bury it (${plural(view.shovels[view.turn]!, 'shovel')}).` : demand;
  }
  if (view.buryable.includes(first) && !view.legalFirst.includes(first)) return `${label(first)} is revealed gold: bury it (B, or click it again), handing a shovel to your opponent.`;
  const sorted = [...ends].sort((a, b) => a - b);
  return sorted.includes(first) ? `${label(first)} picked: click it again for one marker, or a lit neighbour for two.` : `From ${label(first)}: pick the last end of the row (lit: ${sorted.map(label).join(', ')}).`;
}

const MARKER_WORDS: Record<SiteView['marker'], string> = { hidden: 'face down', open: 'revealed gold', cleared: 'cleared' };

/** The board cursor's words: the site under it (picked, lit, its mountain and river) or how to get one. */
export function cursorWords(view: GoldRiversView, cursor: number | null, seat: { mine: boolean; first: number | null; lit: boolean }): string {
  const site = cursor === null ? null : view.sites[cursor];
  if (seat.mine && view.phase === 'confirm') return 'Your move is made: Enter confirms it, U undoes it.';
  if (!site) return seat.mine ? 'Press an arrow key to go to a lit marker.' : 'Nothing to choose on the board now; the arrows still show the sites.';
  const lit = seat.mine && seat.lit ? ', lit: Enter picks it' : '';
  const picked = seat.first === site.site ? ', picked' : '';
  return `${site.label}: ${MARKER_WORDS[site.marker]}${picked}${lit}. ${view.mountains[site.mountain]?.name} (mountain), ${view.rivers[site.river]?.name} (river).`;
}
