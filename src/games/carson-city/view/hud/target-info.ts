// What a board key names, in the rules' words (the pure half's describeTarget),
// for the HUD's info line and the sign over the target.
import { describeTarget, type CarsonState, type TargetInfo } from '../../index.ts';
import { parseKey, ruleTarget, type TargetKey } from './controller.ts';

export function targetInfo(key: TargetKey, s: CarsonState, decider: number | null): TargetInfo | null {
  const n = parseKey(key);
  if (!n) return null;
  return describeTarget(n.kind === 'card' ? n : ruleTarget(key, s)!, s, decider);
}
