// The field as a few merged meshes, built once per board from the view's
// sites: the mountains (one hex tile per site, raised by region, its edges
// drawn in where a neighbour belongs to another mountain so a sandy path runs
// between mountains) and the rivers (a blue channel from site to site along
// each river, lying on the tiles). Plain three geometry with vertex colours:
// one draw call per layer, however many sites. Pure: no React, no scene.
import * as THREE from 'three';
import type { SiteView } from '../../index.ts';
import { CHANNEL_WIDTH, PATH_WIDTH, SITE_STEP, siteSpot, tileTop } from './layout.ts';

/** The six neighbour steps, in the order of the hexagon's edges: edge i faces the direction 60°·i in drawing coordinates. */
const EDGE_STEPS: readonly [number, number][] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

/** Earthy shades for the mountains; neighbouring mountains get different ones. */
const MOUNTAIN_SHADES = ['#8c6b47', '#6f7a4a', '#9b7d57', '#7a5a3c', '#a38a62', '#6b6450'];
const RIVER_BLUE = new THREE.Color('#2f78c4');

/** Collects triangles with normals and colours (non-indexed). */
class Builder {
  readonly pos: number[] = [];
  readonly nrm: number[] = [];
  readonly col: number[] = [];
  private readonly ab = new THREE.Vector3();
  private readonly ac = new THREE.Vector3();
  private readonly n = new THREE.Vector3();

  /** One triangle facing `normal` (the winding is fixed to match it). */
  tri(a: THREE.Vector3, b: THREE.Vector3, c: THREE.Vector3, normal: THREE.Vector3, colour: THREE.Color): void {
    this.n.crossVectors(this.ab.subVectors(b, a), this.ac.subVectors(c, a));
    const [p, q] = this.n.dot(normal) >= 0 ? [b, c] : [c, b];
    for (const v of [a, p, q]) {
      this.pos.push(v.x, v.y, v.z);
      this.nrm.push(normal.x, normal.y, normal.z);
      this.col.push(colour.r, colour.g, colour.b);
    }
  }

  quad(a: THREE.Vector3, b: THREE.Vector3, c: THREE.Vector3, d: THREE.Vector3, normal: THREE.Vector3, colour: THREE.Color): void {
    this.tri(a, b, c, normal, colour);
    this.tri(a, c, d, normal, colour);
  }

  geometry(): THREE.BufferGeometry {
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.Float32BufferAttribute(this.pos, 3));
    g.setAttribute('normal', new THREE.Float32BufferAttribute(this.nrm, 3));
    g.setAttribute('color', new THREE.Float32BufferAttribute(this.col, 3));
    g.computeBoundingSphere();
    return g;
  }
}

/** Site number of (q, r) among the view's sites, or -1. */
export function siteIndex(sites: readonly SiteView[]): (q: number, r: number) => number {
  const map = new Map(sites.map((s) => [`${s.q},${s.r}`, s.site]));
  return (q, r) => map.get(`${q},${r}`) ?? -1;
}

/** A colour per mountain such that touching mountains differ (greedy, in region order). */
export function mountainShades(sites: readonly SiteView[]): THREE.Color[] {
  const at = siteIndex(sites);
  const count = Math.max(...sites.map((s) => s.mountain)) + 1;
  const touching = Array.from({ length: count }, () => new Set<number>());
  for (const s of sites) {
    for (const [dq, dr] of EDGE_STEPS) {
      const n = at(s.q + dq, s.r + dr);
      const m = n >= 0 ? sites[n]!.mountain : -1;
      if (m >= 0 && m !== s.mountain) touching[s.mountain]!.add(m);
    }
  }
  const shade: number[] = [];
  for (let m = 0; m < count; m++) {
    const used = new Set([...touching[m]!].filter((o) => o < m).map((o) => shade[o]));
    let k = 0;
    while (used.has(k)) k++;
    shade.push(k % MOUNTAIN_SHADES.length);
  }
  return shade.map((k) => new THREE.Color(MOUNTAIN_SHADES[k]));
}

/** Corner between edge i and edge i+1 of a hexagon whose edge lines lie `d[i]` from the centre (drawing units). */
function corner(d: readonly number[], i: number): [number, number] {
  const a1 = (Math.PI / 3) * i;
  const a2 = (Math.PI / 3) * ((i + 1) % 6);
  const [c1, s1, c2, s2] = [Math.cos(a1), Math.sin(a1), Math.cos(a2), Math.sin(a2)];
  const det = c1 * s2 - s1 * c2;
  return [(d[i]! * s2 - s1 * d[(i + 1) % 6]!) / det, (c1 * d[(i + 1) % 6]! - d[i]! * c2) / det];
}

const UP = new THREE.Vector3(0, 1, 0);

