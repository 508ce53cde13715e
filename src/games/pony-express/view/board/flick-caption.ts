// A settled flick's caption in Mail Run's words (rules/flick-meaning.ts): who
// fell, by name and seat colour, and what it means, with the gold the riders
// held before the flick is judged. The board registers it as the session's
// captioner (the kit's useFlickCaptioner), on the page or in the scene worker.
import type { FlickCaption, FlickFacts } from '../../../../scene/session/flick-caption.ts';
import { flickLines } from '../../rules/flick-meaning.ts';
import { seatColourName } from '../../colours.ts';
import type { PonyState } from '../../types.ts';

export const ponyFlickCaption = (facts: FlickFacts, state: PonyState): FlickCaption => ({ lines: flickLines(facts, state.riders.map((r) => r.gold), seatColourName) });
