// docs/rules/gold-rivers.md shows the maps and the numbers exactly as the game data has them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boardCount, FIELDS, layout, regionPicture } from '../../../src/games/gold-rivers/index.ts';

const doc = readFileSync(new URL('../../../docs/rules/gold-rivers.md', import.meta.url), 'utf8');

function block(name: string): string {
  const start = doc.indexOf('```\n', doc.indexOf(`<!-- ${name}:start -->`)) + 4;
  const end = doc.indexOf('\n```', start);
  return doc.slice(start, end);
}

describe('the rules document', () => {
  it('draws the mountain maps and the rivers of board 1 as the data has them', () => {
    expect(block('map:standard')).toBe(regionPicture(layout('standard', 1), 'mountain').join('\n'));
    expect(block('map:short')).toBe(regionPicture(layout('short', 1), 'mountain').join('\n'));
    expect(block('rivers:standard:1')).toBe(regionPicture(layout('standard', 1), 'river').join('\n'));
  });

  it('lists the mountain sizes and states the boards and turn caps the data has', () => {
    expect(doc).toContain(`Sizes of mountains A–Q: ${layout('standard', 1).mountainSites.map((s) => s.length).join(', ')}.`);
    expect(doc).toContain(`Sizes of mountains A–L: ${layout('short', 1).mountainSites.map((s) => s.length).join(', ')}.`);
    expect(boardCount('standard')).toBe(11);
    expect(doc).toContain('the other\neleven are the **eleven boards**');
    expect(doc).toContain(`up to turn ${FIELDS.standard.buryTurnLimit}`);
    expect(doc).toContain(`turn ${FIELDS.short.buryTurnLimit} on the short field`);
  });
});