/** The mountains: a tile per site, raised per region, walls and sandy gaps where mountains meet. */
export function mountainGeometry(sites: readonly SiteView[], baseTop: number): THREE.BufferGeometry {
  const at = siteIndex(sites);
  const shades = mountainShades(sites);
  const b = new Builder();
  const top = new THREE.Color();
  const wall = new THREE.Color();
  for (const s of sites) {
    const c = siteSpot(s);
    const h = tileTop(s.mountain);
    // Inset the edges that border another mountain (or the field's rim) by half a path.
    const border = EDGE_STEPS.map(([dq, dr]) => {
      const n = at(s.q + dq, s.r + dr);
      return n < 0 || sites[n]!.mountain !== s.mountain;
    });
    const d = border.map((x) => (x ? 0.5 - PATH_WIDTH : 0.5));
    const corners = Array.from({ length: 6 }, (_, i) => {
      const [x, y] = corner(d, i);
      return new THREE.Vector3(c.x + x * SITE_STEP, h, c.z + y * SITE_STEP);
    });
    // A faint variation per site, so a mountain reads as ground, not plastic.
    const jitter = (((s.site * 37) % 11) / 11 - 0.5) * 0.06;
    top.copy(shades[s.mountain]!).offsetHSL(0, 0, jitter);
    const centre = new THREE.Vector3(c.x, h, c.z);
    for (let i = 0; i < 6; i++) b.tri(centre, corners[(i + 5) % 6]!, corners[i]!, UP, top);
    wall.copy(shades[s.mountain]!).multiplyScalar(0.62);
    for (let i = 0; i < 6; i++) {
      if (!border[i]) continue;
      // Edge i runs between corner i-1 and corner i.
      const p = corners[(i + 5) % 6]!;
      const q = corners[i]!;
      const a = (Math.PI / 3) * i;
      const normal = new THREE.Vector3(Math.cos(a), 0, Math.sin(a));
      b.quad(p, q, new THREE.Vector3(q.x, baseTop, q.z), new THREE.Vector3(p.x, baseTop, p.z), normal, wall);
    }
  }
  return b.geometry();
}

/** The rivers: a channel strip between each pair of neighbouring sites of one river, and a pool at every site. */
export function riverGeometry(sites: readonly SiteView[]): THREE.BufferGeometry {
  const at = siteIndex(sites);
  const b = new Builder();
  const w = (CHANNEL_WIDTH * SITE_STEP) / 2;
  const lift = 0.05;
  for (const s of sites) {
    const c = siteSpot(s);
    const h = tileTop(s.mountain) + lift;
    const centre = new THREE.Vector3(c.x, h, c.z);
    const pool = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      return new THREE.Vector3(c.x + Math.cos(a) * w * 1.5, h, c.z + Math.sin(a) * w * 1.5);
    });
    for (let i = 0; i < 6; i++) b.tri(centre, pool[i]!, pool[(i + 1) % 6]!, UP, RIVER_BLUE);
    // Each joining pair once: towards the first three directions only.
    for (const [dq, dr] of EDGE_STEPS.slice(0, 3)) {
      const n = at(s.q + dq, s.r + dr);
      if (n < 0 || sites[n]!.river !== s.river) continue;
      const o = sites[n]!;
      const e = siteSpot(o);
      const he = tileTop(o.mountain) + lift;
      const along = new THREE.Vector2(e.x - c.x, e.z - c.z).normalize();
      const side = new THREE.Vector2(-along.y, along.x).multiplyScalar(w);
      const p1 = new THREE.Vector3(c.x + side.x, h, c.z + side.y);
      const p2 = new THREE.Vector3(c.x - side.x, h, c.z - side.y);
      const p3 = new THREE.Vector3(e.x - side.x, he, e.z - side.y);
      const p4 = new THREE.Vector3(e.x + side.x, he, e.z + side.y);
      const normal = new THREE.Vector3(e.x - c.x, 0, e.z - c.z).cross(new THREE.Vector3(side.x, 0, side.y)).normalize();
      if (normal.y < 0) normal.negate();
      // Tilt the normal to the slope between two tiles of different height.
      const slope = new THREE.Vector3(e.x - c.x, he - h, e.z - c.z);
      const across = new THREE.Vector3(side.x, 0, side.y);
      normal.crossVectors(across, slope).normalize();
      if (normal.y < 0) normal.negate();
      b.quad(p1, p2, p3, p4, normal, RIVER_BLUE);
    }
  }
  return b.geometry();
}

/** A flat ring lying on the table (a cleared site, a highlight round a site). */
export function flatRing(inner: number, outer: number, segments = 6): THREE.BufferGeometry {
  const g = new THREE.RingGeometry(inner, outer, segments, 1, segments === 6 ? Math.PI / 6 : 0);
  g.rotateX(-Math.PI / 2);
  return g;
}
