// The action squares along the board's top, in resolution order, printed on
// one plate that is the pointer's target for every square: a word or two on
// each, large (the construction squares with their prices, the buildings on
// offer standing on them, see Buildings; the buying squares the 1858 marker
// has shut printed closed), and the 1858 track under the buying squares with
// its marker. What a square does in full is the hover line's (rules/target-info.ts).
import { Pieces, PrintedPlate, TableLabel, openPlate, usePickPointer } from '../../../../scene/kit/index.ts';
import { SQUARES, isClosed, type CarsonView } from '../../index.ts';
import type { CarsonController } from '../hud/controller.ts';
import { PRINT_FLOOR_CM, PRINT_PX as PX, SQUARE_D, SQUARE_ROW, SQUARE_ROW_Z, SQUARE_TOP, SQUARE_W, squareSpot, targetAt, TRACK_WORDS } from '../../table/layout.ts';
import { trackMarker } from '../../table/pieces.ts';
import { PLATE_WORDS, SQUARE_PRINT } from '../../table/print.ts';
import { formatText as say } from '../../../../i18n/format-message.ts';
import { i18n } from '@lingui/core';

/**
 * Each square in two large lines: its name and what it gives; a construction
 * square its price under the building on offer, which stands on its far half.
 * The full rule is the hover line's. A shut buying square says so.
 */
function paintRow(canvas: HTMLCanvasElement, closed: readonly boolean[]): void {
  // A long word (German, Russian) is condensed to its square rather than cut (tests/i18n/carson-board.test.ts keeps that rare).
  const plate = openPlate(canvas, { width: SQUARE_ROW.x1 - SQUARE_ROW.x0, depth: SQUARE_D, pxPerCm: PX, floorCm: PRINT_FLOOR_CM, minSqueeze: 0 });
  const { g, cm } = plate;
  g.fillStyle = '#3a2414';
  g.fillRect(0, 0, canvas.width, canvas.height);
  SQUARES.forEach((q, i) => {
    const p = SQUARE_PRINT[q];
    const x0 = cm(squareSpot(q).x - SQUARE_W / 2 - SQUARE_ROW.x0);
    const cx = x0 + cm(SQUARE_W) / 2;
    const room = SQUARE_W - 0.3;
    plate.panel(x0 + 2, 2, cm(SQUARE_W) - 4, canvas.height - 4, 8, { fill: closed[i] ? '#2a2520' : p.tone });
    if (q.startsWith('build')) {
      // The price large under the building on offer (which says what the square is); cowboys stand on the near edge.
      plate.caption(say(p.gives), cx, cm(3.55), { ink: '#ffe6a8', size: 2, maxCm: room });
      return;
    }
    // Clear of the square's far centimetre, which the table's rail hides from the chair (it cut the names' tops).
    plate.caption(say(p.name), cx, cm(1.85), { ink: closed[i] ? '#8a8070' : '#f7efdf', size: 1.8, maxCm: room });
    plate.caption(say(closed[i] ? PLATE_WORDS.closed : p.gives), cx, cm(3.65), { ink: closed[i] ? '#c9b99a' : '#fff6e4', size: 1.75, bold: false, maxCm: room });
  });
}

export function SquaresRow({ view, controller }: { view: CarsonView; controller: CarsonController }) {
  const closed = SQUARES.map((q) => isClosed(q, view));
  const events = usePickPointer(controller.picking, targetAt);
  const cx = (SQUARE_ROW.x0 + SQUARE_ROW.x1) / 2;
  return (
    <group name="cc-squares">
      <PrintedPlate name="cc-squares-plate" paint={(c) => paintRow(c, closed)} printKey={`${i18n.locale}|${closed.join(',')}`} width={SQUARE_ROW.x1 - SQUARE_ROW.x0} depth={SQUARE_D} position={[cx, SQUARE_TOP, SQUARE_ROW_Z]} floorCm={PRINT_FLOOR_CM} block="#3a2414" pointer={events} />
      <TableLabel
        name="cc-1858-track"
        lines={[{ text: say(PLATE_WORDS.track), size: 1 }]}
        position={[(TRACK_WORDS.x0 + TRACK_WORDS.x1) / 2, 0.05, TRACK_WORDS.z]}
        width={TRACK_WORDS.x1 - TRACK_WORDS.x0}
        height={2.6}
        tilt={0}
      />
      <Pieces shape={{ kind: 'hex', radius: 1.15, height: 0.6 }} pieces={[trackMarker(view.closed)]} name="cc-1858-marker" look={{ roughness: 0.4, metalness: 0.3 }} />
    </group>
  );
}
