// Gold nuggets: every seat's pile and the bank's, as one instanced mesh (one
// draw call for all the gold), each pile with a sign naming its owner and count.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { pileSpot, signSpot } from './layout.ts';
import { Sign } from './Sign.tsx';
import { seatColour } from './colours.ts';

const PER_LAYER = 9;
const HIDDEN = new THREE.Matrix4().makeScale(0, 0, 0);

/** Nugget `k` of a pile centred at (x, z): 3 × 3 layers, each a little smaller and higher. */
function nuggetMatrix(k: number, x: number, z: number, out: THREE.Matrix4): THREE.Matrix4 {
  const layer = Math.floor(k / PER_LAYER);
  const i = k % PER_LAYER;
  const spread = 1.25 - layer * 0.18;
  const nx = x + ((i % 3) - 1) * spread + layer * 0.3;
  const nz = z + (Math.floor(i / 3) - 1) * spread + layer * 0.2;
  const q = new THREE.Quaternion().setFromEuler(new THREE.Euler(k * 1.3, k * 2.1, k * 0.7));
  return out.compose(new THREE.Vector3(nx, 0.45 + layer * 0.75, nz), q, new THREE.Vector3(1, 0.75, 1));
}

export function Gold({ gold, bank, names }: { gold: readonly number[]; bank: number; names: readonly string[] }) {
  const capacity = bank + gold.reduce((a, b) => a + b, 0) + 8;
  const mesh = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const geometry = useMemo(() => new THREE.DodecahedronGeometry(0.55, 0), []);
  const material = useMemo(() => new THREE.MeshStandardMaterial({ color: '#e8b13a', metalness: 0.85, roughness: 0.35, emissive: '#3a2400' }), []);
  const key = `${bank}|${gold.join(',')}`;
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const tmp = new THREE.Matrix4();
    let n = 0;
    const pile = (count: number, owner: number | 'bank') => {
      const at = pileSpot(owner, gold.length);
      for (let k = 0; k < count && n < capacity; k++) m.setMatrixAt(n++, nuggetMatrix(k, at.x, at.z, tmp));
    };
    gold.forEach((g, seat) => pile(g, seat));
    pile(bank, 'bank');
    for (let i = n; i < capacity; i++) m.setMatrixAt(i, HIDDEN);
    m.count = n;
    m.instanceMatrix.needsUpdate = true;
    m.computeBoundingSphere();
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, capacity, invalidate]);
  useLayoutEffect(() => () => {
    geometry.dispose();
    material.dispose();
  }, [geometry, material]);
  const bankAt = signSpot('bank', gold.length);
  return (
    <group name="pony-gold">
      <instancedMesh key={capacity} ref={mesh} args={[geometry, material, capacity]} castShadow frustumCulled={false} />
      {gold.map((g, seat) => {
        const at = signSpot(seat, gold.length);
        return (
          <Sign
            key={seat}
            name={`gold-sign-${seat}`}
            x={at.x}
            z={at.z}
            width={7.2}
            height={4.4}
            lines={[
              { text: names[seat] ?? `Rider ${seat + 1}`, colour: seatColour(seat), size: 1 },
              { text: `${g} gold`, colour: '#7a4e00', size: 1.1 },
            ]}
            background="#f3e6c8e8"
          />
        );
      })}
      <Sign name="gold-sign-bank" x={bankAt.x} z={bankAt.z} width={7.2} height={4.4} lines={[{ text: 'Bank', colour: '#3a2614' }, { text: `${bank} gold`, colour: '#8a5a00', size: 1.1 }]} background="#f3e6c8e8" />
    </group>
  );
}
