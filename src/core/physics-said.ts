// Physics refusals as messages (issue 25): physics knows no language and throws
// PhysicsInputError with a code (src/physics/types.ts, typed here by shape, as
// core does not import physics); the session, the online session and the
// server say it with these. A drag or a flick too weak is what a player meets;
// any other code is a bad input from a tool or a bug, said as a refused throw or
// flick with physics' own (English) reason inside.
import { message, type Message } from './message.ts';

export const PHYSICS_SAID = {
  weakGesture: /*i18n*/ { id: 'physics.refuse.weak-gesture', message: 'That drag was too slow to throw the dice: drag faster and let go while moving.' },
  flickTooWeak: /*i18n*/ { id: 'physics.refuse.flick-too-weak', message: 'That flick was too weak to move the die: pull back further.' },
  badThrow: /*i18n*/ { id: 'physics.refuse.bad-throw', message: 'That throw cannot be made ({reason}).' },
  badFlick: /*i18n*/ { id: 'physics.refuse.bad-flick', message: 'That flick cannot be made ({reason}).' },
} as const;

/** A physics refusal of a throw or a flick as a message, from what physics threw (its code) and its English text. */
export function physicsSaid(kind: 'throw' | 'flick', cause: unknown, english: string): Message {
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  if (code === 'weak-gesture') return message(PHYSICS_SAID.weakGesture.id);
  if (code === 'flick-too-weak') return message(PHYSICS_SAID.flickTooWeak.id);
  return message(kind === 'throw' ? PHYSICS_SAID.badThrow.id : PHYSICS_SAID.badFlick.id, { reason: english.replace(/[.\s]+$/, '') });
}
