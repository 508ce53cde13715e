// The dice ledger's pure half: lines from records, statistics, CSV, the stored format.
export * from './chi-square.ts';
export * from './poker-hands.ts';
export * from './rows.ts';
export * from './summary.ts';
export * from './csv.ts';
export * from './stored.ts';
