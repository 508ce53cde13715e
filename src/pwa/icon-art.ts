// Frontier Table's app icon, drawn by code (ours; no image files we did not
// make): public/favicon.svg's ivory die with a red centre pip on a walnut tile,
// rasterised at any size with anti-aliased edges (signed distances, so no
// canvas library is needed). `maskable` fills the square with walnut and keeps
// the die inside the central safe circle (80 % of the side) that launchers may
// crop to. Pure: the same size gives the same pixels.

/** Colours of public/favicon.svg, as [r, g, b]. */
const WALNUT = [0x5a, 0x33, 0x19] as const;
const IVORY = [0xf3, 0xea, 0xd8] as const;
const EDGE = [0x2b, 0x1a, 0x0c] as const;
const PIP = [0x22, 0x22, 0x22] as const;
const RED = [0xb3, 0x26, 0x1e] as const;

type Rgb = readonly [number, number, number];
/** A shape's signed distance (negative inside) at (x, y), both in units of the 64-unit favicon grid. */
type Shape = (x: number, y: number) => number;

function roundedRect(x0: number, y0: number, x1: number, y1: number, r: number): Shape {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hx = (x1 - x0) / 2 - r;
  const hy = (y1 - y0) / 2 - r;
  return (x, y) => {
    const dx = Math.abs(x - cx) - hx;
    const dy = Math.abs(y - cy) - hy;
    return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - r;
  };
}

const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;

/** The layers, back to front, on the favicon's 64-unit grid. */
function layers(maskable: boolean): [Shape, Rgb][] {
  const die: [Shape, Rgb][] = [
    [roundedRect(11, 11, 53, 53, 9), EDGE], // the 2-unit outline
    [roundedRect(13, 13, 51, 51, 7), IVORY],
    [circle(22, 22, 4), PIP],
    [circle(32, 32, 5), RED],
    [circle(42, 42, 4), PIP],
  ];
  const tile: Shape = maskable ? () => -1 : roundedRect(2, 2, 62, 62, 12);
  return [[tile, WALNUT], ...die];
}

/** RGBA pixels of the icon, `size` × `size`, rows top to bottom. */
export function drawIcon(size: number, { maskable = false } = {}): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  // Maskable: the die (42 units wide) scaled up until its rounded corners nearly touch the safe circle
  // (diameter 0.8 × side): at 0.94 the farthest corner point lies at 0.38 × side from the centre.
  const unitsPerPixel = maskable ? 64 / size / 0.94 : 64 / size;
  const offset = maskable ? 32 - (size / 2) * unitsPerPixel : 0;
  const shapes = layers(maskable);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = offset + (px + 0.5) * unitsPerPixel;
      const y = offset + (py + 0.5) * unitsPerPixel;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (const [shape, colour] of shapes) {
        // Coverage of this pixel: 1 inside, 0 outside, a one-pixel ramp across the edge.
        const cover = Math.min(1, Math.max(0, 0.5 - shape(x, y) / unitsPerPixel));
        if (cover === 0) continue;
        // "Over" compositing, premultiplied.
        r = colour[0] * cover + r * (1 - cover);
        g = colour[1] * cover + g * (1 - cover);
        b = colour[2] * cover + b * (1 - cover);
        a = cover + a * (1 - cover);
      }
      const i = (py * size + px) * 4;
      out[i] = a > 0 ? Math.round(r / a) : 0;
      out[i + 1] = a > 0 ? Math.round(g / a) : 0;
      out[i + 2] = a > 0 ? Math.round(b / a) : 0;
      out[i + 3] = Math.round(a * 255);
    }
  }
  return out;
}
