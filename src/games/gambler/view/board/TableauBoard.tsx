// The current tableau as a physical board: a thick leather-edged plate whose
// top is painted with the rows (board-paint.ts). The boxes a picked die fits
// light up as frames; a click on a box asks the controller to place there.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { useStore } from 'zustand';
import * as THREE from 'three';
import type { GamblerController } from '../hud/controller.ts';
import { fittingRows } from '../hud/controller.ts';
import { rowIsFull, rowLength } from '../../rules/fitting.ts';
import { TENTH_TABLEAU_ROUNDS, REACH_500_MAX_ROUNDS } from '../../data/constants.ts';
import type { GamblerView } from '../../types.ts';
import { paintTableau } from './board-paint.ts';
import { BOARD, BOARD_TOP, boxAt, boxCentre, tableToBoard } from './layout.ts';
import { useKick } from './kick.ts';

const FRAME_CAPACITY = 6;
const CHOSEN = new THREE.Color('#ff7a1a');
const FITS = new THREE.Color('#ffe27a');

/** A flat square frame around a box, lying on the board. */
function frameGeometry(): THREE.BufferGeometry {
  const outer = BOARD.boxSize / 2 + 0.55;
  const inner = BOARD.boxSize / 2 - 0.05;
  const shape = new THREE.Shape();
  shape.moveTo(-outer, -outer);
  shape.lineTo(outer, -outer);
  shape.lineTo(outer, outer);
  shape.lineTo(-outer, outer);
  shape.closePath();
  const hole = new THREE.Path();
  hole.moveTo(-inner, -inner);
  hole.lineTo(-inner, inner);
  hole.lineTo(inner, inner);
  hole.lineTo(inner, -inner);
  hole.closePath();
  shape.holes.push(hole);
  const g = new THREE.ShapeGeometry(shape);
  g.rotateX(-Math.PI / 2);
  return g;
}

export function TableauBoard({ view, controller }: { view: GamblerView; controller: GamblerController }) {
  const invalidate = useKick();
  const pickedDie = useStore(controller.pick, (s) => s.die);
  const chosenRow = useStore(controller.pick, (s) => s.row);
  const frames = useRef<THREE.InstancedMesh>(null);
  const frameGeo = useMemo(frameGeometry, []);

  const scored = view.tableau.rows.map((spec, i) => rowIsFull(spec.shape, view.rows[i] ?? []));
  const rounds = view.end === 'tenth-tableau' ? TENTH_TABLEAU_ROUNDS : REACH_500_MAX_ROUNDS;
  const subtitle = `Tableau ${view.round} of ${rounds} · board ${view.tableau.board}, side ${view.tableau.side}`;
  const paintKey = `${view.tableau.id}|${scored.join(',')}|${subtitle}`;

  const texture = useMemo(() => {
    const canvas = document.createElement('canvas');
    const t = new THREE.CanvasTexture(canvas);
    t.colorSpace = THREE.SRGBColorSpace;
    t.anisotropy = 8;
    return t;
  }, []);
  const paintRef = useRef({ tableau: view.tableau, scored, subtitle });
  paintRef.current = { tableau: view.tableau, scored, subtitle };
  useLayoutEffect(() => {
    // A fresh canvas each time: a texture's size must not change after upload.
    const canvas = document.createElement('canvas');
    paintTableau(canvas, paintRef.current);
    texture.image = canvas;
    texture.needsUpdate = true;
    invalidate();
  }, [paintKey, texture, invalidate]);
  useEffect(() => () => texture.dispose(), [texture]);

  // Highlight frames: the next box of every row the picked die fits; the chosen one stronger.
  const rowsLit = pickedDie === null ? [] : fittingRows(view, pickedDie);
  const litKey = `${rowsLit.join(',')}|${chosenRow}|${view.rows.map((r) => r.length).join(',')}`;
  const viewRef = useRef(view);
  viewRef.current = view;
  useLayoutEffect(() => {
    const mesh = frames.current;
    if (!mesh) return;
    const m = new THREE.Matrix4();
    rowsLit.slice(0, FRAME_CAPACITY).forEach((row, i) => {
      const col = viewRef.current.rows[row]?.length ?? 0;
      const c = boxCentre(row, col);
      m.makeTranslation(c.x, BOARD_TOP + 0.03, c.z);
      mesh.setMatrixAt(i, m);
      mesh.setColorAt(i, row === chosenRow ? CHOSEN : FITS);
    });
    mesh.count = Math.min(rowsLit.length, FRAME_CAPACITY);
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [litKey, invalidate]);

  const lengths = view.tableau.rows.map((r) => rowLength(r.shape));
  const boxUnder = (e: ThreeEvent<PointerEvent | MouseEvent>) => {
    const p = tableToBoard(e.point.x, e.point.z);
    return boxAt(p.u, p.v, lengths);
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
      <mesh name="tableau-top" position={[BOARD.x, BOARD_TOP, BOARD.z]} rotation-x={-Math.PI / 2} receiveShadow onClick={onClick} onPointerUp={onPointerUp}>
        <planeGeometry args={[BOARD.width, BOARD.depth]} />
        <meshStandardMaterial map={texture} roughness={0.85} />
      </mesh>
      <instancedMesh
        ref={(m) => {
          frames.current = m;
          if (m && !m.instanceColor) m.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(FRAME_CAPACITY * 3).fill(1), 3);
        }}
        args={[frameGeo, undefined, FRAME_CAPACITY]} frustumCulled={false} renderOrder={1}>
        <meshBasicMaterial toneMapped={false} />
      </instancedMesh>
    </group>
  );
}
