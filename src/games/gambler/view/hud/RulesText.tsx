// The help overlay's body for Tableau Gulch: the rules and the key map from texts.ts.
import { RulesContent } from '../../../../ui/hud/RulesContent.tsx';
import { GAMBLER_HELP, GAMBLER_KEYS } from '../../texts.ts';

const KEYS = GAMBLER_KEYS.map((k) => [k.keys, k.does] as const);

export function RulesText() {
  return <RulesContent sections={GAMBLER_HELP} keys={KEYS} testId="g-help" keysTestId="g-keymap" />;
}
