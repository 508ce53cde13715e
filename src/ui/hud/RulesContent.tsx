// The body of a game's rules help, from the pure half's plain-data texts: an
// optional intro, titled sections of lines, and the key map. One layout for
// every game, so a new game writes texts, not markup.
import type { ReactNode } from 'react';
import { useCoarsePointer } from '../touch.ts';
import './hud.css';

export interface RulesSection {
  title: string;
  lines: readonly string[];
}

export interface RulesContentProps {
  intro?: string;
  sections: readonly RulesSection[];
  /** [keys, what they do] rows. */
  keys: readonly (readonly [string, string])[];
  /** Extra content after the sections (a legend, a reference table). */
  children?: ReactNode;
  testId?: string;
  keysTestId?: string;
}

export function RulesContent({ intro, sections, keys, children, testId, keysTestId }: RulesContentProps) {
  // On a touch device the help's own Touch list (RulesHelp) comes first; the keys are for an attached keyboard.
  const touch = useCoarsePointer();
  return (
    <div className="rules-content" data-testid={testId}>
      {intro && <p>{intro}</p>}
      {sections.map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
          <ul>
            {section.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
      {children}
      <h3>{touch ? 'Keys (with a keyboard)' : 'Keys'}</h3>
      <table className="rules-keys" data-testid={keysTestId}>
        <tbody>
          {keys.map(([key, does]) => (
            <tr key={key}>
              <td>
                <kbd>{key}</kbd>
              </td>
              <td>{does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
