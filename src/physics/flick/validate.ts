// Guards at the door: anything that reaches the physics is a finite, in-range
// flick on the table. Bad input throws PhysicsInputError with a code the UI and
// the rules can show; no world is built before validation passes.
import { isDieKind } from '../dice-kinds.ts';
import type { FigureSpot } from '../types.ts';
import { PhysicsInputError, type FlickSetup, type FlickSpec } from '../types.ts';
import { PHYSICS } from '../tuning.ts';
import { FLICK } from './tuning.ts';
import { FLICK_AREA, insideBoard } from './board.ts';
import { FIGURE_MODELS, footRadius } from './figures.ts';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

function finiteField(obj: Record<string, unknown>, key: string, where: string): number {
  const v = obj[key];
  if (typeof v !== 'number') {
    throw new PhysicsInputError('flick-bad-number', `${where}.${key} must be a number, got ${v === undefined ? 'nothing' : typeof v}`);
  }
  if (!Number.isFinite(v)) {
    throw new PhysicsInputError('flick-bad-number', `${where}.${key} must be a finite number, got ${String(v)}`);
  }
  return v;
}

function spotOnTable(obj: Record<string, unknown>, where: string, margin: number): { x: number; z: number } {
  const x = finiteField(obj, 'x', where);
  const z = finiteField(obj, 'z', where);
  const { halfX, halfZ } = FLICK_AREA.table;
  if (Math.abs(x) > halfX - margin || Math.abs(z) > halfZ - margin) {
    throw new PhysicsInputError(
      'flick-off-table',
      `${where} (${x.toFixed(1)}, ${z.toFixed(1)}) is off the table (|x| ≤ ${halfX - margin}, |z| ≤ ${halfZ - margin} cm)`,
    );
  }
  return { x, z };
}

/** Checks an untrusted flick (from the UI, a log, a bot) and returns it typed. */
export function validateFlickSpec(spec: unknown): FlickSpec {
  if (!isRecord(spec)) throw new PhysicsInputError('flick-not-object', 'A flick must be an object { from, angle, power }');
  if (!isRecord(spec.from)) throw new PhysicsInputError('flick-bad-from', 'flick.from must be an object { x, z }');
  const from = spotOnTable(spec.from, 'flick.from', PHYSICS.dieEdge);
  const angle = finiteField(spec, 'angle', 'flick');
  if (Math.abs(angle) > 2 * Math.PI) {
    throw new PhysicsInputError('flick-angle-range', `flick.angle must be within ±2π radians, got ${angle}`);
  }
  const power = finiteField(spec, 'power', 'flick');
  if (power < 0 || power > 1) {
    throw new PhysicsInputError('flick-power-range', `flick.power must be between 0 and 1, got ${power}`);
  }
  if (power < FLICK.minPower) {
    throw new PhysicsInputError('flick-too-weak', `flick.power ${power} is below ${FLICK.minPower}: no flick`);
  }
  return { from, angle, power };
}

function validateFigure(f: unknown, i: number): FigureSpot {
  const where = `setup.figures[${i}]`;
  if (!isRecord(f)) throw new PhysicsInputError('flick-bad-figure', `${where} must be an object`);
  if (typeof f.id !== 'string' || f.id === '') throw new PhysicsInputError('flick-bad-figure', `${where}.id must be a non-empty string`);
  if (typeof f.model !== 'string' || !(f.model in FIGURE_MODELS)) {
    throw new PhysicsInputError('flick-bad-figure', `${where}.model must be rider, indian or meeple`);
  }
  if (f.role !== 'target' && f.role !== 'bystander') {
    throw new PhysicsInputError('flick-bad-figure', `${where}.role must be target or bystander`);
  }
  const model = f.model as FigureSpot['model'];
  const { x, z } = spotOnTable(f, where, footRadius(model));
  if (!insideBoard({ x, z })) {
    throw new PhysicsInputError('flick-figure-off-board', `${where} (${x.toFixed(1)}, ${z.toFixed(1)}) does not stand on the board`);
  }
  const spot: FigureSpot = { id: f.id, model, x, z, role: f.role };
  if (f.owner !== undefined) {
    if (typeof f.owner !== 'number' || !Number.isInteger(f.owner)) throw new PhysicsInputError('flick-bad-figure', `${where}.owner must be a seat number`);
    spot.owner = f.owner;
  }
  return spot;
}

/** Checks an untrusted setup: known die kind, figures on the table with unique ids, not overlapping. */
export function validateFlickSetup(setup: unknown): FlickSetup {
  if (!isRecord(setup)) throw new PhysicsInputError('flick-bad-setup', 'A flick setup must be an object { figures, die }');
  if (!isDieKind(setup.die)) throw new PhysicsInputError('flick-bad-setup', `setup.die must be a die kind, got ${String(setup.die)}`);
  if (!Array.isArray(setup.figures)) throw new PhysicsInputError('flick-bad-setup', 'setup.figures must be an array');
  const figures = setup.figures.map(validateFigure);
  figures.forEach((a, i) =>
    figures.slice(i + 1).forEach((b) => {
      if (a.id === b.id) throw new PhysicsInputError('flick-bad-setup', `figure id ${a.id} is used twice`);
      if (Math.hypot(a.x - b.x, a.z - b.z) < footRadius(a.model) + footRadius(b.model)) {
        throw new PhysicsInputError('flick-figures-overlap', `figures ${a.id} and ${b.id} stand on each other`);
      }
    }),
  );
  return { figures, die: setup.die };
}

/** The die must not start inside a figure's base. */
export function checkStartClear(setup: FlickSetup, flick: FlickSpec): void {
  for (const f of setup.figures) {
    if (Math.hypot(f.x - flick.from.x, f.z - flick.from.z) < footRadius(f.model) + PHYSICS.dieEdge * 0.75) {
      throw new PhysicsInputError('flick-start-blocked', `the die's start spot is on figure ${f.id}`);
    }
  }
}
