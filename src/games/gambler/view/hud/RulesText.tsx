// The help overlay's body for Tableau Gulch: the rules from texts.ts, the key table from the key rows (keys.ts).
import { RulesContent } from '../../../../ui/hud/RulesContent.tsx';
import { keyTable } from '../../../../scene/kit/index.ts';
import { GAMBLER_HELP } from '../../texts.ts';
import { GAMBLER_KEY_ROWS } from './keys.ts';

export function RulesText() {
  return <RulesContent sections={GAMBLER_HELP} keys={keyTable(GAMBLER_KEY_ROWS)} testId="g-help" keysTestId="g-keymap" />;
}
