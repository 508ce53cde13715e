// The track board as data (all **ours** except the 33 spaces, the three mail
// boxes and the direction St. Joseph right → Sacramento left): the action of
// every space, the station fares, and where everything stands on the table.
// The scene draws from these numbers; the rules build flick requests from them.

/** Space actions. 'plain' spaces have none. */
export const SPACE_KINDS = ['plain', 'station', 'indians', 'mine', 'saloon', 'relay'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];

export const TRACK_LENGTH = 33;
export const MAILBOXES = 3;
/** Positions 34..36 are mail boxes 1..3. */
export const MAILBOX_1 = TRACK_LENGTH + 1;
export const LAST_POS = TRACK_LENGTH + MAILBOXES;

/** Score of the rider who brings the mail to Sacramento (the others score the space they reached). */
export const WINNER_POINTS = 100;
/** From this space on (the desert) a re-throw costs 2 gold. */
export const DESERT_FROM = 25;

const P = 'plain';
const S = 'station';
const I = 'indians';
const M = 'mine';
const L = 'saloon';
const R = 'relay';

/** Action of spaces 1..33 (index 0 is space 1, St. Joseph). */
export const SPACES: readonly SpaceKind[] = [
  P, P, R, S, M, P, I, L, R, P, // 1-10
  S, M, L, P, I, R, P, S, M, L, // 11-20
  I, P, R, L, P, S, M, I, R, L, // 21-30
  I, P, P, //                      31-33 (33 = Sacramento)
];

export const spaceKind = (space: number): SpaceKind =>
  space >= 1 && space <= TRACK_LENGTH ? (SPACES[space - 1] ?? 'plain') : 'plain';

/** Fare to ride from a station to the next one (the last station has no train). */
export const STATION_FARES: Readonly<Record<number, number>> = { 4: 2, 11: 3, 18: 3 };

export const STATIONS: readonly number[] = SPACES.flatMap((k, i) => (k === 'station' ? [i + 1] : []));

/** The next station after `space`, or null. */
export function nextStation(space: number): number | null {
  return STATIONS.find((s) => s > space) ?? null;
}

/** Where a rider is, in the riders' board's words: "space 12", "mail box 2". */
export const placeName = (pos: number): string => (pos > TRACK_LENGTH ? `mail box ${pos - TRACK_LENGTH}` : `space ${pos}`);


// ---------------------------------------------------------------------------
// Table layout (cm, table coordinates: origin at the table centre, x right, z
// towards the player). The board lies where the shared table keeps boards
// (TABLE.board in src/physics/table.ts: centre (0, -12), 100 × 52 cm); we use a
// 92 × 50 cm board in it. Not imported to keep the rules free of the physics engine.

export const BOARD = { x: 0, z: -12, width: 92, depth: 50 } as const;

interface Point {
  x: number;
  z: number;
}
const at = (x: number, z: number): Point => ({ x: BOARD.x + x, z: BOARD.z + z });

/** Three rows of eleven, snaking right → left, left → right, right → left. */
const ROW_Z = [-13, -2, 9] as const;
const PITCH = 6.4;

/** Centre of space 1..33, or of mail box 1..3 (positions 34..36). */
export function spacePoint(pos: number): Point {
  if (pos > TRACK_LENGTH) {
    const box = pos - TRACK_LENGTH; // 1..3
    return at(-40, 9 - (box - 1) * 7);
  }
  const i = Math.max(1, pos) - 1;
  const row = Math.floor(i / 11);
  const col = i % 11;
  const leftward = row % 2 === 0;
  const x = leftward ? 32 - col * PITCH : -32 + col * PITCH;
  return at(x, ROW_Z[row]!);
}

/** Where a rider stands on its space: riders sharing a space stand around its centre. */
export function riderPoint(pos: number, seat: number): Point {
  const c = spacePoint(pos);
  const angle = (seat * 2 * Math.PI) / 5;
  return { x: c.x + 1.9 * Math.cos(angle), z: c.z + 1.9 * Math.sin(angle) };
}

/**
 * The spaces' points a rider of `seat` passes riding from `from` to `to`
 * (its board walks them one by one): every space between on a short ride
 * along the track, and the space it reached before stepping onto a duel spot
 * (`toDuel`); none for anything else (a jump to jail, the train), which is one hop.
 */
export function ridePath(from: number, to: number, seat: number, toDuel = false): Point[] {
  if (to === from || Math.abs(to - from) > 10 || to > TRACK_LENGTH + 3) return [];
  const dir = Math.sign(to - from);
  const path: Point[] = [];
  for (let p = from + dir; p !== to; p += dir) path.push(riderPoint(p, seat));
  return toDuel ? [...path, riderPoint(to, seat)] : path;
}

/** The two duel spots at diagonally opposite corners: the mover stands at A. */
export const DUEL_SPOTS = { a: at(41, -21), b: at(-41, 21) } as const;

/** Flick start lines: 7 cm in from each duel spot towards the other one. */
export const DUEL_STARTS = (() => {
  const dx = DUEL_SPOTS.b.x - DUEL_SPOTS.a.x;
  const dz = DUEL_SPOTS.b.z - DUEL_SPOTS.a.z;
  const len = Math.hypot(dx, dz);
  const ux = dx / len;
  const uz = dz / len;
  return {
    a: { x: DUEL_SPOTS.a.x + 7 * ux, z: DUEL_SPOTS.a.z + 7 * uz },
    b: { x: DUEL_SPOTS.b.x - 7 * ux, z: DUEL_SPOTS.b.z - 7 * uz },
  };
})();

/** The three Indian figures, on the far side near Sacramento. */
export const INDIAN_SPOTS: readonly Point[] = [at(-30, -21), at(-36, -18), at(-24, -18)];

/** Where the rider flicks from against the Indians. */
export const INDIAN_START = at(6, -20);
