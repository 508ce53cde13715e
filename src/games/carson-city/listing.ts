// Markdown tables for docs/rules/carson-city.md, generated from data.ts so the
// document cannot drift from the rules (tests/games/carson-city/docs.test.ts),
// and the in-game reference's lists as messages beside the same data
// (reference-messages.ts).

import type { Message, Text } from '../../core/message.ts';
import { BUILDING_COUNTS, BUILDING_KINDS, BUILDINGS, CHARACTERS, CHARACTER_INFO, RESOLUTION_STEPS } from './data.ts';
import { CHARACTER_MESSAGES } from './log-messages.ts';
import { BUILDING_INCOMES, BUILDING_TITLES, CHARACTER_EFFECTS, STEP_DOES, STEP_NAMES } from './reference-messages.ts';

/** A titled list of the reference: a name and its words each (ui/hud/ReferenceLists.tsx lays it out). */
export interface ReferenceList {
  title: Text;
  ordered: boolean;
  items: readonly { name: Text; rest: Text }[];
}

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

/** The reference's frame: the lists' titles and how an item's words follow its name. */
export const REFERENCE_WORDS = {
  resolution: /*i18n*/ { id: 'carson-city.ref.resolution', message: 'Resolution order' },
  buildings: /*i18n*/ { id: 'carson-city.ref.buildings', message: 'Buildings' },
  characters: /*i18n*/ { id: 'carson-city.ref.characters', message: 'Characters' },
  rest: /*i18n*/ { id: 'carson-city.ref.rest', message: '— {text}' },
  character: /*i18n*/ { id: 'carson-city.ref.character', message: '{number} {name}' },
  keeps: /*i18n*/ { id: 'carson-city.ref.keeps', message: '(keeps ${limit}) — {effect}' },
} as const;

const say = (d: { id: string }, values?: Message['values']): Message => (values ? { id: d.id, values } : { id: d.id });

/**
 * The in-game reference (the room's help and the panel's fold): the resolution order, the buildings' incomes, the
 * characters; each item a name and its words, as messages with the rules' numbers (the view says them, issue 25).
 */
export const REFERENCE_LISTS: readonly ReferenceList[] = [
  { title: say(REFERENCE_WORDS.resolution), ordered: true, items: RESOLUTION_STEPS.map((r) => ({ name: STEP_NAMES[r.id], rest: say(REFERENCE_WORDS.rest, { text: STEP_DOES[r.id] }) })) },
  { title: say(REFERENCE_WORDS.buildings), ordered: false, items: BUILDING_KINDS.map((k) => ({ name: BUILDING_TITLES[k], rest: say(REFERENCE_WORDS.rest, { text: BUILDING_INCOMES[k] }) })) },
  {
    title: say(REFERENCE_WORDS.characters),
    ordered: false,
    items: CHARACTERS.map((c) => ({
      name: say(REFERENCE_WORDS.character, { number: CHARACTER_INFO[c].number, name: CHARACTER_MESSAGES[c] }),
      rest: say(REFERENCE_WORDS.keeps, { limit: CHARACTER_INFO[c].limit, effect: CHARACTER_EFFECTS[c] }),
    })),
  },
];
