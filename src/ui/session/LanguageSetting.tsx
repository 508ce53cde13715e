// The game menu's language menu (issue 25): the choice applies at once, the
// game in play stays as it is (src/i18n/language.ts), and it is remembered.
import { i18n } from '@lingui/core';
import { chooseLanguage, LANGUAGES } from '../../i18n/language.ts';
import { useLanguage } from '../../i18n/react.ts';

export function LanguageSetting() {
  const language = useLanguage();
  return (
    <label className="menu-speed">
      <span>{i18n._({ id: 'menu.language', message: 'Language' })}</span>
      <select data-testid="game-language" value={language} onChange={(e) => void chooseLanguage(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
