// Turns a rules message ({ id, values }, src/core/message.ts) into a sentence
// in the active language. Parameters that are messages themselves (a seat's
// name) are formatted first; a plain string (an English line from a game whose
// log is not converted yet) passes through.
import { i18n } from '@lingui/core';
import type { Message, MessageValue, Text } from '../core/message.ts';

const formatValue = (v: MessageValue): string | number => (typeof v === 'object' ? formatMessage(v) : v);

export function formatMessage(m: Message): string {
  const values = m.values ? Object.fromEntries(Object.entries(m.values).map(([k, v]) => [k, formatValue(v)])) : undefined;
  return i18n._(m.id, values);
}

export const formatText = (line: Text): string => (typeof line === 'string' ? line : formatMessage(line));
