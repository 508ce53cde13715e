// What tests/physics/physics-version.test.ts pins and tests/physics/rapier-slim.test.ts compares
// across two builds of the engine: seeded and gestured throws of every die kind and a flick, run by the
// project's own physics on whatever engine `RAPIER` holds, hashed.
import { simulateThrow } from '../../src/physics/dice-run.ts';
import { randomGesture, throwFromGesture, throwFromSeed } from '../../src/physics/throw-input.ts';
import { simulateFlick } from '../../src/physics/flick/run.ts';
import { OPEN_TARGET_START, openTargetScene } from '../../src/physics/flick/scenarios.ts';
import { fnv1a } from '../../src/core/hash.ts';
import type { DieKind } from '../../src/core/dice-kinds.ts';

export function physicsFingerprint(): string {
  const parts: unknown[] = [];
  const sets: DieKind[][] = [['d6', 'd6', 'd6', 'd6', 'd6'], ['poker', 'poker', 'poker'], ['disc01', 'disc02', 'disc12']];
  for (const kinds of sets) {
    for (let seed = 1; seed <= 4; seed++) {
      const r = simulateThrow(throwFromSeed(kinds, seed));
      parts.push(r.faces, r.steps, r.poses, r.rethrows.map((x) => x.reason));
    }
    const g = simulateThrow(throwFromGesture(kinds, randomGesture(77), 77));
    parts.push(g.faces, g.steps, g.poses);
  }
  const scene = openTargetScene(3);
  const flick = simulateFlick(scene, { from: { ...OPEN_TARGET_START }, angle: 0.05, power: 0.7 });
  parts.push(flick.outcome);
  return fnv1a(JSON.stringify(parts));
}
