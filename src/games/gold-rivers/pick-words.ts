// What the rules ask of a pick, in players' words: why a site cannot be
// picked or buried now, what the seat that decides is asked to do, and what
// a site under the board cursor is. The view's picking and turn panel say
// them; they are rules knowledge (a row's ends, burying, confirming), so they
// live in the pure half and are tested without a screen. Messages (issue 25):
// the view formats them in the reader's language. Site labels (C4) and the
// regions' names are ours and pass as they are. Terms from seed 004: Marker,
// verdeckt, aufdecken, vergraben, Schaufel.
import { listMessage, message, type Message, type MessageValue } from '../../core/message.ts';
import { seatMessage } from './log-messages.ts';
import type { GoldRiversView, SiteView } from './types.ts';

export const PICK_WORDS = {
  cleared: /*i18n*/ { id: 'gold-rivers.pick.cleared', message: '{site} is cleared: nothing is left there.' },
  openBury: /*i18n*/ { id: 'gold-rivers.pick.open-bury', message: '{site} is revealed gold: click it again to bury it (a shovel), or pick a lit marker.' },
  open: /*i18n*/ { id: 'gold-rivers.pick.open', message: '{site} is already revealed.' },
  lonely: /*i18n*/ { id: 'gold-rivers.pick.lonely', message: '{site} has no face-down neighbour to go with it.' },
  noRow: /*i18n*/ { id: 'gold-rivers.pick.no-row', message: 'No straight row of {n} face-down markers begins at {site}.' },
  confirmFirst: /*i18n*/ { id: 'gold-rivers.pick.confirm-first', message: 'Confirm your move (C or Enter), or undo it (U).' },
  notWith: /*i18n*/ { id: 'gold-rivers.pick.not-with', message: '{site} does not go with {first}: pick {first} again for one marker, or a lit neighbour.' },
  notRow: /*i18n*/ { id: 'gold-rivers.pick.not-row', message: '{first} to {site} is not a straight row of {n} face-down markers: pick a lit marker.' },
  noBuryFree: /*i18n*/ { id: 'gold-rivers.pick.no-bury-free', message: 'No burying in free choice.' },
  noShovel: /*i18n*/ { id: 'gold-rivers.pick.no-shovel', message: 'You have no shovel left.' },
  buryOver: /*i18n*/ { id: 'gold-rivers.pick.bury-over', message: 'Burying is over for this game.' },
  onlyRevealed: /*i18n*/ { id: 'gold-rivers.pick.only-revealed', message: 'Only a revealed marker can be buried; {site} is not one.' },
  moveFirst: /*i18n*/ { id: 'gold-rivers.pick.move-first', message: 'Make your move first: reveal a row or bury a marker.' },
  youReveal: /*i18n*/ { id: 'gold-rivers.demand.you-reveal', message: 'You reveal {sites}' },
  youBury: /*i18n*/ { id: 'gold-rivers.demand.you-bury', message: 'You bury {site}' },
  clears: /*i18n*/ { id: 'gold-rivers.demand.clears', message: '{region} clears ({n} gold to {seat})' },
  confirm: /*i18n*/ { id: 'gold-rivers.demand.confirm', message: '{did}. Confirm, or undo.' },
  confirmCleared: /*i18n*/ { id: 'gold-rivers.demand.confirm-cleared', message: '{did}. {cleared}. Confirm, or undo.' },
  free: /*i18n*/ { id: 'gold-rivers.demand.free', message: 'Free choice: pick a marker, then the same one again (one) or a lit neighbour (two).' },
  one: /*i18n*/ { id: 'gold-rivers.demand.one', message: 'Reveal one face-down marker: click any lit marker.' },
  row: /*i18n*/ { id: 'gold-rivers.demand.row', message: 'Pick the first end of a straight row of {n} face-down markers (lit).' },
  orBury: /*i18n*/ { id: 'gold-rivers.demand.or-bury', message: '{demand} Or click a revealed marker to bury it ({n, plural, one {# shovel} other {# shovels}}).' },
  buryIt: /*i18n*/ { id: 'gold-rivers.demand.bury-it', message: '{site} is revealed gold: bury it (B, or click it again), handing a shovel to your opponent.' },
  picked: /*i18n*/ { id: 'gold-rivers.demand.picked', message: '{site} picked: click it again for one marker, or a lit neighbour for two.' },
  lastEnd: /*i18n*/ { id: 'gold-rivers.demand.last-end', message: 'From {site}: pick the last end of the row (lit: {ends}).' },
  cursorMade: /*i18n*/ { id: 'gold-rivers.cursor.made', message: 'Your move is made: Enter confirms it, U undoes it.' },
  cursorArrows: /*i18n*/ { id: 'gold-rivers.cursor.arrows', message: 'Press an arrow key to go to a lit marker.' },
  cursorNothing: /*i18n*/ { id: 'gold-rivers.cursor.nothing', message: 'Nothing to choose on the board now; the arrows still show the sites.' },
  cursorSite: /*i18n*/ {
    id: 'gold-rivers.cursor.site',
    message:
      '{site}: {marker, select, hidden {face down} open {revealed gold} other {cleared}}{picked, select, yes {, picked} other {}}{lit, select, yes {, lit: Enter picks it} other {}}. {mountain} (mountain), {river} (river).',
  },
} as const;

