// The warm-up's texture upload (src/scene/texture-warmup.ts): every texture the stage's materials hold, of
// any map kind, in arrays of materials too, each once, handed to the renderer's initTexture before the
// first frame (which then uploads nothing between its draws).
import { describe, expect, it } from 'vitest';
import { BoxGeometry, CanvasTexture, Group, Mesh, MeshBasicMaterial, MeshStandardMaterial, Scene, Texture, type WebGLRenderer } from 'three';
import { sceneTextures, uploadSceneTextures } from '../../src/scene/texture-warmup.ts';

describe('the stage’s textures, uploaded in the warm-up', () => {
  const wood = new Texture();
  const felt = new Texture();
  const label = new CanvasTexture({ width: 4, height: 4 } as unknown as HTMLCanvasElement);
  const rough = new Texture();
  const scene = new Scene();
  const box = new BoxGeometry();
  scene.add(new Mesh(box, new MeshStandardMaterial({ map: wood, roughnessMap: rough })));
  const nested = new Group();
  nested.add(new Mesh(box, [new MeshBasicMaterial({ map: label, alphaMap: label }), new MeshStandardMaterial({ map: felt })]));
  nested.add(new Mesh(box, new MeshStandardMaterial({ map: wood }))); // shared: once
  scene.add(nested);
  scene.add(new Mesh(box, new MeshStandardMaterial())); // no map
  scene.add(new Group()); // no material

  it('finds every map of every material, each texture once', () => {
    expect(sceneTextures(scene)).toEqual([wood, rough, label, felt]);
    expect(sceneTextures(new Scene())).toEqual([]);
  });

  it('asks the renderer to upload each of them once', () => {
    const asked: Texture[] = [];
    const gl = { initTexture: (t: Texture) => void asked.push(t) } as Pick<WebGLRenderer, 'initTexture'>;
    expect(uploadSceneTextures(gl, scene)).toBe(4);
    expect(asked).toEqual([wood, rough, label, felt]);
  });
});
