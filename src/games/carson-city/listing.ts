// Markdown tables for docs/rules/carson-city.md, generated from data.ts so the
// document cannot drift from the rules (tests/games/carson-city/docs.test.ts),
// and the in-game reference's lists from the same data (help.ts's REFERENCE).

import { REFERENCE } from './help.ts';
import { BUILDING_COUNTS, BUILDING_KINDS, BUILDINGS, CHARACTERS, CHARACTER_INFO, RESOLUTION_STEPS } from './data.ts';

export function characterTable(): string {
  const rows = CHARACTERS.map((c) => {
    const i = CHARACTER_INFO[c];
    return `| ${i.number} | ${i.name} | ${i.effect} | $${i.limit} |`;
  });
  return ['| # | character | effect | cash limit |', '|---|---|---|---|', ...rows].join('\n');
}

export function buildingTable(): string {
  const rows = BUILDING_KINDS.map((k) => {
    const b = BUILDINGS[k];
    const notes = [b.needsRoad ? 'needs a road' : 'no road needed', b.bringsHouse ? 'brings a free house' : ''].filter(Boolean).join('; ');
    return `| ${b.name} | ${BUILDING_COUNTS[k]} | ${b.income} | ${notes} |`;
  });
  return ['| building | count | income and effects | building it |', '|---|---|---|---|', ...rows].join('\n');
}

export function resolutionList(): string {
  return RESOLUTION_STEPS.map((r, i) => `${i + 1}. **${r.name}** — ${r.does}`).join('\n');
}

/** The in-game reference (the room's help and the panel's fold): the resolution order, the buildings' incomes, the characters; each item a name and its words. */
export const REFERENCE_LISTS: readonly { title: string; ordered: boolean; items: { name: string; rest: string }[] }[] = [
  { title: 'Resolution order', ordered: true, items: REFERENCE.resolution.map((r) => ({ name: r.name, rest: `— ${r.does}` })) },
  { title: 'Buildings', ordered: false, items: REFERENCE.buildings.map((b) => ({ name: b.name, rest: `— ${b.income}` })) },
  { title: 'Characters', ordered: false, items: REFERENCE.characters.map((c) => ({ name: `${c.number} ${c.name}`, rest: `(keeps $${c.limit}) — ${c.effect}` })) },
];
