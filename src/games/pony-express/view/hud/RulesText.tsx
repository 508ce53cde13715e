// The rules help overlay's text (from ../help.ts).
import { HELP_INTRO, HELP_KEYS, HELP_SECTIONS } from '../../texts.ts';

export function RulesText() {
  return (
    <div className="px-help" data-testid="px-help">
      <p>{HELP_INTRO}</p>
      {HELP_SECTIONS.map((s) => (
        <div key={s.title}>
          <h3>{s.title}</h3>
          <ul>
            {s.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <h3>Keys</h3>
      <table>
        <tbody>
          {HELP_KEYS.map(([key, does]) => (
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
