// What replaying a ledger line needs: the throw's start re-built from its
// stored inputs (the derived request and the recorded drag, the same door
// the session and the save checker use), and the faces it must come to. Or,
// plainly, why it cannot be replayed: dice still under a cup, faces typed in
// rather than thrown, or another physics version (the dice would fall elsewhere).
// The words are messages (issue 25): the ledger's view formats them.
import type { Message } from '../../core/message.ts';
import type { FaceValue } from '../../core/dice-kinds.ts';
import type { LedgerRow } from '../../core/ledger/rows.ts';
import { throwSpecOf } from '../../physics/start-of.ts';
import type { ThrowSpec } from '../../physics/types.ts';
import { PHYSICS_VERSION } from '../../physics/version.ts';

export type ReplayPlan = { ok: true; spec: ThrowSpec; expected: FaceValue[] } | { ok: false; reason: Message };

export function replayPlan(row: LedgerRow, physicsVersion: number = PHYSICS_VERSION): ReplayPlan {
  if (!row.faces) return { ok: false, reason: /*i18n*/ { id: 'ui.replay.under-cup', message: 'These dice lie under a cup: the throw can be seen and replayed once the game has ended.' } };
  if (!row.inputs) return { ok: false, reason: /*i18n*/ { id: 'ui.replay.entered', message: 'Its faces were entered, not thrown on the table: there is no throw to replay.' } };
  if (row.inputs.physicsVersion !== physicsVersion) {
    return {
      ok: false,
      reason: /*i18n*/ {
        id: 'ui.replay.physics',
        message: 'This throw was made with dice physics version {recorded}; this build simulates version {now}, so the dice would not fall as they did and it cannot be replayed.',
        values: { recorded: row.inputs.physicsVersion, now: physicsVersion },
      },
    };
  }
  try {
    const { kinds, seed, area, gesture } = row.inputs;
    return { ok: true, spec: throwSpecOf({ kinds, seed, area }, { gesture }), expected: row.faces.slice() };
  } catch (e) {
    return { ok: false, reason: /*i18n*/ { id: 'ui.replay.cannot', message: 'It cannot be thrown again: {reason}', values: { reason: e instanceof Error ? e.message : String(e) } } };
  }
}

/** "re-simulated: same faces", or what differed (which must never happen). */
export function replayVerdict(expected: readonly FaceValue[], got: readonly FaceValue[]): { same: boolean; text: Message } {
  const same = expected.length === got.length && expected.every((f, i) => f === got[i]);
  return same
    ? { same, text: /*i18n*/ { id: 'ui.replay.same', message: 're-simulated: same faces' } }
    : {
        same,
        text: /*i18n*/ { id: 'ui.replay.differ', message: 're-simulated: the faces differ (recorded {recorded}, now {now})', values: { recorded: expected.map(String).join(' · '), now: got.map(String).join(' · ') } },
      };
}
