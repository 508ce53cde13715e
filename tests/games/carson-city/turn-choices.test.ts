// The turn panel's buttons (turn-choices.ts): a button per character card in
// the character phase (a card with variants says so and opens them), the
// variants of the card being chosen, and in the placing phase the pass (with
// its key) but no button for a place, which is picked on the board.
import { describe, expect, it } from 'vitest';
import { CHARACTER_INFO, actionTarget, type CharacterId } from '../../../src/games/carson-city/index.ts';
import { choosingAt, optionsOf as optionsAt, turnButtons } from '../../../src/games/carson-city/turn-choices.ts';
import { act, game, run, turnOne } from './support.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';

describe('carson-city turn panel buttons', () => {
  it('every legal action is an option, labelled in the rules’ words, with the place it acts on', () => {
    const s = turnOne(2);
    const options = optionsAt(s);
    expect(options.map((o) => o.action)).toEqual(game.legalActions(s));
    for (const o of options) expect(o).toEqual({ action: o.action, label: game.describeAction(s, o.action), said: game.sayAction!(s, o.action), target: actionTarget(o.action) });
    expect(choosingAt('k:grocer')).toBe('grocer');
    expect(choosingAt('q:wages')).toBeNull();
    expect(choosingAt(null)).toBeNull();
  });

  it('the character phase has a button per card, which clicks the card; a card with variants says so', () => {
    const options = optionsAt(turnOne(2));
    const buttons = turnButtons(options, null);
    const characters = [...new Set(options.map((o) => (o.action.type === 'character' ? o.action.character : null)))].filter((c): c is CharacterId => c !== null);
    expect(buttons.map((b) => b.testId)).toEqual(characters.map((c) => `cc-opt-character-${c}`));
    for (const c of characters) {
      const b = buttons.find((x) => x.key === c)!;
      const variants = options.filter((o) => o.action.type === 'character' && o.action.character === c).length;
      expect(b.label).toBe(`${CHARACTER_INFO[c].number} ${CHARACTER_INFO[c].name}${variants > 1 ? '…' : ''}`);
      expect(formatMessage(b.said)).toBe(b.label);
      expect(b.press).toEqual({ click: `k:${c}` });
    }
  });

  it('a card being chosen shows its variants alone, each acting', () => {
    const options = optionsAt(turnOne(2));
    const captain = options.filter((o) => o.action.type === 'character' && o.action.character === 'captain');
    expect(captain.length).toBeGreaterThan(1);
    const buttons = turnButtons(options, 'captain');
    expect(buttons.map((b) => b.press)).toEqual(captain.map((o) => ({ act: o.action })));
    expect(buttons.map((b) => b.label)).toEqual(captain.map((o) => o.label));
    expect(buttons.map((b) => formatMessage(b.said))).toEqual(captain.map((o) => o.label));
    expect(new Set(buttons.map((b) => b.testId))).toEqual(new Set(['cc-opt-captain-variant']));
  });

  it('while placing, pass is a button (marked for its key) and no place is', () => {
    const s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }), act(1, { type: 'character', character: 'coolie' }));
    const options = optionsAt(s);
    expect(options.some((o) => o.target !== null)).toBe(true);
    const buttons = turnButtons(options, null);
    expect(buttons).toEqual([{ key: JSON.stringify({ type: 'pass' }), label: 'Pass', said: { id: 'carson-city.action.pass' }, testId: 'cc-opt-pass', pass: true, press: { act: { type: 'pass' } } }]);
  });
});
