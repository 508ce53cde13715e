// The rules page cannot drift from the data: its tables are checked against data.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatText } from '../../../src/i18n/format-message.ts';
import { AWNING_COSTS, BUILDING_NAMES, LENGTH_SPECS, MEEPLE_SUPPLY, OPTION_CHOICE_LABELS } from '../../../src/games/main-street/data.ts';
import { HELP } from '../../../src/games/main-street/help.ts';
import { game } from './support.ts';

const doc = readFileSync(new URL('../../../docs/rules/main-street.md', import.meta.url), 'utf8');
const costText = (c: { gold: number; stone: number }): string => (c.gold === 0 ? `${c.stone} stone` : `${c.gold} gold + ${c.stone} stone`);

describe('docs/rules/main-street.md', () => {
  it('lists every building with its name and awning cost as the data has them', () => {
    BUILDING_NAMES.forEach((name, b) => {
      expect(doc).toContain(`| ${b} | ${name} | ${costText(AWNING_COSTS[b]!)} |`);
    });
  });

  it('gives the pieces and both game lengths as the data has them', () => {
    for (const [kind, n] of [['builders', MEEPLE_SUPPLY.builder], ['miners', MEEPLE_SUPPLY.miner], ['robbers', MEEPLE_SUPPLY.robber], ['deputies', MEEPLE_SUPPLY.deputy]] as const) {
      expect(doc).toContain(`| ${kind} | ${n} |`);
    }
    for (const [length, spec] of Object.entries(LENGTH_SPECS)) {
      expect(doc).toContain(`| ${length} | ${spec.bars.join(', ')} | ${spec.graves} | ${spec.dynamite} |`);
    }
  });

  it('marks the variants and completions as ours', () => {
    expect(doc).toMatch(/Flick variant \*\*\(ours\)\*\*/);
    expect(doc).toMatch(/Length option \*\*\(ours\)\*\*/);
    expect((doc.match(/\(ours/g) ?? []).length).toBeGreaterThanOrEqual(10);
  });
});

describe('help texts', () => {
  it('name every option choice and cover the turn, the meeples, showdowns and the end', () => {
    for (const o of game.options) for (const c of o.choices) expect(OPTION_CHOICE_LABELS[String(c)]).toBeTruthy();
    const titles = HELP.sections.map((h) => formatText(h.title));
    expect(titles).toEqual(['Goal', 'Your turn', 'What the meeples do', 'Showdowns', 'Dynamite and the end']);
  });
});
