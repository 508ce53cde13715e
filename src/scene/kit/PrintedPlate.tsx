// A printed plate lying on the table: one plane carrying a print painted on
// one canvas (printed-plate.ts), repainted whenever `printKey` changes, and
// marked with its smallest type so the legibility probe measures it
// (painted-text.ts). Why a kit piece: Mail Run's track, Tableau Gulch's
// tableau and Silver Creek County's cards and mats are all such a plane (a
// pointer's events pass through to it). A plate printed on a wooden block
// (Silver Creek County's town map and squares' row, Tableau Gulch's board)
// gives the block's colour: the block stands from the table up to a hair
// below the print. The mesh also carries how each caption of the last paint
// fitted (label-fit.ts), for the test hook.
import { useMemo } from 'react';
import { usePaintedTexture } from '../canvas-texture.ts';
import { paintedText } from '../painted-text.ts';
import { LABEL_FITS, type LabelFit } from './label-fit.ts';
import { plateFits } from './printed-plate.ts';
import type { PickPointerHandlers } from './use-picking.ts';
import { useKick } from './wake.ts';
import { PLAIN_MAP } from '../plain-map.ts';

export interface PrintedPlateProps {
  name: string;
  /** Paints the print (openPlate sizes the canvas). */
  paint: (canvas: HTMLCanvasElement) => void;
  /** The print is repainted when this changes. */
  printKey: string;
  /** The plate's size on the table (cm) and the centre of its face. */
  width: number;
  depth: number;
  position: readonly [number, number, number];
  /** The smallest type printed (cm to the em). */
  floorCm: number;
  roughness?: number;
  /** Drawn over what lies at the same height (a print a hair above the table). */
  onTop?: boolean;
  /** Where the print is left clear the table shows through (separate cards or mats printed on one plate). */
  cutOut?: boolean;
  /** Runs after each paint (the plate itself wakes the demand frameloop to show it). */
  onPainted?: () => void;
  /** The kit's picking pointer, when the print is a target (usePickPointer). */
  pointer?: PickPointerHandlers;
  /** The colour of a block under the print, from the table up to just under its face (a printed board's wood). */
  block?: string;
}

export function PrintedPlate({ name, paint, printKey, width, depth, position, floorCm, roughness = 0.9, onTop = false, cutOut = false, onPainted, pointer, block }: PrintedPlateProps) {
  const kick = useKick();
  // One list for the mesh's life, refilled by each paint (the userData prop is set anew on each render).
  const fits = useMemo<LabelFit[]>(() => [], []);
  const texture = usePaintedTexture(paint, printKey, (canvas) => {
    fits.splice(0, fits.length, ...plateFits(canvas));
    kick();
    onPainted?.();
  });
  const plate = (
    <mesh name={name} userData={{ ...paintedText(floorCm), [LABEL_FITS]: fits }} position={position} rotation-x={-Math.PI / 2} receiveShadow {...pointer}>
      <planeGeometry args={[width, depth]} />
      <meshStandardMaterial map={texture} roughness={roughness} metalness={0} polygonOffset={onTop} polygonOffsetFactor={onTop ? -1 : 0} transparent={cutOut} alphaTest={cutOut ? 0.05 : 0} />
    </mesh>
  );
  if (!block) return plate;
  const [x, top, z] = position;
  const height = Math.max(0.01, top - BLOCK_GAP);
  return (
    <group name={`${name}-block`}>
      <mesh position={[x, height / 2, z]} receiveShadow>
        <boxGeometry args={[width, height, depth]} />
        <meshStandardMaterial map={PLAIN_MAP} color={block} roughness={0.9} />
      </mesh>
      {plate}
    </group>
  );
}

/** How far the block's top lies under the print (cm): clear of depth fighting at a board's distance. */
const BLOCK_GAP = 0.01;
