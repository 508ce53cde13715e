// The help overlay's body for Gold in the Rivers: the rules and the key map from texts.ts.
import { RulesContent } from '../../../../ui/hud/RulesContent.tsx';
import { HELP_INTRO, HELP_KEYS, HELP_SECTIONS } from '../../index.ts';

const SECTIONS = HELP_SECTIONS.map((s) => ({ title: s.title, lines: s.items }));

export function RulesText() {
  return <RulesContent intro={HELP_INTRO} sections={SECTIONS} keys={HELP_KEYS} testId="gr-help" keysTestId="gr-keymap" />;
}
