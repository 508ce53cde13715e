// The help overlay's body for Main Street: the rules (texts.ts) and the key table from the key rows (keys.ts).
import { RulesContent } from '../../../../ui/hud/RulesContent.tsx';
import { keyTable } from '../../../../scene/kit/index.ts';
import { MAIN_STREET_HELP } from '../../texts.ts';
import { STREET_KEYS } from './keys.ts';

export function RulesText() {
  return <RulesContent sections={MAIN_STREET_HELP} keys={keyTable(STREET_KEYS)} testId="ms-rules" keysTestId="ms-keymap" />;
}
