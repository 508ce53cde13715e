// The players' colours on the table and in the HUD (up to five), the white
// cowboy's, and the two setup dice's bases: the column die red, the row die blue.
export const SEAT_COLOURS = ['#d0603a', '#3f8fe0', '#5fb84a', '#d8b030', '#a763d6'] as const;
export const seatColour = (seat: number): string => SEAT_COLOURS[seat] ?? '#cccccc';
export const WHITE_COWBOY = '#f4f1ea';
export const DIE_BASES = { column: '#c0392b', row: '#2f6fc0' } as const;
