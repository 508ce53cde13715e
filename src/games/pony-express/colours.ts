// Colours of the Mail Run table: one per seat (a rider's paint, on the board
// and in the session's flick layer alike), and one per space action, shared by
// the painted board and its legend. Plain data, no rules: the view paints with it.
import type { FigureSpot } from '../../core/contract.ts';
import type { SpaceKind } from './data/board.ts';

export const SEAT_COLOURS = ['#b0342a', '#2f5fa8', '#3f8a3a', '#c9a227', '#7a3f9a'] as const;

export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;

/** The seat colours in words, for captions that name a rider ("Rider 2 (blue)"). */
export const SEAT_COLOUR_NAMES = ['red', 'blue', 'green', 'yellow', 'purple'] as const;

export const seatColourName = (seat: number): string => SEAT_COLOUR_NAMES[seat % SEAT_COLOUR_NAMES.length]!;

/** A figure's paint on our table: a rider in its seat's colour; Indians keep the model's own look. */
export const figurePaint = (figure: FigureSpot): string | undefined =>
  figure.model === 'rider' && figure.owner !== undefined ? seatColour(figure.owner) : undefined;

/** Each space's paint by its action: the board and its legend (which names it in SPACE_TEXT's words, help.ts). */
export const SPACE_PAINT: Record<SpaceKind, { fill: string; ink: string }> = {
  plain: { fill: '#e9dcb8', ink: '#4a3521' },
  station: { fill: '#5d7590', ink: '#f4efe2' },
  indians: { fill: '#b4462c', ink: '#fbeede' },
  mine: { fill: '#6e4d2c', ink: '#ffd86a' },
  saloon: { fill: '#7b3554', ink: '#fde9f1' },
  relay: { fill: '#4e7a3b', ink: '#f2f7e8' },
};

/** The desert (re-throws cost 2) tints spaces this sandy colour. */
export const DESERT = '#e3b867';
