// A game's reference as players ask for it in the rules help or a HUD panel:
// titled lists (ordered when the order matters, as a resolution order) of a
// name in bold and the rest of its line. The lists are the game's data (for
// Silver Creek County src/games/carson-city/listing.ts); only the markup is here.
import type { Text } from '../../core/message.ts';
import { formatText } from '../../i18n/format-message.ts';
import { useLanguage } from '../../i18n/react.ts';

/** A titled list; its words are messages (said in the reader's language, issue 25) or plain text. */
export interface ReferenceList {
  title: Text;
  ordered: boolean;
  items: readonly { name: Text; rest: Text }[];
}

export function ReferenceLists(props: { lists: readonly ReferenceList[]; headingLevel?: 3 | 4; className?: string; testId?: string }) {
  useLanguage();
  const H = props.headingLevel === 4 ? 'h4' : 'h3';
  return (
    <div className={props.className} data-testid={props.testId}>
      {props.lists.map((list) => {
        const List = list.ordered ? 'ol' : 'ul';
        const title = formatText(list.title);
        return [
          <H key={`${title}-h`}>{title}</H>,
          <List key={title}>
            {list.items.map((x) => {
              const name = formatText(x.name);
              return (
                <li key={name}>
                  <b>{name}</b> {formatText(x.rest)}
                </li>
              );
            })}
          </List>,
        ];
      })}
    </div>
  );
}
