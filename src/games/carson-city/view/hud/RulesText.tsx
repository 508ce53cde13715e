// The help overlay's body for Silver Creek County: the rules from texts.ts,
// the reference (resolution order, buildings' incomes, characters) and the key table from the key rows (keys.ts).
import { RulesContent } from '../../../../ui/hud/RulesContent.tsx';
import { HELP_INTRO, HELP_SECTIONS } from '../../texts.ts';
import { keyTable } from '../../../../scene/kit/index.ts';
import { CARSON_KEY_ROWS } from './keys.ts';
import { Reference } from './Reference.tsx';

const SECTIONS = HELP_SECTIONS.map((s) => ({ title: s.title, lines: s.items }));

export function RulesText() {
  return (
    <RulesContent intro={HELP_INTRO} sections={SECTIONS} keys={keyTable(CARSON_KEY_ROWS)} testId="cc-help" keysTestId="cc-keymap">
      <Reference headingLevel={3} />
    </RulesContent>
  );
}
