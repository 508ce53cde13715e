// One sentence with React elements in it (issue 25): a coloured word, a key
// hint that only a keyboard shows. A sentence cut into fragments around such
// words ("The die on the" / "red" / "base is …") cannot be translated, since
// German and Russian put the words in another order; so the whole sentence is
// one message whose named placeholders ({red}) take the elements, wherever
// the reader's language puts them.
import { Fragment, type ReactNode } from 'react';
import type { Message } from '../../core/message.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { useLanguage } from '../../i18n/react.ts';

/** Marks a placeholder in the formatted text: a character no catalog holds. */
const MARK = '\u0000';

/**
 * The message in the reader's language as text and elements, in the language's order: each placeholder named
 * in `parts` becomes its element, the message's own values are formatted as usual.
 */
export function phraseParts(m: Message, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const text = formatMessage({ id: m.id, values: { ...m.values, ...marks } });
  // Split on the marks: even pieces are text, odd pieces a placeholder's name.
  return text.split(MARK).map((piece, i) => (i % 2 === 0 ? piece : <Fragment key={i}>{parts[piece]}</Fragment>));
}

/** A message with elements in place of its named placeholders (re-rendered when the language changes). */
export function Phrase({ message, parts }: { message: Message; parts: Readonly<Record<string, ReactNode>> }) {
  useLanguage();
  return <>{phraseParts(message, parts)}</>;
}
