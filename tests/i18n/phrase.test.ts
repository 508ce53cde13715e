// The kit's Phrase (src/ui/hud/Phrase.tsx): a message whose named placeholders
// take React elements, in the order the reader's language puts them. Silver
// Creek County's set-up instruction is the case: its coloured words move
// between English, German and Russian, and the keyboard hint stays inside the
// sentence.
import { afterAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18n } from '@lingui/core';
import { Phrase, phraseParts } from '../../src/ui/hud/Phrase.tsx';
import { SETUP_THROW } from '../../src/games/carson-city/hud-words.ts';
import type { Message } from '../../src/core/message.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

const CATALOGS = { en, de, ru } as const;
const speak = (lang: keyof typeof CATALOGS) => i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] });
afterAll(() => speak('en'));

const parts = () => ({
  red: createElement('b', { className: 'red' }, i18n._(SETUP_THROW.red)),
  blue: createElement('b', { className: 'blue' }, i18n._(SETUP_THROW.blue)),
  space: createElement('kbd', null, 'Space'),
});
const html = (message: Message) => renderToStaticMarkup(createElement(Phrase, { message, parts: parts() }));

describe('Phrase', () => {
  it('puts each element where its placeholder stands, the text around it unchanged', () => {
    speak('en');
    expect(html(SETUP_THROW.centre)).toBe(
      'The die on the <b class="red">red</b> base is the column, the one on the <b class="blue">blue</b> base the row: drag them and let go<kbd>Space</kbd>, or let the table throw for you.',
    );
  });

  it('follows the language: German and Russian place the coloured words in their own sentences', () => {
    speak('de');
    expect(html(SETUP_THROW.mountains)).toBe(
      'Jeder Würfel auf einem <b class="red">roten</b> Sockel ist eine Spalte, der Würfel danach auf einem <b class="blue">blauen</b> Sockel seine Zeile: ziehen und loslassen<kbd>Space</kbd>, oder den Tisch für dich werfen lassen.',
    );
    speak('ru');
    const ruHtml = html(SETUP_THROW.centre);
    expect(ruHtml).toContain('Кубик на <b class="red">красной</b> подставке');
    expect(ruHtml).toContain('<b class="blue">синей</b> подставке');
  });

  it("formats the message's own values and leaves an element whose placeholder the message lacks out", () => {
    speak('en');
    const cut = phraseParts({ id: 'carson-city.hud.paid-at', values: { caption: 'Bank' } }, { unused: createElement('i', null, 'x') });
    expect(cut).toEqual(['Paid at Bank:']);
    const two = phraseParts(SETUP_THROW.centre, { red: 'R', blue: 'B', space: '' });
    // Text, element, text, element, text, element, text: three placeholders, in the sentence's order.
    expect(two).toHaveLength(7);
    expect(two.filter((_, i) => i % 2 === 0).join('|')).toBe('The die on the | base is the column, the one on the | base the row: drag them and let go|, or let the table throw for you.');
  });
});
