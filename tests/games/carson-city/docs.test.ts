// docs/rules/carson-city.md shows the characters, buildings and resolution order exactly as the data has them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildingTable, characterTable, resolutionList } from '../../../src/games/carson-city/listing.ts';

const doc = readFileSync(new URL('../../../docs/rules/carson-city.md', import.meta.url), 'utf8');
const between = (name: string): string => {
  const start = doc.indexOf('\n', doc.indexOf(`<!-- ${name}:start -->`)) + 1;
  return doc.slice(start, doc.indexOf(`<!-- ${name}:end -->`)).trim();
};

describe('the rules document', () => {
  it('lists the characters as the data has them', () => expect(between('characters')).toBe(characterTable()));
  it('lists the buildings as the data has them', () => expect(between('buildings')).toBe(buildingTable()));
  it('lists the resolution order as the data has it', () => expect(between('resolution')).toBe(resolutionList()));
  it('marks our completions', () => expect(doc.match(/\(ours/g)!.length).toBeGreaterThan(15));
});
