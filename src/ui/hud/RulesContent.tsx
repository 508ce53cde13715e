// The body of a game's rules help, from the pure half's plain-data help
// (src/core/help.ts): an optional intro, titled sections of items, anything
// the game adds (a legend, a reference table), and the key table. One layout
// for every game, so a new game writes its help, not markup.
import type { ReactNode } from 'react';
import type { GameHelp, KeyHelp } from '../../core/help.ts';
import { i18n } from '@lingui/core';
import { formatText } from '../../i18n/format-message.ts';
import { useLanguage } from '../../i18n/react.ts';
import { useCoarsePointer } from '../touch.ts';
import './hud.css';

export interface RulesContentProps {
  help: GameHelp;
  /** The key table's rows: the view's key map when it has one; default the help's own keys. */
  keys?: readonly KeyHelp[];
  /** Extra content after the sections (a legend, a reference table). */
  children?: ReactNode;
}

export function RulesContent({ help, keys = help.keys, children }: RulesContentProps) {
  // On a touch device the help's own Touch list (RulesHelp) comes first; the keys are for an attached keyboard.
  const touch = useCoarsePointer();
  useLanguage();
  return (
    <div className="rules-content" data-testid="rules-content">
      {help.intro && <p>{formatText(help.intro)}</p>}
      {help.sections.map((section) => (
        <section key={formatText(section.title)}>
          <h3>{formatText(section.title)}</h3>
          <ul>
            {section.items.map(formatText).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      {children}
      <h3>{touch ? i18n._({ id: 'rules.keys-keyboard', message: 'Keys (with a keyboard)' }) : i18n._({ id: 'rules.keys', message: 'Keys' })}</h3>
      <table className="rules-keys" data-testid="rules-keys">
        <tbody>
          {keys.map(({ keys: key, does }, i) => (
            <tr key={i}>
              <td>
                <kbd>{formatText(key)}</kbd>
              </td>
              <td>{formatText(does)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
