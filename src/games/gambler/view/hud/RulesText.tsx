// The help overlay's body for Tableau Gulch: the rules (help.ts) and the key map.
import { GAMBLER_HELP, GAMBLER_KEYS } from '../../texts.ts';

export function RulesText() {
  return (
    <div className="g-help">
      {GAMBLER_HELP.map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
          <ul>
            {section.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
      <h3>Keys</h3>
      <table className="g-keys" data-testid="g-keymap">
        <tbody>
          {GAMBLER_KEYS.map((k) => (
            <tr key={k.keys}>
              <td>
                <kbd>{k.keys}</kbd>
              </td>
              <td>{k.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
