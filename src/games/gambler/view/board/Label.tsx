// A small painted sign on the table (seat names, chip counts, the stack's
// count): text drawn on a canvas texture, on a plane leaning back towards the
// viewer so it reads from the usual camera. Repainted only when its text changes.
import { useEffect } from 'react';
import { useCanvasTexture } from '../../../../scene/canvas-texture.ts';
import { useKick } from './kick.ts';

export interface LabelLine {
  text: string;
  /** Relative size, 1 = the first line's size. */
  size?: number;
  colour?: string;
  bold?: boolean;
}

const PX_PER_CM = 32;

function paint(canvas: HTMLCanvasElement, lines: readonly LabelLine[], background: string | null, border: string | null): void {
  const g = canvas.getContext('2d');
  if (!g) return;
  g.clearRect(0, 0, canvas.width, canvas.height);
  if (background) {
    const r = 0.5 * PX_PER_CM;
    g.beginPath();
    g.roundRect(2, 2, canvas.width - 4, canvas.height - 4, r);
    g.fillStyle = background;
    g.fill();
    if (border) {
      g.lineWidth = 4;
      g.strokeStyle = border;
      g.stroke();
    }
  }
  const weights = lines.map((l) => l.size ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const unit = (canvas.height * 0.8) / total;
  let y = canvas.height * 0.1;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  lines.forEach((line, i) => {
    const h = unit * (weights[i] ?? 1);
    let px = Math.round(h * 0.82);
    g.font = `${line.bold ? 'bold ' : ''}${px}px Georgia, 'Times New Roman', serif`;
    // Shrink a line that would not fit the sign.
    while (px > 8 && g.measureText(line.text).width > canvas.width * 0.92) {
      px -= 2;
      g.font = `${line.bold ? 'bold ' : ''}${px}px Georgia, 'Times New Roman', serif`;
    }
    g.fillStyle = line.colour ?? '#f7efdf';
    g.fillText(line.text, canvas.width / 2, y + h / 2);
    y += h;
  });
}

export function Label({
  lines,
  position,
  width,
  height,
  tilt = 0.95,
  background = '#1d120bd9',
  border = '#c9953f',
  name,
}: {
  lines: readonly LabelLine[];
  position: [number, number, number];
  width: number;
  height: number;
  /** Radians the sign leans back from flat (0 = lying flat on the table). */
  tilt?: number;
  background?: string | null;
  border?: string | null;
  name?: string;
}) {
  const key = JSON.stringify(lines);
  const kick = useKick();
  const texture = useCanvasTexture(width, height, PX_PER_CM);
  useEffect(() => {
    paint(texture.image as HTMLCanvasElement, JSON.parse(key) as LabelLine[], background, border);
    texture.needsUpdate = true;
    kick();
  }, [key, texture, background, border, kick]);
  // Lying flat is -90° about x; leaning back towards the viewer lifts the far
  // edge, so the sign is raised by half its height's rise to keep its near edge on the table.
  const lift = (height / 2) * Math.sin(tilt);
  return (
    <mesh name={name} position={[position[0], position[1] + lift, position[2]]} rotation={[-Math.PI / 2 + tilt, 0, 0]} renderOrder={2}>
      <planeGeometry args={[width, height]} />
      <meshBasicMaterial map={texture} transparent toneMapped={false} depthWrite={false} />
    </mesh>
  );
}
