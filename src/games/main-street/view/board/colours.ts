// The players' colours (awnings, showdown markers, the HUD's dots) and the
// meeples' paint per kind. Meeples belong to nobody, so their colour is the
// kind's; the kind is also told by the figure's outline (colour is never the only cue).
import type { MeepleKind } from '../../index.ts';

export const SEAT_COLOURS = ['#c9703a', '#4aa3e0', '#6cc24a', '#c85ad0'] as const;
export const seatColour = (seat: number): string => SEAT_COLOURS[seat] ?? '#cccccc';

export const KIND_COLOURS: Readonly<Record<MeepleKind, string>> = {
  builder: '#e8c48a',
  miner: '#8d8d8d',
  robber: '#2b2b2b',
  deputy: '#3c5fa8',
  madame: '#c0304a',
};
