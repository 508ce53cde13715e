// The in-game reference players ask for: the resolution order and what each
// building pays (and the characters), from the rules' own data (help.ts).
import { REFERENCE } from '../../help.ts';

export function Reference({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="cc-reference" data-testid="cc-reference">
      <H>Resolution order</H>
      <ol>
        {REFERENCE.resolution.map((r) => (
          <li key={r.name}>
            <b>{r.name}</b> — {r.does}
          </li>
        ))}
      </ol>
      <H>Buildings</H>
      <ul>
        {REFERENCE.buildings.map((b) => (
          <li key={b.kind}>
            <b>{b.name}</b> — {b.income}
          </li>
        ))}
      </ul>
      <H>Characters</H>
      <ul>
        {REFERENCE.characters.map((c) => (
          <li key={c.id}>
            <b>
              {c.number} {c.name}
            </b>{' '}
            (keeps ${c.limit}) — {c.effect}
          </li>
        ))}
      </ul>
    </div>
  );
}
