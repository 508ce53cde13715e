// The two players' colours on the table and in the HUD: Player 1 digs the
// mountains (rust), Player 2 the rivers (blue). Also the markers' colours.
export const SEAT_COLOURS = ['#c9703a', '#4aa3e0'] as const;
export const seatColour = (seat: number): string => SEAT_COLOURS[seat] ?? '#cccccc';

export const MARKER_COLOURS = { hidden: '#7a4a24', open: '#f2c23a' } as const;
/** Region highlights under the pointer: the mountain warm, the river cold. */
export const REGION_LIGHT = { mountain: '#ffb347', river: '#7fe8ff' } as const;
