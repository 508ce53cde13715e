// The current tableau as a physical board: a thick leather-edged plate whose
// top is painted with the rows (board-paint.ts). The boxes a picked die fits
// light up as frames (the kit's Highlights; the one under the pointer too); a
// click on a box asks the controller to place there.
import type { ThreeEvent } from '@react-three/fiber';
import { useStore } from 'zustand';
import { usePaintedTexture } from '../../../../scene/canvas-texture.ts';
import { Highlights, useHoverTarget, useKick, type Mark } from '../../../../scene/kit/index.ts';
import type { GamblerController } from '../hud/controller.ts';
import { fittingRows } from '../hud/controller.ts';
import { rowIsFull, rowLength } from '../../rules/fitting.ts';
import type { GamblerView } from '../../types.ts';
import { MIN_TYPE_CM, paintTableau } from './board-paint.ts';
import { BOARD, BOARD_TOP, boxAt, boxCentre, tableToBoard } from './layout.ts';
import { paintedText } from '../../../../scene/painted-text.ts';

/** A frame round a box: a little larger than the printed box. */
const FRAME = { kind: 'frame', inner: BOARD.boxSize / 2 - 0.05, outer: BOARD.boxSize / 2 + 0.55 } as const;

export function TableauBoard({ view, controller }: { view: GamblerView; controller: GamblerController }) {
  const kick = useKick();
  const pickedDie = useStore(controller.pick, (s) => s.die);
  const chosenRow = useStore(controller.pick, (s) => s.row);
  const [hoveredRow, hoverRow] = useHoverTarget<number>();

  const scored = view.tableau.rows.map((spec, i) => rowIsFull(spec.shape, view.rows[i] ?? []));
  const subtitle = `Tableau ${view.round} of ${view.rounds} · board ${view.tableau.board}, side ${view.tableau.side}`;
  const texture = usePaintedTexture(
    (canvas) => paintTableau(canvas, { tableau: view.tableau, scored, subtitle }),
    `${view.tableau.id}|${scored.join(',')}|${subtitle}`,
    kick,
  );

  // Frames: the next box of every row the picked die fits; the chosen one (Enter, arrow keys) stronger,
  // the one under the pointer lighter.
  const rowsLit = pickedDie === null ? [] : fittingRows(view, pickedDie);
  const marks: Mark[] = rowsLit.map((row) => {
    const c = boxCentre(row, view.rows[row]?.length ?? 0);
    return { x: c.x, y: BOARD_TOP, z: c.z, tone: row === chosenRow ? 'chosen' : row === hoveredRow ? 'hover' : 'legal' };
  });

  const lengths = view.tableau.rows.map((r) => rowLength(r.shape));
  const boxUnder = (e: ThreeEvent<PointerEvent | MouseEvent>) => {
    const p = tableToBoard(e.point.x, e.point.z);
    return boxAt(p.u, p.v, lengths);
  };
  const onPointerMove = (e: ThreeEvent<PointerEvent>) => {
    const box = boxUnder(e);
    hoverRow(box && rowsLit.includes(box.row) && box.col === (view.rows[box.row]?.length ?? 0) ? box.row : null);
  };
  const onClick = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 8) return; // a camera drag, not a click
    const box = boxUnder(e);
    if (!box) return;
    e.stopPropagation();
    controller.clickBox(box.row, box.col);
  };
  const onPointerUp = (e: ThreeEvent<PointerEvent>) => {
    // A die dragged from the tray and let go over a box.
    if (!controller.dragging()) return;
    const box = boxUnder(e);
    controller.endDrag();
    if (!box) return;
    e.stopPropagation();
    controller.clickBox(box.row, box.col);
  };

  return (
    <group name="gambler-board">
      <mesh position={[BOARD.x, BOARD.thickness / 2 - 0.01, BOARD.z]} castShadow receiveShadow>
        <boxGeometry args={[BOARD.width, BOARD.thickness - 0.02, BOARD.depth]} />
        <meshStandardMaterial color="#4a2a15" roughness={0.8} />
      </mesh>
      <mesh name="tableau-top" userData={paintedText(MIN_TYPE_CM)} position={[BOARD.x, BOARD_TOP, BOARD.z]} rotation-x={-Math.PI / 2} receiveShadow onClick={onClick} onPointerUp={onPointerUp} onPointerMove={onPointerMove} onPointerOut={() => hoverRow(null)}>
        <planeGeometry args={[BOARD.width, BOARD.depth]} />
        <meshStandardMaterial map={texture} roughness={0.85} />
      </mesh>
      <Highlights marks={marks} shape={FRAME} />
    </group>
  );
}
