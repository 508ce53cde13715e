// Single-field edits of a game record, for the property test
// (tests/core/record-derivation.test.ts) and the records bench: a throw's
// face, a drag on a bot's throw, a flick's aim, power and outcome, a swap of
// two physical inputs that differ. Each yields a record that is no longer a
// game that could have been played, so the checker (core/replay.ts
// `resimulate`) must refuse it.
import type { AnyGameModule } from '../core/contract.ts';
import { deriveRequest, type FlickRequest, type PhysicalRequest, type ThrowRequest } from '../core/derive.ts';
import { FACES } from '../core/dice-kinds.ts';
import type { GameRecord, LogEntry } from '../core/log.ts';
import { replay } from '../core/replay.ts';

/** What each physical input of `record` was asked for, as the game says (index → request). */
export function physicalRequests(game: AnyGameModule, record: GameRecord): Map<number, PhysicalRequest> {
  const requests = new Map<number, PhysicalRequest>();
  replay(game, record, {
    before: (state, i) => {
      const request = record.inputs[i]!.input.kind === 'action' ? null : deriveRequest(game.awaiting(state), record, i);
      if (request) requests.set(i, request);
    },
  });
  return requests;
}

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** One single-field edit of the record: its name and the edited copy. */
export type Edit = { what: string; record: GameRecord };

export function singleFieldEdits(record: GameRecord, requests: Map<number, PhysicalRequest>, random: () => number): Edit[] {
  const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(random() * xs.length)];
  const at = (i: number, change: (e: LogEntry) => void): GameRecord => {
    const r = copy(record);
    change(r.inputs[i]!);
    return r;
  };
  const out: Edit[] = [];
  const throws = record.inputs.flatMap((e, i) => (e.input.kind === 'dice' ? [i] : []));
  const flicks = record.inputs.flatMap((e, i) => (e.input.kind === 'flick' ? [i] : []));
  const t = pick(throws);
  if (t !== undefined) {
    const kinds = (requests.get(t) as ThrowRequest).kinds;
    const die = Math.floor(random() * kinds.length);
    out.push({
      what: `throw ${t + 1}: die ${die + 1}'s face`,
      record: at(t, (e) => {
        const faces = (e.input as { faces: (string | number)[] }).faces;
        const all = FACES[kinds[die]!] as readonly (string | number)[];
        faces[die] = all[(all.indexOf(faces[die]!) + 1) % all.length]!;
      }),
    });
    out.push({ what: `throw ${t + 1}: a drag on a bot's throw`, record: at(t, (e) => (e.physics = { kind: 'throw', gesture: { from: { x: 0, z: 20 }, to: { x: 9, z: 18 }, durationMs: 80 } })) });
  }
  const f = pick(flicks);
  if (f !== undefined) {
    out.push({ what: `flick ${f + 1}: its aim`, record: at(f, (e) => ((e.physics as { angle: number }).angle += 0.01)) });
    out.push({ what: `flick ${f + 1}: its power`, record: at(f, (e) => ((e.physics as { power: number }).power = Math.max(0.05, (e.physics as { power: number }).power - 0.01))) });
    out.push({
      what: `flick ${f + 1}: its outcome`,
      record: at(f, (e) => {
        // The first figure of the flick falls where it stood, or stands where it fell.
        const o = e.input as { fallen: string[] };
        const id = (requests.get(f) as FlickRequest).setup.figures[0]?.id;
        if (id !== undefined) o.fallen = o.fallen.includes(id) ? o.fallen.filter((x) => x !== id) : [...o.fallen, id];
      }),
    });
  }
  const physical = [...throws, ...flicks];
  const pairs = physical.flatMap((a) => physical.filter((b) => b > a && JSON.stringify(record.inputs[a]) !== JSON.stringify(record.inputs[b])).map((b) => [a, b] as const));
  const pair = pick(pairs);
  if (pair) {
    const [a, b] = pair;
    const r = copy(record);
    [r.inputs[a], r.inputs[b]] = [r.inputs[b]!, r.inputs[a]!];
    out.push({ what: `swap of moves ${a + 1} and ${b + 1}`, record: r });
  }
  return out;
}

