// One program per kind of surface (issue 26): plain materials take a white
// 1×1 picture, so they have the same defines as pictured ones, and show the
// same colour (white times a colour is that colour).
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { PLAIN_MAP, withPlainMap } from '../../src/scene/plain-map.ts';
import { whiteInstanceColours } from '../../src/scene/kit/white-instances.ts';

describe('the plain picture', () => {
  it('is one white, opaque sRGB texel', () => {
    expect([...(PLAIN_MAP.image.data as Uint8Array)]).toEqual([255, 255, 255, 255]);
    expect([PLAIN_MAP.image.width, PLAIN_MAP.image.height]).toEqual([1, 1]);
    expect(PLAIN_MAP.colorSpace).toBe(THREE.SRGBColorSpace);
  });

  it('goes on a material without a picture and leaves a picture alone', () => {
    expect(withPlainMap(new THREE.MeshStandardMaterial({ color: '#a8834f' })).map).toBe(PLAIN_MAP);
    const own = new THREE.Texture();
    expect(withPlainMap(new THREE.MeshBasicMaterial({ map: own })).map).toBe(own);
  });

  it('instanced meshes get white colours for every copy, and keep their own', () => {
    const mesh = new THREE.InstancedMesh(new THREE.BoxGeometry(), new THREE.MeshStandardMaterial(), 4);
    whiteInstanceColours(mesh, 4);
    expect([...(mesh.instanceColor!.array as Float32Array)]).toEqual(Array(12).fill(1));
    const painted = mesh.instanceColor;
    whiteInstanceColours(mesh, 4);
    expect(mesh.instanceColor).toBe(painted);
  });
});
