// A round of the shooting gallery as data: the die's start on the line in
// front of the board, three to five Indians to knock down and two bystanders
// (meeples or riders) standing among them, placed from the round's seed so a
// round can be replayed. Pure; every layout passes the flick validation.
import { idLabel } from '../../scene/session/flick-caption.ts';
import type { FigureSpot } from '../../core/contract.ts';
import { mixSeed, randomFromSeed, type Random } from '../../core/rng.ts';
import { DEFAULT_FLICK_START, FLICK_AREA } from '../../physics/flick/board.ts';
import type { FlickSetup } from '../../physics/types.ts';

export interface GalleryLayout extends FlickSetup {
  /** Where the die starts every flick of the round. */
  from: { x: number; z: number };
}

export const GALLERY = {
  die: 'd6',
  start: DEFAULT_FLICK_START,
  targets: { min: 3, max: 5 },
  bystanders: 2,
  /** Figures stand this far (cm) from the start line, in a fan of ±fan radians. */
  distance: { min: 14, max: 44 },
  fan: 0.6,
  /** Figures keep this much room between them (cm), and from the board's edge. */
  spacing: 6.5,
  edge: 4,
  /** Flicks per round, and the score of each figure knocked down. */
  flicksPerRound: 3,
  points: { target: 1, bystander: -2 },
} as const;

/** A readable name for a figure id ('indian-2' → 'Indian 2'). */
export function figureLabel(id: string): string {
  return idLabel(id);
}

function onBoardWithRoom(x: number, z: number): boolean {
  const b = FLICK_AREA.board;
  return Math.abs(x - b.x) <= b.halfWidth - GALLERY.edge && Math.abs(z - b.z) <= b.halfDepth - GALLERY.edge;
}

function placeOne(random: Random, taken: { x: number; z: number }[], from: { x: number; z: number }): { x: number; z: number } {
  for (let attempt = 0; attempt < 400; attempt++) {
    const d = GALLERY.distance.min + random() * (GALLERY.distance.max - GALLERY.distance.min);
    const a = (random() * 2 - 1) * GALLERY.fan;
    const x = Math.round((from.x + Math.sin(a) * d) * 10) / 10;
    const z = Math.round((from.z - Math.cos(a) * d) * 10) / 10;
    if (!onBoardWithRoom(x, z)) continue;
    if (taken.some((t) => Math.hypot(t.x - x, t.z - z) < GALLERY.spacing)) continue;
    return { x, z };
  }
  throw new Error('the gallery could not place a figure (layout constants leave no room)');
}

/** The figures of a round from its seed: targets first (indian-1…), then bystanders. */
export function galleryLayout(seed: number): GalleryLayout {
  const random = randomFromSeed(mixSeed(seed, 0x6a11));
  const from = { x: GALLERY.start.x, z: GALLERY.start.z };
  const targetCount = GALLERY.targets.min + Math.floor(random() * (GALLERY.targets.max - GALLERY.targets.min + 1));
  const taken: { x: number; z: number }[] = [];
  const figures: FigureSpot[] = [];
  for (let i = 1; i <= targetCount; i++) {
    const spot = placeOne(random, taken, from);
    taken.push(spot);
    figures.push({ id: `indian-${i}`, model: 'indian', role: 'target', ...spot });
  }
  const counts = { meeple: 0, rider: 0 };
  for (let i = 0; i < GALLERY.bystanders; i++) {
    const model = random() < 0.5 ? 'meeple' : 'rider';
    counts[model]++;
    const spot = placeOne(random, taken, from);
    taken.push(spot);
    figures.push({ id: `${model}-${counts[model]}`, model, role: 'bystander', ...spot });
  }
  return { from, figures, die: GALLERY.die };
}
