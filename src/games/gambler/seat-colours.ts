// One colour per seat, shared by the table signs and the HUD's scoreboard.
export const SEAT_COLOURS = ['#d9534f', '#3b7dd8', '#4caf50', '#e0a030', '#9c5fd0', '#3bb3b3'] as const;

export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? '#c9953f';
