// A painted sign on the table (seat names, counts, what an area is for):
// lines of text on a canvas texture, on a plane leaning back towards the
// viewer so it reads from the usual camera, its near edge on the table.
// Repainted only when its text changes (a language change too: the board
// re-renders through useLanguage and hands in the new words). A line too long
// shrinks to MIN_LINE_SHRINK of its size, then is condensed to the sign; each
// line's fit is recorded for the test hook (label-fit.ts). Legible from the chair: the canvas
// has 40 pixels per centimetre (a sign 15 cm wide is 600 px, more than it
// ever covers on screen, so it is only ever sampled down) and the texture is
// filtered with the GPU's full anisotropy, which keeps slanted text sharp.
import { useEffect, useRef } from 'react';
import type * as THREE from 'three';
import { paintedText } from '../painted-text.ts';
import { useCanvasTexture } from '../canvas-texture.ts';
import { useKick } from './wake.ts';
import { LABEL_FITS, labelFit, type LabelFit } from './label-fit.ts';

export interface LabelLine {
  text: string;
  /** Relative size, 1 = a plain line. */
  size?: number;
  colour?: string;
  bold?: boolean;
}

/** Texture pixels per table centimetre (capped for very large signs, see pxPerCm). */
const PX_PER_CM = 40;
const MAX_PX = 2048;
const FONT = "Georgia, 'Times New Roman', serif";

const pxPerCm = (width: number, height: number): number => Math.min(PX_PER_CM, MAX_PX / Math.max(width, height));

/**
 * Smallest share of its own size a line may shrink to and still count as
 * fitting its sign (its letters are then still at least this share of the
 * size the sign was laid out for; the legibility spec holds that size on screen).
 */
export const MIN_LINE_SHRINK = 0.6;

/** Paints the sign; returns the smallest type's em in canvas pixels (after shrinking a line to fit) and how each line fitted. */
function paint(canvas: HTMLCanvasElement, lines: readonly LabelLine[], background: string | null, border: string | null, scale: number): { smallest: number; fits: LabelFit[] } {
  const g = canvas.getContext('2d');
  const fits: LabelFit[] = [];
  if (!g) return { smallest: 0, fits };
  let smallest = Infinity;
  g.clearRect(0, 0, canvas.width, canvas.height);
  if (background) {
    g.beginPath();
    g.roundRect(2, 2, canvas.width - 4, canvas.height - 4, 0.5 * scale);
    g.fillStyle = background;
    g.fill();
    if (border) {
      g.lineWidth = 0.125 * scale;
      g.strokeStyle = border;
      g.stroke();
    }
  }
  const weights = lines.map((l) => l.size ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const unit = (canvas.height * 0.82) / total;
  const room = canvas.width * 0.92;
  let y = canvas.height * 0.09;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  lines.forEach((line, i) => {
    const h = unit * (weights[i] ?? 1);
    const natural = Math.round(h * 0.81);
    const floor = Math.max(8, Math.round(natural * MIN_LINE_SHRINK));
    let px = natural;
    const font = () => `${line.bold ? 'bold ' : ''}${px}px ${FONT}`;
    g.font = font();
    // Shrink a line that would not fit the sign, down to its floor; past that it is condensed to the sign (never runs off it).
    while (px > floor && g.measureText(line.text).width > room) {
      px = Math.max(floor, px - 2);
      g.font = font();
    }
    const width = g.measureText(line.text).width;
    g.fillStyle = line.colour ?? '#f7efdf';
    g.fillText(line.text, canvas.width / 2, y + h / 2, room);
    if (line.text.trim()) {
      smallest = Math.min(smallest, px);
      fits.push(labelFit(line.text, px, floor, width > room ? room / width : 1, false));
    }
    y += h;
  });
  return { smallest, fits };
}

export interface TableLabelProps {
  lines: readonly LabelLine[];
  /** Where the sign's centre stands on the table (its near edge rests at this height). */
  position: readonly [number, number, number];
  width: number;
  height: number;
  /** Radians the sign leans back from flat (0 = lying flat on the table). */
  tilt?: number;
  background?: string | null;
  border?: string | null;
  name?: string;
}

export function TableLabel({ lines, position, width, height, tilt = 0.95, background = '#1d120bd9', border = '#c9953f', name }: TableLabelProps) {
  const key = JSON.stringify(lines);
  const kick = useKick();
  const scale = pxPerCm(width, height);
  const texture = useCanvasTexture(width, height, scale);
  const mesh = useRef<THREE.Mesh>(null);
  useEffect(() => {
    const { smallest, fits } = paint(texture.image as HTMLCanvasElement, JSON.parse(key) as LabelLine[], background, border, scale);
    if (mesh.current && smallest < Infinity) Object.assign(mesh.current.userData, paintedText(smallest / scale), { [LABEL_FITS]: fits });
    texture.needsUpdate = true;
    kick();
  }, [key, texture, background, border, scale, kick]);
  // Lying flat is -90° about x; leaning back lifts the far edge, so the sign
  // is raised by half its height's rise to keep its near edge on the table.
  const lift = (height / 2) * Math.sin(tilt);
  return (
    <mesh ref={mesh} name={name} position={[position[0], position[1] + lift, position[2]]} rotation={[-Math.PI / 2 + tilt, 0, 0]} renderOrder={2}>
      <planeGeometry args={[width, height]} />
      <meshBasicMaterial map={texture} transparent toneMapped={false} depthWrite={false} />
    </mesh>
  );
}
