// Bench: opening the dice ledger over 10,000 throws. What the panel does when
// it opens on "All games on this device": read the stored text, check it
// (parseLedger), gather the lines and summarize them (counts, chi-square per
// die kind, poker hands), plus the CSV an export writes. The throws are
// seeded fake lines of every die kind (the statistics do not care how the
// faces came about). `ledgerOpenMs` is the median of several opens (target ≤ 200 ms);
// `ledgerOpenCpuMs` the CPU time of one (a busy shared machine stretches the wall clock, not this).
// Default export for the bench runner; run alone with `npx tsx src/tools/bench/ledger.ts`.
import { pathToFileURL } from 'node:url';
import { FACES, type DieKind } from '../../core/dice-kinds.ts';
import { randomFromSeed } from '../../core/rng.ts';
import type { LedgerRow } from '../../core/ledger/rows.ts';
import { emptyLedger, parseLedger, serializeLedger, storedRows, withPlay } from '../../core/ledger/stored.ts';
import { summarize } from '../../core/ledger/summary.ts';
import { ledgerCsv } from '../../core/ledger/csv.ts';

const THROWS = 10_000;
const PER_PLAY = 250;
const RUNS = 9;
const SETS: DieKind[][] = [['d6', 'd6'], ['d6', 'd6', 'd6', 'd6', 'd6'], ['poker', 'poker', 'poker', 'poker', 'poker'], ['disc01', 'disc02', 'disc12'], ['d6']];

/** The stored text of 10,000 throws in 40 plays. */
export function storedText(): string {
  const random = randomFromSeed(28);
  let ledger = emptyLedger();
  for (let p = 0; p < THROWS / PER_PLAY; p++) {
    const key = `bench/${p}`;
    const rows: LedgerRow[] = [];
    for (let i = 0; i < PER_PLAY; i++) {
      const kinds = SETS[Math.floor(random() * SETS.length)]!;
      const rethrows = random() < 0.05 ? [{ die: 0, reason: 'cocked' as const }] : [];
      rows.push({
        game: 'gambler', gameKey: key, index: i * 2, seat: i % 2, who: `Player ${(i % 2) + 1} · bot, easy`, kinds, faces: kinds.map((k) => FACES[k][Math.floor(random() * FACES[k].length)]!), rethrows,
        edges: kinds[0]!.startsWith('disc') && random() < 0.05 ? [0] : [],
        inputs: { kinds, area: 'tray', seed: Math.floor(random() * 0xffffffff), physicsVersion: 2 },
      });
    }
    ledger = withPlay(ledger, key, 'gambler', rows, p, THROWS);
  }
  return serializeLedger(ledger);
}

export default function benchLedger(): Record<string, number> {
  const text = storedText();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const csvTimes: number[] = [];
  let lines = 0;
  for (let r = 0; r < RUNS; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const read = parseLedger(text);
    if (!read.ok) throw new Error(`the bench ledger does not read: ${read.reason}`);
    const rows = storedRows(read.ledger);
    const summary = summarize(rows);
    times.push(performance.now() - t0);
    const cpu = process.cpuUsage(c0);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    lines = rows.length;
    if (summary.kinds.length !== 5) throw new Error('every die kind should be summarized');
    const t1 = performance.now();
    ledgerCsv(rows);
    csvTimes.push(performance.now() - t1);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    ledgerThrows: lines,
    ledgerOpenMs: Number(median(times).toFixed(1)),
    ledgerOpenCpuMs: Number(median(cpuTimes).toFixed(1)),
    ledgerCsvMs: Number(median(csvTimes).toFixed(1)),
    ledgerStoredKb: Math.round(text.length / 1024),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(benchLedger()));
}
