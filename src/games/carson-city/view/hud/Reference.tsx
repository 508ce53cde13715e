// The in-game reference players ask for: the resolution order and what each
// building pays (and the characters), from the rules' own data (help.ts).
import { REFERENCE } from '../../help.ts';

const LISTS = [
  { title: 'Resolution order', ordered: true, items: REFERENCE.resolution.map((r) => ({ name: r.name, rest: `— ${r.does}` })) },
  { title: 'Buildings', ordered: false, items: REFERENCE.buildings.map((b) => ({ name: b.name, rest: `— ${b.income}` })) },
  { title: 'Characters', ordered: false, items: REFERENCE.characters.map((c) => ({ name: `${c.number} ${c.name}`, rest: `(keeps $${c.limit}) — ${c.effect}` })) },
];

export function Reference({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="cc-reference" data-testid="cc-reference">
      {LISTS.map(({ title, ordered, items }) => {
        const List = ordered ? 'ol' : 'ul';
        return [
          <H key={`${title}-h`}>{title}</H>,
          <List key={title}>
            {items.map((x) => (
              <li key={x.name}>
                <b>{x.name}</b> {x.rest}
              </li>
            ))}
          </List>,
        ];
      })}
    </div>
  );
}
