// Words without a language (issue 25): rules and core say what happened as a
// message id with its parameters; only the view turns it into a sentence in
// the player's language (src/i18n/format-message.ts). A parameter may itself
// be a message (a seat's name, a region's name), formatted first.
// Plain data: a log of messages is JSON like any state, so records, saves and
// the online table carry it unchanged.

export type MessageValue = string | number | Message;

export interface Message {
  /** The catalog id, e.g. 'gold-rivers.log.throw' (src/locales/<lang>/messages.po). */
  id: string;
  values?: Record<string, MessageValue>;
  /** The English source beside the id in code (an i18n descriptor, e.g. a help text); never read at run time: the catalog says it. */
  message?: string;
}

/** A log line: a message, or an English sentence from a game whose log is not converted yet. */
export type Text = string | Message;

export const message = (id: string, values?: Record<string, MessageValue>): Message => (values ? { id, values } : { id });

export const isMessage = (x: unknown): x is Message =>
  typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string';

/** How parts of a list are joined, as a message: "{a}, {b}" (nested for longer lists). */
export const LIST_JOIN = /*i18n*/ { id: 'list.join', message: '{a}, {b}' };

/**
 * A list of a varying length in one parameter ("Player 1 5, Player 2 7"): each part a message of
 * its own (so its plurals stay right), joined pairwise by LIST_JOIN in the reader's language.
 */
export function listMessage(parts: readonly MessageValue[]): MessageValue {
  if (parts.length === 0) return '';
  return parts.slice(1).reduce<MessageValue>((a, b) => message(LIST_JOIN.id, { a, b }), parts[0]!);
}
