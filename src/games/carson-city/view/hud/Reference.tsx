// The in-game reference players ask for: the resolution order and what each
// building pays (and the characters), from the rules' own data (listing.ts).
import { REFERENCE_LISTS } from '../../listing.ts';

export function Reference({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="cc-reference" data-testid="cc-reference">
      {REFERENCE_LISTS.map(({ title, ordered, items }) => {
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
