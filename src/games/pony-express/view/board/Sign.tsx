// A small painted sign lying on the table (gold counts, area names): text on
// a canvas texture, repainted only when the text changes.
import { useEffect } from 'react';
import { useCanvasTexture } from '../../../../scene/canvas-texture.ts';
import { useThree } from '@react-three/fiber';

const PX_PER_CM = 28;

export interface SignLine {
  text: string;
  colour?: string;
  size?: number;
}

function paint(canvas: HTMLCanvasElement, lines: readonly SignLine[], background: string | null): void {
  const g = canvas.getContext('2d');
  if (!g) return;
  g.clearRect(0, 0, canvas.width, canvas.height);
  if (background) {
    g.beginPath();
    g.roundRect(2, 2, canvas.width - 4, canvas.height - 4, PX_PER_CM * 0.5);
    g.fillStyle = background;
    g.fill();
  }
  const total = lines.reduce((a, l) => a + (l.size ?? 1), 0);
  const unit = (canvas.height * 0.84) / total;
  let y = canvas.height * 0.08;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (const line of lines) {
    const h = unit * (line.size ?? 1);
    let px = Math.round(h * 0.8);
    const font = () => `bold ${px}px Georgia, 'Times New Roman', serif`;
    g.font = font();
    while (px > 8 && g.measureText(line.text).width > canvas.width * 0.92) {
      px -= 2;
      g.font = font();
    }
    g.fillStyle = line.colour ?? '#f7efdf';
    g.fillText(line.text, canvas.width / 2, y + h / 2);
    y += h;
  }
}

export function Sign({ lines, x, z, width, height, tilt = 0.6, background = '#1d120bd0', name }: {
  lines: readonly SignLine[];
  x: number;
  z: number;
  width: number;
  height: number;
  /** Radians leaning back from flat towards the viewer. */
  tilt?: number;
  background?: string | null;
  name?: string;
}) {
  const key = JSON.stringify(lines);
  const invalidate = useThree((s) => s.invalidate);
  const texture = useCanvasTexture(width, height, PX_PER_CM);
  useEffect(() => {
    paint(texture.image as HTMLCanvasElement, JSON.parse(key) as SignLine[], background);
    texture.needsUpdate = true;
    invalidate();
  }, [key, texture, background, invalidate]);
  const lift = (height / 2) * Math.sin(tilt) + 0.05;
  return (
    <mesh name={name} position={[x, lift, z]} rotation={[-Math.PI / 2 + tilt, 0, 0]} renderOrder={2}>
      <planeGeometry args={[width, height]} />
      <meshBasicMaterial map={texture} transparent toneMapped={false} depthWrite={false} />
    </mesh>
  );
}
