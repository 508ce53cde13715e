// The engine's one input check. Every game calls it first thing in `apply`:
//   const error = checkInput(awaiting(state), input);
//   if (error) return { ok: false, error };
// It rejects inputs of the wrong kind for what the game awaits, the wrong
// seat, a missing action and malformed physical results (face count, faces of
// another die kind, unknown figure ids), so every game answers these with the
// same codes. What is left (is this action legal now?) is the game's, with its
// own typed codes (<GAME>_ERRORS in its types.ts).

import type { Awaiting, RuleError } from './contract.ts';
import { isFaceOf } from './dice-kinds.ts';

export { INPUT_ERRORS, isInputErrorCode, type InputErrorCode } from './input-codes.ts';
import type { InputErrorCode } from './input-codes.ts';

const err = (code: InputErrorCode, message: string): RuleError<InputErrorCode> => ({ code, message });
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isStringArray = (x: unknown): x is string[] => Array.isArray(x) && x.every((v) => typeof v === 'string');

/**
 * Null when `input` is the right kind for `awaiting` and well-formed as far as
 * the engine can tell; otherwise the rule error to return. The action payload
 * itself is the game's business.
 */
export function checkInput(awaiting: Awaiting, input: unknown): RuleError<InputErrorCode> | null {
  if (!isObject(input)) return err('bad-input', 'Input must be an object.');
  const kind = input['kind'];
  if (kind !== 'action' && kind !== 'dice' && kind !== 'flick') {
    return err('bad-input', `Unknown input kind ${JSON.stringify(kind)}.`);
  }
  if (awaiting.kind === 'end') return err('game-over', 'The game is over.');
  if (awaiting.kind === 'decision') {
    if (kind !== 'action') return err('awaiting-decision', `Waiting for seat ${awaiting.seat + 1} to decide, not for a ${kind} result.`);
    if (input['seat'] !== awaiting.seat) {
      return err('wrong-seat', `It is seat ${awaiting.seat + 1}'s decision, not seat ${String(Number(input['seat']) + 1)}'s.`);
    }
    if (input['action'] === undefined || input['action'] === null) return err('bad-action', 'The action is missing.');
    return null;
  }
  if (awaiting.kind === 'throw') {
    if (kind !== 'dice') return err('awaiting-throw', `Waiting for a throw of ${awaiting.dice.length} dice, not ${kind === 'action' ? 'a decision' : 'a flick'}.`);
    const faces = input['faces'];
    if (!Array.isArray(faces)) return err('bad-faces', 'Faces must be a list.');
    if (faces.length !== awaiting.dice.length) {
      return err('face-count', `Expected ${awaiting.dice.length} faces, got ${faces.length}.`);
    }
    for (let i = 0; i < faces.length; i++) {
      const kindOf = awaiting.dice[i]!;
      if (!isFaceOf(kindOf, faces[i])) return err('bad-face', `Die ${i + 1} (${kindOf}) cannot show ${JSON.stringify(faces[i])}.`);
    }
    return null;
  }
  // awaiting a flick
  if (kind !== 'flick') return err('awaiting-flick', `Waiting for a flick, not ${kind === 'action' ? 'a decision' : 'a throw'}.`);
  const ids = new Set(awaiting.figures.map((f) => f.id));
  for (const key of ['touched', 'fallen', 'offBoard', 'bystandersHit'] as const) {
    const list = input[key];
    if (!isStringArray(list)) return err('bad-flick', `Flick outcome field "${key}" must be a list of figure ids.`);
    const unknown = list.find((id) => !ids.has(id));
    if (unknown !== undefined) return err('unknown-figure', `No figure "${unknown}" stands in this flick.`);
  }
  const rest = input['dieRest'];
  if (!isObject(rest) || !Number.isFinite(rest['x']) || !Number.isFinite(rest['z'])) {
    return err('bad-flick', 'Flick outcome needs a finite die rest position.');
  }
  if (typeof input['dieOffTable'] !== 'boolean') return err('bad-flick', 'Flick outcome needs dieOffTable.');
  const bystanders = new Set(awaiting.figures.filter((f) => f.role === 'bystander').map((f) => f.id));
  const hit = input['bystandersHit'] as string[];
  if (hit.some((id) => !bystanders.has(id))) return err('bad-flick', 'bystandersHit lists a figure that is not a bystander.');
  return null;
}
