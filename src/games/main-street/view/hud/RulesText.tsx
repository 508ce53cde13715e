// The help overlay's body for Main Street: the rules and the key map (texts.ts).
import { RulesContent } from '../../../../ui/hud/RulesContent.tsx';
import { MAIN_STREET_HELP, MAIN_STREET_KEYS } from '../../texts.ts';

export function RulesText() {
  return <RulesContent sections={MAIN_STREET_HELP} keys={MAIN_STREET_KEYS} testId="ms-rules" keysTestId="ms-keymap" />;
}
