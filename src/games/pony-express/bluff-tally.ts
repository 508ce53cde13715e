// How honest the claims are and how good the doubts, counted from the full
// state (the sim sees the dice under the cup; the bots never do). The sim's
// `--report bluffs` adds these counters up per level over its games and
// prints them with `bluffLines`. Pure: counters are plain names so worker
// threads can send them and the sim can add them.

import { COMBOS, shows } from './rules/combos.ts';
import { whoMayDoubt } from './rules/turn-facts.ts';
import type { PonyAction, PonyState } from './types.ts';

/**
 * The counters one decision adds to (each by one), from the state it was made in:
 * - a claim of something: `claims`, `bluffs` when the dice do not show it,
 *   `checkable` when someone may doubt it, `checkableBluffs` when both;
 * - an answer to a claim: `asked`, `doubts` and `doubtsRight` (the claim was a
 *   bluff), and per claimed combination `asked <combo>` / `doubted <combo>`,
 *   and the same with `hidden` for claims made with all five dice under the cup.
 */
export function bluffCounters(before: PonyState, action: PonyAction): string[] {
  const faces = before.dice.map((d) => d.face);
  const out: string[] = [];
  if (before.phase.kind === 'decide' && action.type === 'claim' && action.combo !== 'nothing') {
    const bluff = !shows(faces, action.combo);
    const checkable = !before.flags.swornWord && whoMayDoubt(before) !== null;
    out.push('claims');
    if (bluff) out.push('bluffs');
    if (checkable) out.push('checkable');
    if (checkable && bluff) out.push('checkableBluffs');
  }
  if (before.phase.kind === 'challenge' && (action.type === 'doubt' || action.type === 'believe')) {
    const claim = before.phase.claim;
    const hidden = before.dice.every((d) => d.where === 'cup');
    out.push('asked', `asked ${claim}`);
    if (hidden) out.push(`asked hidden ${claim}`);
    if (action.type === 'doubt') {
      out.push('doubts', `doubted ${claim}`);
      if (hidden) out.push(`doubted hidden ${claim}`);
      if (!shows(faces, claim)) out.push('doubtsRight');
    }
  }
  return out;
}

const pct = (a: number, b: number): string => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)} %`);

/** One level's counters in two lines a person reads. */
export function bluffLines(level: string, counts: Readonly<Record<string, number>>): string[] {
  const n = (k: string): number => counts[k] ?? 0;
  const perClaim = COMBOS.filter((c) => n(`asked ${c}`) > 0).map(
    (c) => `${c} ${n(`doubted ${c}`)}/${n(`asked ${c}`)} (five hidden ${n(`doubted hidden ${c}`)}/${n(`asked hidden ${c}`)})`,
  );
  return [
    `bluffs of ${level}: ${n('claims')} claims, ${n('bluffs')} bluffs (${pct(n('bluffs'), n('claims'))}); ` +
      `${n('checkable')} could be doubted, ${n('checkableBluffs')} of them bluffs (${pct(n('checkableBluffs'), n('checkable'))}); ` +
      `asked to doubt ${n('asked')}, doubted ${n('doubts')} (${pct(n('doubts'), n('asked'))}), right ${n('doubtsRight')} (${pct(n('doubtsRight'), n('doubts'))})`,
    `  ${level} as doubter, doubted/asked per claim: ${perClaim.join('; ') || 'never asked'}`,
  ];
}
