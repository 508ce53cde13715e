// The kit's model shapes (src/scene/kit/model-shape.ts): a node of a .glb the
// models script wrote, baked into one geometry with its paint per vertex. Read
// against the script's own parts for Silver Creek County's town pieces
// (models/town.glb): the same extent and the same paints, feet on the table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { readGlb } from '../../src/scene/glb/read-glb.ts';
import { paintedGeometry } from '../../src/scene/kit/model-shape.ts';
import { townModels } from '../../src/tools/models/town.ts';

const file = readFileSync(join(import.meta.dirname, '..', '..', 'models', 'town.glb'));
const scene = readGlb(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer, 'town.glb');
const source = townModels();

/** Colours as 3-digit keys (0–255 per channel) so float noise does not split them. */
const key = (r: number, g: number, b: number): string => [r, g, b].map((x) => Math.round(x * 255)).join(',');

describe('model shapes: a piece of the models script drawn as the kit draws a made shape', () => {
  for (const [name, parts] of Object.entries(source)) {
    it(`${name}: the script's extent and paints, one geometry with a colour per vertex`, () => {
      const g = paintedGeometry(scene, name);
      expect(Object.keys(g.attributes).sort()).toEqual(['color', 'normal', 'position']);
      g.computeBoundingBox();
      const want = new THREE.Box3();
      for (const p of parts) {
        p.geometry.computeBoundingBox();
        want.union(p.geometry.boundingBox!);
      }
      for (const k of ['x', 'y', 'z'] as const) {
        expect(g.boundingBox!.min[k]).toBeCloseTo(want.min[k], 3);
        expect(g.boundingBox!.max[k]).toBeCloseTo(want.max[k], 3);
      }
      // A standing piece's feet on the table (the revolver lies on its side, its grip tipped down as the script draws it).
      if (name !== 'revolver') expect(g.boundingBox!.min.y).toBeCloseTo(0, 3);
      const c = g.getAttribute('color');
      const got = new Set<string>();
      for (let i = 0; i < c.count; i++) got.add(key(c.getX(i), c.getY(i), c.getZ(i)));
      const paints = new Set(parts.map((p) => {
        const col = new THREE.Color(p.material.color);
        return key(col.r, col.g, col.b);
      }));
      expect(got).toEqual(paints);
    });
  }

  it('a name the file does not hold is refused with a sentence', () => {
    expect(() => paintedGeometry(scene, 'windmill')).toThrow(/no piece named "windmill"/);
  });
});
