// The table's loose props that decide nothing (issue 16, item 4): a stack of
// chips, a tin cup, spare meeples and a spare rider. They live in a physics
// world of their own (TouchProps.tsx, @react-three/rapier), never in the one
// whose dice and flicks the rules read, so pushing or tossing them cannot
// change a result. Pure numbers here (cm, table coordinates: y up, z towards
// the player), so the layout and the toss can be tested in Node.
import type { TableRect } from '../../physics/table.ts';
import { INNER_HALF_DEPTH, INNER_HALF_WIDTH } from '../../physics/table.ts';
import type { PieceShape } from '../kit/piece-shapes.ts';
import type { Awaiting, Seat } from '../../core/contract.ts';

export interface PropSpec {
  id: string;
  /** What a screen reader and the probe call it. */
  label: string;
  shape: PieceShape | { kind: 'mug'; radius: number; height: number };
  colour: string;
  /** Collider: a cylinder (radius, half height) or a box (half extents), centred on the body. */
  collider: { kind: 'cylinder'; radius: number; halfHeight: number } | { kind: 'box'; half: [number, number, number] };
  /** Height of the shape's foot below the body's centre (the shapes stand on y = 0). */
  footBelow: number;
  /** Collider density (g/cm³, as if solid): the cup is thin tin, so lighter than its size says. */
  density: number;
  /** Start position on the table (centre of the body). */
  start: [number, number, number];
}

const CHIP = { radius: 1.9, height: 0.5 };
const CHIP_COLOURS = ['#b3261e', '#f1ead8', '#1f4e8c', '#b3261e', '#2f6b3a', '#f1ead8'];
const MEEPLE = { height: 3, depth: 1.1 };

/** Where along the area's long axis each group stands (−1…1): chips, cup, meeple, meeple, rider. */
const SLOTS = [-0.72, -0.25, 0.2, 0.5, 0.8] as const;

/** The props laid out in `area` along its long side: the chips stacked, the cup, two meeples and a rider. */
export function propSet(area: TableRect): PropSpec[] {
  const wide = area.halfWidth >= area.halfDepth;
  const at = (slot: number): [number, number] =>
    wide ? [area.x + SLOTS[slot]! * area.halfWidth, area.z] : [area.x, area.z + SLOTS[slot]! * area.halfDepth];
  const [sx, sz] = at(0);
  const chips: PropSpec[] = CHIP_COLOURS.map((colour, i) => ({
    id: `chip-${i + 1}`,
    label: `poker chip ${i + 1}`,
    shape: { kind: 'disc', radius: CHIP.radius, height: CHIP.height, segments: 20 },
    colour,
    collider: { kind: 'cylinder', radius: CHIP.radius, halfHeight: CHIP.height / 2 },
    footBelow: CHIP.height / 2,
    density: 2,
    start: [sx, CHIP.height / 2 + i * (CHIP.height + 0.02), sz],
  }));
  const [cx, cz] = at(1);
  const [m1x, m1z] = at(2);
  const [m2x, m2z] = at(3);
  const [rx, rz] = at(4);
  return [
    ...chips,
    {
      id: 'cup',
      label: 'tin cup',
      shape: { kind: 'mug', radius: 2.6, height: 5.2 },
      colour: '#b8bcc2',
      collider: { kind: 'cylinder', radius: 2.6, halfHeight: 2.6 },
      footBelow: 2.6,
      density: 0.3,
      start: [cx, 2.6, cz],
    },
    ...[
      { id: 'meeple-1', label: 'spare meeple', colour: '#c9a227', x: m1x, z: m1z },
      { id: 'meeple-2', label: 'spare meeple', colour: '#6b3fa0', x: m2x, z: m2z },
    ].map(
      (m): PropSpec => ({
        id: m.id,
        label: m.label,
        shape: { kind: 'meeple', height: MEEPLE.height, depth: MEEPLE.depth },
        colour: m.colour,
        collider: { kind: 'box', half: [MEEPLE.height * 0.4, MEEPLE.height / 2, MEEPLE.depth / 2] },
        footBelow: MEEPLE.height / 2,
        density: 0.7,
        start: [m.x, MEEPLE.height / 2, m.z],
      }),
    ),
    {
      id: 'rider',
      label: 'spare rider',
      shape: { kind: 'meeple', height: 3.2, depth: 1.2, outline: 'hat' },
      colour: '#3d6f8f',
      collider: { kind: 'box', half: [1.3, 1.6, 0.6] },
      footBelow: 1.6,
      density: 0.7,
      start: [rx, 1.6, rz],
    },
  ];
}

