// The ledger's fairness sentence in the reader's language (issue 25). The core
// (src/core/ledger/summary.ts, fairnessSaid) hands the verdict as a message with
// raw numbers; here they are formatted as the language writes them ("1,250",
// "1.250", "1 250"; "p = 0.41", "p = 0,41") and the message is said.
import type { Message } from '../../core/message.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { formatDecimal as decimals, formatNumber } from '../../i18n/format.ts';

/** "p = 0.41", "p = 0.003", "p < 0.001" with the language's decimal mark (the p-value's notation is the same everywhere). */
export function pValueText(p: number): string {
  if (p < 0.001) return `p < ${decimals(0.001, 3)}`;
  return p < 0.01 ? `p = ${decimals(p, 3)}` : `p = ${decimals(p, 2)}`;
}

/** A fairness message (fairnessSaid) said with its numbers formatted. */
export function fairnessText(said: Message): string {
  const v = said.values ?? {};
  const num = (key: string) => (typeof v[key] === 'number' ? { [key]: formatNumber(v[key]) } : {});
  const values = { ...v, ...num('count'), ...num('need'), ...num('min'), ...num('per1000'), ...(typeof v.p === 'number' ? { p: pValueText(v.p) } : {}) };
  return formatMessage({ id: said.id, values });
}
