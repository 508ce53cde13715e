// What replaying a ledger line needs: the throw's start re-built from its
// stored inputs (the derived request and the recorded drag, the same door
// the session and the save checker use), and the faces it must come to. Or,
// plainly, why it cannot be replayed: dice still under a cup, faces typed in
// rather than thrown, or another physics version (the dice would fall elsewhere).
import type { FaceValue } from '../../core/dice-kinds.ts';
import type { LedgerRow } from '../../core/ledger/rows.ts';
import { throwSpecOf } from '../../physics/start-of.ts';
import type { ThrowSpec } from '../../physics/types.ts';
import { PHYSICS_VERSION } from '../../physics/version.ts';

export type ReplayPlan = { ok: true; spec: ThrowSpec; expected: FaceValue[] } | { ok: false; reason: string };

export function replayPlan(row: LedgerRow, physicsVersion: number = PHYSICS_VERSION): ReplayPlan {
  if (!row.faces) return { ok: false, reason: 'These dice lie under a cup: the throw can be seen and replayed once the game has ended.' };
  if (!row.inputs) return { ok: false, reason: 'Its faces were entered, not thrown on the table: there is no throw to replay.' };
  if (row.inputs.physicsVersion !== physicsVersion) {
    return {
      ok: false,
      reason: `This throw was made with dice physics version ${row.inputs.physicsVersion}; this build simulates version ${physicsVersion}, so the dice would not fall as they did and it cannot be replayed.`,
    };
  }
  try {
    const { kinds, seed, area, gesture } = row.inputs;
    return { ok: true, spec: throwSpecOf({ kinds, seed, area }, { gesture }), expected: row.faces.slice() };
  } catch (e) {
    return { ok: false, reason: `It cannot be thrown again: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** "re-simulated: same faces", or what differed (which must never happen). */
export function replayVerdict(expected: readonly FaceValue[], got: readonly FaceValue[]): { same: boolean; text: string } {
  const same = expected.length === got.length && expected.every((f, i) => f === got[i]);
  return same
    ? { same, text: 're-simulated: same faces' }
    : { same, text: `re-simulated: the faces differ (recorded ${expected.map(String).join(' · ')}, now ${got.map(String).join(' · ')})` };
}
