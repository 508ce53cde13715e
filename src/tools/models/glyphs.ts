// A small stroke font of our own for the faces we print: 0, 1, 2, 9, 10, J,
// Q, K, A. Each glyph is polylines in a cell 1 tall and `width` wide (origin
// bottom-left); strokes are turned into flat ribbon geometry with round joints.
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

type Pt = [number, number];
interface Glyph {
  width: number;
  lines: Pt[][];
}

const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number, n = 14): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / n;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Pt;
  });

const TAU = Math.PI * 2;

export const GLYPHS: Record<string, Glyph> = {
  '0': { width: 0.62, lines: [arc(0.31, 0.5, 0.28, 0.48, 0, TAU, 24)] },
  '1': { width: 0.5, lines: [[[0.1, 0.78], [0.3, 1], [0.3, 0]], [[0.06, 0], [0.5, 0]]] },
  '2': { width: 0.62, lines: [[...arc(0.31, 0.7, 0.27, 0.28, Math.PI * 0.95, -Math.PI * 0.28, 12), [0.04, 0], [0.62, 0]]] },
  '9': { width: 0.62, lines: [arc(0.31, 0.7, 0.27, 0.28, 0, TAU, 20), [[0.58, 0.7], ...arc(0.31, 0.28, 0.27, 0.3, 0, -Math.PI * 0.9, 10)]] },
  J: { width: 0.6, lines: [[[0.2, 1], [0.6, 1]], [[0.45, 1], ...arc(0.25, 0.28, 0.2, 0.28, 0, -Math.PI, 10)]] },
  Q: { width: 0.72, lines: [arc(0.36, 0.52, 0.33, 0.48, 0, TAU, 24), [[0.42, 0.24], [0.74, -0.06]]] },
  K: { width: 0.6, lines: [[[0.04, 0], [0.04, 1]], [[0.6, 1], [0.06, 0.42]], [[0.24, 0.6], [0.62, 0]]] },
  A: { width: 0.7, lines: [[[0, 0], [0.35, 1], [0.7, 0]], [[0.14, 0.38], [0.56, 0.38]]] },
};

/** Flat ribbon geometry (in the xy plane, facing +z) for one polyline. */
function ribbon(points: Pt[], width: number): THREE.BufferGeometry[] {
  const parts: THREE.BufferGeometry[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [ax, ay] = points[i] as Pt;
    const [bx, by] = points[i + 1] as Pt;
    const len = Math.hypot(bx - ax, by - ay);
    if (len < 1e-6) continue;
    const seg = new THREE.PlaneGeometry(len, width);
    seg.rotateZ(Math.atan2(by - ay, bx - ax));
    seg.translate((ax + bx) / 2, (ay + by) / 2, 0);
    parts.push(seg);
  }
  // Round caps at the ends and joints where the stroke turns; smooth arcs need none.
  points.forEach(([x, y], i) => {
    const prev = points[i - 1];
    const next = points[i + 1];
    if (prev && next) {
      const turn = Math.abs(Math.atan2(next[1] - y, next[0] - x) - Math.atan2(y - prev[1], x - prev[0])) % (Math.PI * 2);
      if (Math.min(turn, Math.PI * 2 - turn) < 0.45) return;
    }
    parts.push(new THREE.CircleGeometry(width / 2, 8).translate(x, y, 0));
  });
  return parts;
}

/**
 * Geometry for `text` centred on the origin, `height` tall, in the xy plane
 * facing +z. Stroke width is a fraction of the height.
 */
export function textGeometry(text: string, height: number, stroke = 0.14): THREE.BufferGeometry {
  const gap = 0.16;
  const glyphs = [...text].map((ch) => {
    const g = GLYPHS[ch];
    if (!g) throw new Error(`no glyph for ${JSON.stringify(ch)}`);
    return g;
  });
  const total = glyphs.reduce((sum, g) => sum + g.width, 0) + gap * (glyphs.length - 1);
  const parts: THREE.BufferGeometry[] = [];
  let x = -total / 2;
  for (const g of glyphs) {
    for (const line of g.lines) {
      const shifted = line.map(([px, py]) => [(x + px) * height, (py - 0.5) * height] as Pt);
      parts.push(...ribbon(shifted, stroke * height));
    }
    x += g.width + gap;
  }
  const merged = mergeGeometries(parts.map((p) => (p.index ? p.toNonIndexed() : p)));
  if (!merged) throw new Error(`could not build text ${text}`);
  merged.deleteAttribute('uv');
  return merged;
}
