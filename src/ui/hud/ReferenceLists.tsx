// A game's reference as players ask for it in the rules help or a HUD panel:
// titled lists (ordered when the order matters, as a resolution order) of a
// name in bold and the rest of its line. The lists are the game's data (for
// Silver Creek County src/games/carson-city/listing.ts); only the markup is here.
export interface ReferenceList {
  title: string;
  ordered: boolean;
  items: readonly { name: string; rest: string }[];
}

export function ReferenceLists(props: { lists: readonly ReferenceList[]; headingLevel?: 3 | 4; className?: string; testId?: string }) {
  const H = props.headingLevel === 4 ? 'h4' : 'h3';
  return (
    <div className={props.className} data-testid={props.testId}>
      {props.lists.map(({ title, ordered, items }) => {
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