const say = (key: keyof typeof PICK_WORDS, values?: Record<string, MessageValue>): Message => message(PICK_WORDS[key].id, values);

const labelOf = (view: GoldRiversView, site: number): string => view.sites[site]?.label ?? '?';

/** Why a site cannot start a row now. */
function whyNotFirst(view: GoldRiversView, site: SiteView): Message {
  if (site.marker === 'cleared') return say('cleared', { site: site.label });
  if (site.marker === 'open') return say(view.buryingAllowed ? 'openBury' : 'open', { site: site.label });
  if (view.number === null) return say('lonely', { site: site.label });
  return say('noRow', { n: view.number, site: site.label });
}

/** Why `site` cannot be picked now, `first` being the row's end picked already (if any). */
export function whyNotPick(view: GoldRiversView, site: number, first: number | undefined): Message {
  if (view.phase === 'confirm') return say('confirmFirst');
  const info = view.sites[site]!;
  if (first === undefined) return whyNotFirst(view, info);
  const firstLabel = labelOf(view, first);
  return view.number === null ? say('notWith', { site: info.label, first: firstLabel }) : say('notRow', { first: firstLabel, site: info.label, n: view.number });
}

/** Why `site` cannot be buried now, or null when it can. */
export function whyNoBurial(view: GoldRiversView, site: number): Message | null {
  if (!view.buryingAllowed) return view.number === null ? say('noBuryFree') : view.shovels[view.turn] === 0 ? say('noShovel') : say('buryOver');
  return view.buryable.includes(site) ? null : say('onlyRevealed', { site: labelOf(view, site) });
}

/** Why Confirm does nothing yet: no move is made. */
export const moveFirst = (): Message => say('moveFirst');

/** What the deciding seat is asked now, `first` being its picked first end and `ends` the last ends lit for it; null outside its move. */
export function turnDemand(view: GoldRiversView, first: number | null, ends: readonly number[]): Message | null {
  const label = (site: number) => labelOf(view, site);
  if (view.phase === 'confirm' && view.move) {
    const did = view.move.type === 'reveal' ? say('youReveal', { sites: view.move.sites.map(label).join(', ') }) : say('youBury', { site: label(view.move.site) });
    const cleared = view.clearings.map((c) => say('clears', { region: (c.kind === 'mountain' ? view.mountains : view.rivers)[c.region]?.name ?? '?', n: c.sites.length, seat: seatMessage(c.seat) }));
    return cleared.length > 0 ? say('confirmCleared', { did, cleared: listMessage(cleared) }) : say('confirm', { did });
  }
  if (view.phase !== 'choose') return null;
  if (first === null) {
    const demand = view.number === null ? say('free') : view.number === 1 ? say('one') : say('row', { n: view.number });
    return view.buryable.length > 0 ? say('orBury', { demand, n: view.shovels[view.turn]! }) : demand;
  }
  if (view.buryable.includes(first) && !view.legalFirst.includes(first)) return say('buryIt', { site: label(first) });
  const sorted = [...ends].sort((a, b) => a - b);
  return sorted.includes(first) ? say('picked', { site: label(first) }) : say('lastEnd', { site: label(first), ends: sorted.map(label).join(', ') });
}

/** The board cursor's words: the site under it (picked, lit, its mountain and river) or how to get one. */
export function cursorWords(view: GoldRiversView, cursor: number | null, seat: { mine: boolean; first: number | null; lit: boolean }): Message {
  const site = cursor === null ? null : view.sites[cursor];
  if (seat.mine && view.phase === 'confirm') return say('cursorMade');
  if (!site) return seat.mine ? say('cursorArrows') : say('cursorNothing');
  return say('cursorSite', {
    site: site.label,
    marker: site.marker,
    picked: seat.first === site.site ? 'yes' : 'no',
    lit: seat.mine && seat.lit ? 'yes' : 'no',
    mountain: view.mountains[site.mountain]?.name ?? '?',
    river: view.rivers[site.river]?.name ?? '?',
  });
}
