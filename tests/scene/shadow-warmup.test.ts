import { describe, expect, it } from 'vitest';
import { BackSide, BoxGeometry, DoubleSide, FrontSide, InstancedBufferAttribute, InstancedMesh, Mesh, MeshBasicMaterial, MeshDepthMaterial, MeshStandardMaterial, PCFShadowMap, Scene, Texture, VSMShadowMap } from 'three';
import { shadowStandIns } from '../../src/scene/shadow-warmup.ts';

function caster(material: MeshStandardMaterial | MeshBasicMaterial, cast = true): Mesh {
  const mesh = new Mesh(new BoxGeometry(), material);
  mesh.castShadow = cast;
  return mesh;
}

describe("the shadow pass's stand-ins", () => {
  const scene = new Scene();
  const geometry = new BoxGeometry();
  scene.add(caster(new MeshStandardMaterial({ side: FrontSide })));
  scene.add(caster(new MeshStandardMaterial({ side: FrontSide, color: 'red' }))); // same variant: one stand-in
  scene.add(caster(new MeshStandardMaterial({ side: DoubleSide })));
  const label = new MeshBasicMaterial({ map: new Texture(), alphaTest: 0.5 });
  scene.add(caster(label));
  scene.add(caster(new MeshStandardMaterial({ map: new Texture() }), false)); // casts no shadow
  scene.add(caster(new MeshStandardMaterial({ visible: false, side: BackSide })));
  const dice = new InstancedMesh(geometry, new MeshStandardMaterial(), 4);
  dice.castShadow = true;
  dice.instanceColor = new InstancedBufferAttribute(new Float32Array(12), 3);
  scene.add(dice);

  it('makes one stand-in per depth variant, as WebGLShadowMap sets its depth material', () => {
    const standIns = shadowStandIns(scene, PCFShadowMap).children as Mesh[];
    const depth = standIns.map((m) => m.material as MeshDepthMaterial);
    expect(depth.every((d) => d instanceof MeshDepthMaterial)).toBe(true);
    // front-sided plain, double-sided, the label (map and alpha test) and the instanced dice
    expect(standIns).toHaveLength(4);
    expect(depth.map((d) => d.side).sort()).toEqual([BackSide, BackSide, BackSide, DoubleSide].sort());
    const withMap = depth.filter((d) => d.map !== null);
    expect(withMap).toHaveLength(1);
    expect(withMap[0]?.map).toBe(label.map);
    expect(withMap[0]?.alphaTest).toBe(0.5);
  });

  it("keeps the caster's instancing and instance colours, so the defines match", () => {
    const standIns = shadowStandIns(scene, PCFShadowMap).children;
    const instanced = standIns.filter((o): o is InstancedMesh => (o as InstancedMesh).isInstancedMesh === true);
    expect(instanced).toHaveLength(1);
    expect(instanced[0]?.instanceColor).toBe(dice.instanceColor);
    expect(instanced[0]?.geometry).toBe(geometry);
  });

  it('keeps the material side under VSM shadows (WebGLShadowMap does not flip it there)', () => {
    const sides = (shadowStandIns(scene, VSMShadowMap).children as Mesh[]).map((m) => (m.material as MeshDepthMaterial).side);
    expect(sides).toContain(FrontSide);
    expect(sides).not.toContain(BackSide);
  });
});
