// Colours of the Mail Run table: one per seat (a rider's paint, on the board
// and in the session's flick layer alike), and one per space action, shared by
// the painted board, the legend and the HUD.
import type { FigureSpot } from '../../../core/contract.ts';
import type { SpaceKind } from '../board.ts';

export const SEAT_COLOURS = ['#b0342a', '#2f5fa8', '#3f8a3a', '#c9a227', '#7a3f9a'] as const;

export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;

/** A figure's paint on our table: a rider in its seat's colour; Indians keep the model's own look. */
export const figurePaint = (figure: FigureSpot): string | undefined =>
  figure.model === 'rider' && figure.owner !== undefined ? seatColour(figure.owner) : undefined;

export interface SpaceStyle {
  fill: string;
  ink: string;
  /** Word painted on the space and in the legend. */
  word: string;
  /** What the space does, for the legend and the help. */
  does: string;
}

export const SPACE_STYLE: Record<SpaceKind, SpaceStyle> = {
  plain: { fill: '#e9dcb8', ink: '#4a3521', word: 'trail', does: 'nothing happens' },
  station: { fill: '#5d7590', ink: '#f4efe2', word: 'station', does: 'pay the fare to ride the train on' },
  indians: { fill: '#b4462c', ink: '#fbeede', word: 'indians', does: 'flick at the 3 Indians: +1 gold per fallen one, 1 space back per standing one' },
  mine: { fill: '#6e4d2c', ink: '#ffd86a', word: 'gold mine', does: 'throw: gain gold = the steps of your combination' },
  saloon: { fill: '#7b3554', ink: '#fde9f1', word: 'saloon', does: 'throw: pay gold = the steps of your combination' },
  relay: { fill: '#4e7a3b', ink: '#f2f7e8', word: 'relay', does: 'draw 2 item cards, keep 1' },
};

/** The desert (re-throws cost 2) tints spaces this sandy colour. */
export const DESERT = '#e3b867';
