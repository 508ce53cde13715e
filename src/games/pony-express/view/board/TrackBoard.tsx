// The track board lying on the table: the painted canvas (track-paint.ts) on
// one plane, the kit's printed plate, so the 33 spaces, the mail boxes, the
// spots and the legend cost a single draw call. Figures and dice stand on the
// table top (y = 0); the board is a print a hair above it. The print changes
// only with the language (its words are repainted in the reader's).
import { PrintedPlate } from '../../../../scene/kit/index.ts';
import { useLanguage } from '../../../../i18n/react.ts';
import { BOARD } from '../../data/board.ts';
import { MIN_TYPE_CM, paintTrack } from './track-paint.ts';

export function TrackBoard() {
  return <PrintedPlate name="pony-track" paint={paintTrack} printKey={`track|${useLanguage()}`} width={BOARD.width} depth={BOARD.depth} position={[BOARD.x, 0.03, BOARD.z]} floorCm={MIN_TYPE_CM} onTop />;
}
