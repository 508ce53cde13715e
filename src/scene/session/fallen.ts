// Figures a flick knocked down, with the pose the physics left them in, kept
// until the rules stand them up again. A board draws a figure from here when
// its rules no longer list it standing (an Indian shot down stays down for
// the rest of the visit) and the flick layer is not drawing it; without this
// a fallen Indian vanished from the table at the next flick. Pure.
import type { FigureSpot, FlickOutcome, FlickSetup, Pose } from '../../physics/types.ts';

export interface FallenFigure {
  id: string;
  model: FigureSpot['model'];
  owner?: number;
  /** Where and how it came to rest (table cm). */
  pose: Pose;
}

/** Below this the figure fell off the table: nothing to draw. */
const BELOW_TABLE = -2;

/**
 * The memory after a flick settled: every figure of `setup` that fell or left
 * the board is (re)kept at its settled pose in `poses` (same order as the
 * setup's figures); a figure of the setup left standing is forgotten (it
 * stands); figures the flick did not hold keep their entry.
 */
export function recordFallen(memory: readonly FallenFigure[], setup: FlickSetup, outcome: FlickOutcome, poses: readonly Pose[]): FallenFigure[] {
  const down = new Set([...outcome.fallen, ...outcome.offBoard]);
  const inFlick = new Set(setup.figures.map((f) => f.id));
  const kept = memory.filter((f) => !inFlick.has(f.id));
  const fresh = setup.figures.flatMap((f, i): FallenFigure[] => {
    const pose = poses[i];
    if (!down.has(f.id) || !pose || pose.position.y < BELOW_TABLE) return [];
    return [{ id: f.id, model: f.model, ...(f.owner !== undefined ? { owner: f.owner } : {}), pose: clonePose(pose) }];
  });
  return [...kept, ...fresh];
}

/**
 * The kept figures to draw lying: those the rules do not list standing. No
 * entry is dropped here: the rules stand a figure up by listing it again, and
 * the next flick that holds it forgets or renews it (recordFallen).
 */
export function stillDown(memory: readonly FallenFigure[], standing: ReadonlySet<string>): FallenFigure[] {
  return memory.filter((f) => !standing.has(f.id));
}

const clonePose = (p: Pose): Pose => ({ position: { ...p.position }, rotation: { ...p.rotation } });
