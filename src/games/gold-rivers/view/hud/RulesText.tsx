// The help overlay's body for Gold Rivers: the rules (texts.ts) and the key map.
import { HELP_INTRO, HELP_KEYS, HELP_SECTIONS } from '../../index.ts';

export function RulesText() {
  return (
    <div className="gr-help">
      <p>{HELP_INTRO}</p>
      {HELP_SECTIONS.map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
          <ul>
            {section.items.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
      <h3>Keys</h3>
      <table className="gr-keys" data-testid="gr-keymap">
        <tbody>
          {HELP_KEYS.map(([keys, does]) => (
            <tr key={keys}>
              <td>
                <kbd>{keys}</kbd>
              </td>
              <td>{does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
