// The flick bot. It tries candidate flicks in a headless copy of the world
// (FlickTrials: one snapshot, restored per trial), scores each outcome by the
// goal (targets down, bystanders spared, die kept on the table), and picks the
// centre of the best run of good aims so a little noise still hits. Then the
// level's seeded noise decides how well the bot's hand follows the plan.
import type { FigureSpot, FlickOutcome } from '../types.ts';
import type { FlickSetup, FlickSpec } from '../types.ts';
import { FLICK, FLICK_SCORE, FLICK_SEARCH } from './tuning.ts';
import { DEFAULT_FLICK_START, type XZ } from './board.ts';
import { FlickTrials } from './trial.ts';
import { addAimNoise, type BotLevel } from './noise.ts';
import { checkStartClear, validateFlickSetup, validateFlickSpec } from './validate.ts';

/** A setup as the bot sees it: where the die must start, if the rules name a spot. */
export type AimSetup = FlickSetup & { from?: XZ };

export interface FlickPlan {
  /** The noiseless flick the bot intends. */
  flick: FlickSpec;
  /** Its robust score (see FLICK_SCORE); ≥ 1 means a target falls with room to spare. */
  score: number;
  /** Trials played to find it. */
  trials: number;
}

/** Value of an outcome for the bot's goal. */
export function scoreOutcome(setup: FlickSetup, o: FlickOutcome): number {
  let score = 0;
  for (const f of setup.figures) {
    if (f.role !== 'target') continue;
    if (o.fallen.includes(f.id) || o.offBoard.includes(f.id)) score += FLICK_SCORE.targetDown;
    else if (o.touched.includes(f.id)) score += FLICK_SCORE.targetTouched;
  }
  score += FLICK_SCORE.bystanderHit * o.bystandersHit.length;
  if (o.dieOffTable) score += FLICK_SCORE.dieOffTable;
  return score;
}

const angleTo = (from: XZ, to: XZ): number => Math.atan2(to.x - from.x, -(to.z - from.z));

/** Power whose free slide carries the die about `distance` cm (first guess, refined by trials). */
const powerFor = (distance: number): number =>
  Math.min(1, Math.max(FLICK.minPower * 4, Math.sqrt(distance / FLICK_SEARCH.rangeAtFull)));

/** Easiest targets first: near, and with no bystander close to the line of fire. */
function rankTargets(setup: FlickSetup, from: XZ): FigureSpot[] {
  const difficulty = (t: FigureSpot): number => {
    const d = Math.hypot(t.x - from.x, t.z - from.z);
    const ux = (t.x - from.x) / d;
    const uz = (t.z - from.z) / d;
    let blocked = 0;
    for (const b of setup.figures) {
      if (b.role !== 'bystander') continue;
      const along = (b.x - from.x) * ux + (b.z - from.z) * uz;
      const across = Math.abs((b.x - from.x) * uz - (b.z - from.z) * ux);
      if (along > 0 && along < d + 30 && across < 4) blocked += 50;
    }
    return d + blocked;
  };
  return setup.figures
    .filter((f) => f.role === 'target')
    .map((t) => ({ t, k: difficulty(t) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.t);
}

/** With no target, roll the die gently where no figure stands. */
function gentlestFlick(setup: FlickSetup, from: XZ): FlickSpec {
  let best = { angle: 0, clearance: -1 };
  for (let i = -6; i <= 6; i++) {
    const angle = (i * Math.PI) / 12;
    const clearance = Math.min(
      Math.PI,
      ...setup.figures.map((f) => {
        const diff = Math.abs(angleTo(from, f) - angle) % (2 * Math.PI);
        return Math.min(diff, 2 * Math.PI - diff);
      }),
    );
    if (clearance > best.clearance) best = { angle, clearance };
  }
  return { from, angle: best.angle, power: 0.25 };
}

interface Candidate {
  angle: number;
  power: number;
  score: number;
}

/** Robust value of grid cell k: itself and half-weight neighbours (edges count as misses). */
const robustAt = (raw: number[], k: number): number =>
  0.5 * (raw[k] ?? 0) + 0.25 * (raw[k - 1] ?? 0) + 0.25 * (raw[k + 1] ?? 0);

/** Finds the flick the bot would play with a perfect hand. Deterministic for a setup. */
export function planFlick(setup: FlickSetup, from: XZ): FlickPlan {
  const targets = rankTargets(setup, from).slice(0, FLICK_SEARCH.maxTargets);
  if (targets.length === 0) return { flick: gentlestFlick(setup, from), score: 0, trials: 0 };
  const trials = new FlickTrials(setup);
  const tryFlick = (angle: number, power: number): number =>
    scoreOutcome(setup, trials.run({ from, angle, power }).outcome);

  let best = null as Candidate | null;
  for (const target of targets) {
    const a0 = angleTo(from, target);
    const distance = Math.hypot(target.x - from.x, target.z - from.z);
    for (const extra of FLICK_SEARCH.overshoot) {
      if (best !== null && best.score >= FLICK_SCORE.targetDown) break; // robust already: stop searching
      const power = powerFor(distance + extra);
      const angles: number[] = [];
      for (let k = -FLICK_SEARCH.angleSide; k <= FLICK_SEARCH.angleSide; k++) angles.push(a0 + k * FLICK_SEARCH.angleStep);
      const raw = angles.map((a) => tryFlick(a, power));
      for (let k = 0; k < angles.length; k++) {
        const score = robustAt(raw, k);
        if (best === null || score > best.score) best = { angle: angles[k] ?? a0, power, score };
      }
    }
    if (best !== null && best.score >= FLICK_SCORE.targetDown) break; // robust already: stop searching
  }
  if (best === null) return { flick: gentlestFlick(setup, from), score: 0, trials: trials.count };
  // Refine: half steps either side of the best cell; lean away from the side that misses.
  const half = FLICK_SEARCH.angleStep / 2;
  const left = tryFlick(best.angle - half, best.power);
  const right = tryFlick(best.angle + half, best.power);
  const lean = left > right ? -half / 2 : right > left ? half / 2 : 0;
  return {
    flick: { from, angle: best.angle + lean, power: best.power },
    score: best.score,
    trials: trials.count,
  };
}

// Plans are a pure function of the setup: keep the last few so a duel's
// repeated flicks and a second bot on the same table do not search again.
const PLAN_CACHE_SIZE = 32;
const planCache = new Map<string, FlickPlan>();

function cachedPlan(setup: FlickSetup, from: XZ): FlickPlan {
  const key = JSON.stringify([setup.die, from.x, from.z, setup.figures.map((f) => [f.id, f.model, f.x, f.z, f.role])]);
  const hit = planCache.get(key);
  if (hit) return hit;
  const plan = planFlick(setup, from);
  planCache.set(key, plan);
  if (planCache.size > PLAN_CACHE_SIZE) {
    const oldest = planCache.keys().next().value;
    if (oldest !== undefined) planCache.delete(oldest);
  }
  return plan;
}

/**
 * The flick a bot of `level` plays: the planned flick plus seeded noise.
 * Same setup, level and seed → the same flick. Call initPhysics() first.
 */
export function aimFlick(setup: AimSetup, level: BotLevel, seed: number): FlickSpec {
  const ok = validateFlickSetup(setup);
  const from = setup.from ? validateFlickSpec({ from: setup.from, angle: 0, power: 1 }).from : DEFAULT_FLICK_START;
  checkStartClear(ok, { from, angle: 0, power: 1 });
  return addAimNoise(cachedPlan(ok, from).flick, level, seed);
}
