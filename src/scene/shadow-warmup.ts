// The shadow pass's programs, built with the rest before the first frame
// (issue 26). three makes the shadow pass's depth programs only when it first
// draws the shadow map, so the warm-up's compile() does not see them, and the
// first frame built 4 of them (gambler) one after another while the page
// waited. Here every variant the pass will ask for gets a stand-in: the
// caster's geometry (attributes decide defines), instancing and instance
// colours as the caster has them, and a depth material set the way
// WebGLShadowMap sets its own (side, map, alpha test, displacement). Compiled
// into a render target with no fog, as the pass draws, their programs have
// the pass's cache keys, so the pass finds them built. Point-light (distance) shadows are
// left to the pass.
import { BackSide, DoubleSide, FrontSide, InstancedMesh, Mesh, MeshDepthMaterial, Scene, VSMShadowMap, WebGLRenderTarget } from 'three';
import type { BufferGeometry, Camera, Material, MeshStandardMaterial, Object3D, Side, WebGLRenderer } from 'three';

const SHADOW_SIDE: Record<Side, Side> = { [FrontSide]: BackSide, [BackSide]: FrontSide, [DoubleSide]: DoubleSide };

/** A depth material as WebGLShadowMap.getDepthMaterial leaves its own for `material`. */
function depthFor(material: Material, shadowType: number): MeshDepthMaterial {
  const m = material as Material & Partial<Pick<MeshStandardMaterial, 'map' | 'alphaMap' | 'displacementMap' | 'displacementScale' | 'displacementBias' | 'wireframe'>>;
  const depth = new MeshDepthMaterial();
  depth.side = m.shadowSide ?? (shadowType === VSMShadowMap ? m.side : SHADOW_SIDE[m.side]);
  depth.wireframe = m.wireframe ?? false;
  depth.alphaMap = m.alphaMap ?? null;
  depth.alphaTest = m.alphaToCoverage ? 0.5 : m.alphaTest;
  depth.map = m.map ?? null;
  depth.clipShadows = m.clipShadows;
  depth.clippingPlanes = m.clippingPlanes;
  depth.clipIntersection = m.clipIntersection;
  depth.displacementMap = m.displacementMap ?? null;
  depth.displacementScale = m.displacementScale ?? 1;
  depth.displacementBias = m.displacementBias ?? 0;
  return depth;
}

const variantKey = (mesh: Mesh, geometry: BufferGeometry, depth: MeshDepthMaterial): string =>
  [
    (mesh as InstancedMesh).isInstancedMesh === true,
    (mesh as InstancedMesh).instanceColor != null,
    Object.keys(geometry.attributes).sort().join(','),
    Object.keys(geometry.morphAttributes).length,
    depth.side,
    depth.map !== null,
    depth.alphaMap !== null,
    depth.alphaTest > 0,
    depth.displacementMap !== null,
    depth.wireframe,
  ].join('|');

/** One stand-in per depth-program variant the shadow pass will draw `scene` with. */
export function shadowStandIns(scene: Object3D, shadowType: number): Scene {
  const standIns = new Scene();
  const seen = new Set<string>();
  scene.traverseVisible((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh || !mesh.castShadow || mesh.customDepthMaterial) return;
    const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
    for (const material of materials) {
      if (!material.visible) continue;
      const depth = depthFor(material, shadowType);
      const key = variantKey(mesh, mesh.geometry, depth);
      if (seen.has(key)) {
        depth.dispose();
        continue;
      }
      seen.add(key);
      const instanced = mesh as InstancedMesh;
      if (instanced.isInstancedMesh) {
        const standIn = new InstancedMesh(mesh.geometry, depth, 0);
        standIn.instanceColor = instanced.instanceColor;
        standIns.add(standIn);
      } else standIns.add(new Mesh(mesh.geometry, depth));
    }
  });
  return standIns;
}

/**
 * Hands the shadow pass's programs for `scene` to the driver (no waiting);
 * returns what lets them go (once, whenever called): call it after the first
 * frame has drawn, when the pass holds the programs itself (before, they
 * would be deleted and the pass would build them again).
 */
export function compileShadowPass(gl: WebGLRenderer, scene: Object3D, camera: Camera): () => void {
  if (!gl.shadowMap.enabled) return () => {};
  const standIns = shadowStandIns(scene, gl.shadowMap.type);
  const target = new WebGLRenderTarget(1, 1);
  const before = gl.getRenderTarget();
  // The pass draws with no scene (so no fog): the fog is in the programs' cache keys.
  const lit = scene as Scene;
  const fog = lit.fog;
  lit.fog = null;
  gl.setRenderTarget(target);
  try {
    gl.compile(standIns, camera, lit);
  } finally {
    gl.setRenderTarget(before);
    lit.fog = fog;
    target.dispose();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    standIns.traverse((o) => {
      if ((o as Mesh).isMesh) ((o as Mesh).material as Material).dispose();
    });
  };
}