/** How high a picked-up prop is held above the table (cm): above the chips and cups it is carried over. */
export const HOLD_HEIGHT = 7;
/** The fastest toss (cm/s): a flung chip stays on the table, the rail stops it. */
export const MAX_TOSS_SPEED = 260;

/** A held prop stays inside the rail (a margin of `margin` cm). */
export function clampInside(x: number, z: number, margin = 3): [number, number] {
  const hx = INNER_HALF_WIDTH - margin;
  const hz = INNER_HALF_DEPTH - margin;
  return [Math.min(hx, Math.max(-hx, x)), Math.min(hz, Math.max(-hz, z))];
}

export interface HoldSample {
  /** ms */
  t: number;
  x: number;
  z: number;
}

/**
 * The velocity a released prop leaves the hand with: the pointer's motion
 * over its last ~80 ms (an older sample would let a stop before release still
 * throw), capped; a finite answer for any input (NaN samples count as still).
 */
export function tossVelocity(samples: readonly HoldSample[], now: number): [number, number, number] {
  const recent = samples.filter((s) => now - s.t <= 80 && Number.isFinite(s.x) && Number.isFinite(s.z) && Number.isFinite(s.t));
  if (recent.length < 2) return [0, 0, 0];
  const a = recent[0]!;
  const b = recent[recent.length - 1]!;
  const dt = (b.t - a.t) / 1000;
  if (dt <= 0) return [0, 0, 0];
  let vx = (b.x - a.x) / dt;
  let vz = (b.z - a.z) / dt;
  const speed = Math.hypot(vx, vz);
  if (speed > MAX_TOSS_SPEED) {
    vx *= MAX_TOSS_SPEED / speed;
    vz *= MAX_TOSS_SPEED / speed;
  }
  // A little lift so a toss arcs and tumbles instead of sliding flat.
  return [vx, Math.min(60, speed * 0.15), vz];
}

/** Where the props lie in the sandbox dice table: the back right, clear of the cup, tray and hand areas and of the HUD panel on the left. */
export const DICE_TABLE_PROPS: TableRect = { x: 32, z: -20, halfWidth: 18, halfDepth: 8 };
/**
 * Where they lie on a game table: the right margin beside the board (boards span x −50…50), level
 * with its front half. Not further back: far right is where games put a seat's pile or mat. Not
 * further forward: the near right corner is under the Log panel at 1280×800 (and off screen in
 * narrower windows), where the props used to lie unseen.
 */
export const GAME_TABLE_PROPS: TableRect = { x: 55.5, z: 6, halfWidth: 4, halfDepth: 12 };

/**
 * On a game table: the props can be picked up on every turn, the player's own too (issue 21, item 5: there a
 * drag on one turned the camera instead), but not in a replay or behind the pass-the-device screen.
 */
export function propsActive(replaying: boolean, handoff: boolean): boolean {
  return !replaying && !handoff;
}

/**
 * Whether any press in a game room fetches the props' physics (press-handover.ts): not while the seat at
 * the screen is the one the rules wait for, whose presses are their move (a download and a new physics
 * world then would compete with their throw or flick); a press on a prop, or a mouse over one, still does.
 */
export function fetchOnAnyPress(awaiting: Awaiting, viewer: Seat | null): boolean {
  if (awaiting.kind === 'end' || viewer === null) return true;
  return awaiting.seat !== viewer;
}
