// docs/rules/gambler.md lists the tableaux exactly as the data has them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BANK_START } from '../../../src/games/gambler/data/constants.ts';
import { tableauListing } from '../../../src/games/gambler/rules/describe.ts';

describe('the rules document', () => {
  const doc = readFileSync(new URL('../../../docs/rules/gambler.md', import.meta.url), 'utf8');

  it('lists the 20 tableaux exactly as the game data has them', () => {
    const start = doc.indexOf('-->', doc.indexOf('<!-- tableaux:start')) + 4;
    const end = doc.indexOf('<!-- tableaux:end -->');
    expect(doc.slice(start, end)).toBe(tableauListing());
  });

  it('states the bank the rules start with', () => {
    expect(doc).toContain(`${BANK_START} chips`);
  });
});
