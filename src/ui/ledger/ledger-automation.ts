// The ledger's part of window.tabletop, in every room that throws:
// ledger(scope) returns what the panel shows (the lines, and per die kind the
// counts, the expected counts, the chi-square value, its p and the sentence;
// poker hands), as copies; setLedgerReplayPace(p) sets how fast a replay plays.
import { summarize } from '../../core/ledger/summary.ts';
import type { LedgerScope, LedgerSource } from '../../store/ledger/source.ts';
import { registerAutomation } from '../automation.ts';
import { setReplayPace } from './replay-pace.ts';

export function registerLedgerAutomation(source: LedgerSource): () => void {
  return registerAutomation({
    ledger(scope: LedgerScope = 'here') {
      if (scope !== 'here' && scope !== 'device') throw new Error(`the ledger's scope is 'here' or 'device', not ${JSON.stringify(scope)}`);
      const rows = source.rows(scope);
      return structuredClone({ scope, rows, ...summarize(rows), notice: source.notice() });
    },
    setLedgerReplayPace(pace: number) {
      setReplayPace(pace);
    },
  });
}
