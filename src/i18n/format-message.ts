// Turns a rules message ({ id, values }, src/core/message.ts) into a sentence
// in the active language. Parameters that are messages themselves (a seat's
// name) are formatted first; a plain string (an English line from a game whose
// log is not converted yet) passes through.
import { i18n } from '@lingui/core';
import type { Message, MessageValue, Text } from '../core/message.ts';

const formatValue = (v: MessageValue): string | number => (typeof v === 'object' ? formatMessage(v) : v);

/**
 * A built page's catalogs are keyed by short codes (src/i18n/id-codes.ts): a long id (every catalog id has a dot, no
 * code has one) reaching it could only show itself. It comes from an id made at run time, which the build could not
 * code, or from a server built from another catalog: said once per id on the console, which fails a browser spec.
 */
let expectCodes = false;
const reported = new Set<string>();

/** The page runs a build with short ids (src/i18n/language.ts, on starting). */
export const expectShortIds = (): void => void (expectCodes = true);

function checkCoded(id: string): void {
  if (!expectCodes || !id.includes('.') || reported.has(id)) return;
  reported.add(id);
  console.error(`The message id ${id} reached a page whose catalogs are keyed by short codes: it cannot be said (an id made at run time, or a server built from another catalog?).`);
}

export function formatMessage(m: Message): string {
  checkCoded(m.id);
  const values = m.values ? Object.fromEntries(Object.entries(m.values).map(([k, v]) => [k, formatValue(v)])) : undefined;
  return i18n._(m.id, values);
}

export const formatText = (line: Text): string => (typeof line === 'string' ? line : formatMessage(line));

/** A rule error in the reader's language: its message when the game gives one (issue 25), else its English text. */
export const errorText = (error: { message: string; said?: Message }): string => (error.said ? formatMessage(error.said) : error.message);

/** An action's label in the reader's language: the game's `sayAction` when it has one, else its English `describeAction`. */
export function actionText<S, A>(
  module: { describeAction(state: S, action: A): string; sayAction?(state: S, action: A): Message },
  state: S,
  action: A,
): string {
  return module.sayAction ? formatMessage(module.sayAction(state, action)) : module.describeAction(state, action);
}
