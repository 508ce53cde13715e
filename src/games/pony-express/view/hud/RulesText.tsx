// The help overlay's body for Mail Run to Sacramento: the rules from texts.ts, the key table from the key rows (keys.ts).
import { RulesContent } from '../../../../ui/hud/RulesContent.tsx';
import { keyTable } from '../../../../scene/kit/index.ts';
import { HELP_INTRO, HELP_SECTIONS } from '../../texts.ts';
import { PONY_KEYS } from './keys.ts';

const SECTIONS = HELP_SECTIONS.map((s) => ({ title: s.title, lines: s.items }));

export function RulesText() {
  return <RulesContent intro={HELP_INTRO} sections={SECTIONS} keys={keyTable(PONY_KEYS)} testId="px-help" />;
}
