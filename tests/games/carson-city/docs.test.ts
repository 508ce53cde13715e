// docs/rules/carson-city.md shows the characters, buildings and resolution order exactly as the data has them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_LISTS, buildingTable, characterTable, resolutionList } from '../../../src/games/carson-city/listing.ts';
import { BUILDING_KINDS, BUILDINGS, CHARACTERS, CHARACTER_INFO, RESOLUTION_STEPS } from '../../../src/games/carson-city/data.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

const doc = readFileSync(new URL('../../../docs/rules/carson-city.md', import.meta.url), 'utf8');
const between = (name: string): string => {
  const start = doc.indexOf('\n', doc.indexOf(`<!-- ${name}:start -->`)) + 1;
  return doc.slice(start, doc.indexOf(`<!-- ${name}:end -->`)).trim();
};

describe('the rules document', () => {
  it('lists the characters as the data has them', () => expect(between('characters')).toBe(characterTable()));
  it('lists the buildings as the data has them', () => expect(between('buildings')).toBe(buildingTable()));
  it('lists the resolution order as the data has it', () => expect(between('resolution')).toBe(resolutionList()));
  it('the in-game reference lists every step in order, every building’s income and every character’s cash limit', () => {
    // The lists are messages (issue 25), read here in English: the tests' catalog.
    const [steps, buildings, characters] = REFERENCE_LISTS.map((l) => ({ ...l, items: l.items.map((i) => ({ name: formatText(i.name), rest: formatText(i.rest) })) }));
    expect(steps!.items.map((i) => i.name)).toEqual(RESOLUTION_STEPS.map((r) => r.name));
    expect(steps!.ordered).toBe(true);
    expect(buildings!.items.map((i) => i.rest)).toEqual(BUILDING_KINDS.map((k) => `— ${BUILDINGS[k].income}`));
    expect(characters!.items.map((i) => i.rest.startsWith(`(keeps $`))).toEqual(CHARACTERS.map(() => true));
    expect(characters!.items[0]!.name).toBe(`1 ${CHARACTER_INFO[CHARACTERS[0]].name}`);
  });
  it('marks our completions', () => expect(doc.match(/\(ours/g)!.length).toBeGreaterThan(15));
});
