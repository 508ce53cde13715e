// The current tableau as a physical board: a thick leather-edged plate whose
// top is painted with the rows (board-paint.ts). The boxes a picked die fits
// light up as frames (the kit's Highlights); the pointer on the board is the
// kit's picking pointer (a click on a box places the picked die there).
import { useCallback } from 'react';
import { Highlights, PrintedPlate, useKick, usePickPointer, type Mark } from '../../../../scene/kit/index.ts';
import type { GamblerController } from '../hud/controller.ts';
import { boxTarget } from '../../pick-targets.ts';
import { rowLength } from '../../rules/fitting.ts';
import { scoredRows } from '../../dice-fit.ts';
import { tableauSubtitle } from '../../table-words.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';
import { useLanguage } from '../../../../i18n/react.ts';
import type { GamblerView } from '../../types.ts';
import { MIN_TYPE_CM, paintTableau } from './board-paint.ts';
import { BOARD, BOARD_TOP, tableToBoard } from './layout.ts';
import { boxAt } from '../../tableau-grid.ts';
import { PLAIN_MAP } from '../../../../scene/plain-map.ts';

/** A frame round a box: a little larger than the printed box. */
const FRAME = { kind: 'frame', inner: BOARD.boxSize / 2 - 0.05, outer: BOARD.boxSize / 2 + 0.55 } as const;

export function TableauBoard({ view, controller, marks }: { view: GamblerView; controller: GamblerController; marks: Mark[] }) {
  const kick = useKick();
  const scored = scoredRows(view);
  // The print's words are in the reader's language: a new language repaints it.
  const language = useLanguage();
  const subtitle = formatMessage(tableauSubtitle(view));
  const paint = (canvas: HTMLCanvasElement) => paintTableau(canvas, { tableau: view.tableau, scored, subtitle });

  const boxUnder = useCallback(
    (x: number, z: number) => {
      const rows = controller.current()?.tableau.rows ?? [];
      const p = tableToBoard(x, z);
      const box = boxAt(p.u, p.v, rows.map((r) => rowLength(r.shape)));
      return box && boxTarget(box.row, box.col);
    },
    [controller],
  );
  const pointer = usePickPointer(controller.picking, boxUnder);

  return (
    <group name="gambler-board">
      <mesh position={[BOARD.x, BOARD.thickness / 2 - 0.01, BOARD.z]} castShadow receiveShadow>
        <boxGeometry args={[BOARD.width, BOARD.thickness - 0.02, BOARD.depth]} />
        <meshStandardMaterial map={PLAIN_MAP} color="#4a2a15" roughness={0.8} />
      </mesh>
      <PrintedPlate
        name="tableau-top"
        paint={paint}
        printKey={`${view.tableau.id}|${scored.join(',')}|${subtitle}|${language}`}
        width={BOARD.width}
        depth={BOARD.depth}
        position={[BOARD.x, BOARD_TOP, BOARD.z]}
        floorCm={MIN_TYPE_CM}
        roughness={0.85}
        onPainted={kick}
        pointer={pointer}
      />
      <Highlights marks={marks} shape={FRAME} />
    </group>
  );
}
