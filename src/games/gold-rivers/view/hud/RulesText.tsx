// The help overlay's body for Gold in the Rivers: the rules from texts.ts, the key table from the key rows (keys.ts).
import { RulesContent } from '../../../../ui/hud/RulesContent.tsx';
import { keyTable } from '../../../../scene/kit/index.ts';
import { HELP_INTRO, HELP_SECTIONS } from '../../index.ts';
import { GOLD_KEYS } from './keys.ts';

const SECTIONS = HELP_SECTIONS.map((s) => ({ title: s.title, lines: s.items }));

export function RulesText() {
  return <RulesContent intro={HELP_INTRO} sections={SECTIONS} keys={keyTable(GOLD_KEYS)} testId="gr-help" keysTestId="gr-keymap" />;
}
