// The language menu (issue 25): a labelled <select> of the three languages,
// each named in itself. Plain DOM, so the lobby and the game menu share it;
// a choice applies at once (src/i18n/language.ts) and is remembered.
import { i18n } from '@lingui/core';
import { chooseLanguage, currentLanguage, LANGUAGES } from '../i18n/language.ts';
import { h } from './dom.ts';

export function languageMenu(testId = 'language-menu'): HTMLLabelElement {
  const select = h('select', { 'data-testid': testId });
  for (const l of LANGUAGES) select.append(h('option', { value: l.code, lang: l.code, selected: l.code === currentLanguage() }, l.name));
  select.addEventListener('change', () => void chooseLanguage(select.value));
  return h('label', { class: 'language-menu' }, h('span', {}, i18n._({ id: 'menu.language', message: 'Language' })), select);
}
