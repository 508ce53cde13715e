// Wood and felt textures painted at run time on a canvas: no image files to
// ship, and the grain is ours. Cached, so every table shares one texture.
import * as THREE from 'three';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const g = c.getContext('2d');
  if (!g) throw new Error('2D canvas unavailable');
  return [c, g];
}

/** Planks running along u, with grain lines and a few knots. */
function paintWood(base: [number, number, number], planks: number, seed: number): HTMLCanvasElement {
  const [c, g] = canvas(1024, 512);
  const random = rng(seed);
  const plankH = c.height / planks;
  for (let p = 0; p < planks; p++) {
    const shade = 0.86 + random() * 0.22;
    const [r, gr, b] = base.map((v) => Math.min(255, Math.round(v * shade)));
    g.fillStyle = `rgb(${r},${gr},${b})`;
    g.fillRect(0, p * plankH, c.width, plankH);
    // Grain: long wavy lines, darker and lighter.
    for (let k = 0; k < 38; k++) {
      const y0 = p * plankH + random() * plankH;
      const amp = 1 + random() * 4;
      const freq = 0.004 + random() * 0.01;
      const phase = random() * 10;
      g.strokeStyle = random() < 0.6 ? `rgba(40,18,6,${0.05 + random() * 0.12})` : `rgba(255,225,180,${0.04 + random() * 0.08})`;
      g.lineWidth = 0.6 + random() * 1.8;
      g.beginPath();
      for (let x = 0; x <= c.width; x += 8) {
        const y = y0 + Math.sin(x * freq + phase) * amp + Math.sin(x * freq * 3.1 + phase) * amp * 0.3;
        if (x === 0) g.moveTo(x, y);
        else g.lineTo(x, y);
      }
      g.stroke();
    }
    if (random() < 0.5) {
      const kx = random() * c.width;
      const ky = p * plankH + plankH * (0.3 + random() * 0.4);
      for (let r2 = 10; r2 > 1; r2 -= 2) {
        g.strokeStyle = `rgba(50,22,8,${0.12})`;
        g.beginPath();
        g.ellipse(kx, ky, r2 * 2.2, r2 * 0.9, 0, 0, Math.PI * 2);
        g.stroke();
      }
    }
    // The seam between planks.
    g.fillStyle = 'rgba(25,10,3,0.55)';
    g.fillRect(0, p * plankH, c.width, 1.5);
  }
  return c;
}

function paintFelt(): HTMLCanvasElement {
  const [c, g] = canvas(256, 256);
  const random = rng(7);
  g.fillStyle = 'rgb(38,104,70)';
  g.fillRect(0, 0, c.width, c.height);
  for (let i = 0; i < 9000; i++) {
    const v = random();
    g.fillStyle = v < 0.5 ? `rgba(10,40,25,${0.15 * random()})` : `rgba(140,200,160,${0.08 * random()})`;
    g.fillRect(random() * c.width, random() * c.height, 1 + random() * 1.5, 1 + random() * 1.5);
  }
  return c;
}

const cache = new Map<string, THREE.Texture>();

function texture(key: string, paint: () => HTMLCanvasElement, repeat: [number, number]): THREE.Texture {
  const hit = cache.get(key);
  if (hit) return hit;
  const t = new THREE.CanvasTexture(paint());
  t.colorSpace = THREE.SRGBColorSpace;
  t.wrapS = THREE.RepeatWrapping;
  t.wrapT = THREE.RepeatWrapping;
  t.repeat.set(...repeat);
  t.anisotropy = 4;
  cache.set(key, t);
  return t;
}

export const woodTexture = () => texture('wood', () => paintWood([150, 96, 56], 9, 11), [1, 1]);
export const darkWoodTexture = () => texture('wood-dark', () => paintWood([96, 54, 28], 3, 23), [1, 1]);
export const feltTexture = () => texture('felt', paintFelt, [3, 2]);

/**
 * Paints the table's three textures now (cached), where the caller has idle time: the scene worker calls it
 * once its WebGL context is made, while it waits for the room's code and the physics engine, so the stage's
 * first render (TableModel) finds them painted; it uploads them then too (the returned textures).
 */
export function paintTableTextures(): THREE.Texture[] {
  return [woodTexture(), darkWoodTexture(), feltTexture()];
}
