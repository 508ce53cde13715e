// Each player's corner of the table: a heap of gold nuggets that grows as
// that player's regions clear, the shovels in front of it (a shovel used
// for a burial flies over to the opponent's corner), and a sign naming the
// player, what they own and their gold. Nuggets in one instanced draw,
// shovels in another.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import * as THREE from 'three';
import { GLIDES, Pieces, TableLabel, newPose, poseMatrix, startGlide, stepGlide, useKick, type Glide, type Piece, type PiecePose } from '../../../../scene/kit/index.ts';
import { seatColour } from './colours.ts';
import { shovelGeometry } from './geometry.ts';
import { nuggetSpot, shovelSlot, signSpot } from './layout.ts';
import { plural } from '../../../../core/plural.ts';

const NUGGET = { kind: 'nugget', radius: 0.75 } as const;
const GOLD_LOOK = { colour: '#e8b53a', roughness: 0.35, metalness: 0.75 } as const;

export function GoldPiles({ gold }: { gold: readonly number[] }) {
  const pieces: Piece[] = useMemo(
    () => gold.flatMap((n, seat) => Array.from({ length: n }, (_, i) => ({ ...nuggetSpot(seat, i), yaw: i * 1.3, rotation: [i * 0.7, i * 1.3, i * 0.4] as const }))),
    [gold],
  );
  return <Pieces shape={NUGGET} pieces={pieces} look={GOLD_LOOK} name="gold-piles" />;
}

/** Total shovels in the game: each player starts with two and a burial only moves one. */
const SHOVELS = 4;

/** Where shovel k lies when the first `n0` shovels are Player 1's: Player 2's fill their row from the far end, so a handed shovel is the only one to move. */
function shovelHome(k: number, n0: number): PiecePose {
  const seat = k < n0 ? 0 : 1;
  const slot = seat === 0 ? k : SHOVELS - 1 - k;
  const p = shovelSlot(seat, slot);
  const pose = newPose();
  pose.p.set(p.x, 0, p.z);
  pose.q.setFromAxisAngle(new THREE.Vector3(0, 1, 0), seat === 0 ? 0.35 : -0.35);
  return pose;
}

export function Shovels({ shovels }: { shovels: readonly number[] }) {
  const geometry = useMemo(() => shovelGeometry(), []);
  const material = useMemo(() => new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 0.6, metalness: 0.2 }), []);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  const mesh = useRef<THREE.InstancedMesh>(null);
  const kick = useKick();
  const n0 = shovels[0] ?? 0;
  const total = Math.min(SHOVELS, n0 + (shovels[1] ?? 0));
  const poses = useRef<PiecePose[]>(Array.from({ length: SHOVELS }, (_, k) => shovelHome(k, n0)));
  const glides = useRef<(Glide | null)[]>(Array.from({ length: SHOVELS }, () => null));
  const m = useMemo(() => new THREE.Matrix4(), []);

  // A change of hands: every shovel whose home moved glides there with a high hop.
  useLayoutEffect(() => {
    for (let k = 0; k < SHOVELS; k++) {
      const home = shovelHome(k, n0);
      if (home.p.distanceTo(poses.current[k]!.p) > 0.01) glides.current[k] = startGlide(poses.current[k]!, home, { seconds: 0.9, lift: GLIDES.place.lift * 2 });
    }
    kick();
  }, [n0, kick]);

  useFrame(({ invalidate }) => {
    const inst = mesh.current;
    if (!inst) return;
    const now = performance.now();
    let moving = false;
    for (let k = 0; k < SHOVELS; k++) {
      const g = glides.current[k];
      if (g) {
        if (stepGlide(g, now, poses.current[k]!)) glides.current[k] = null;
        else moving = true;
      }
      inst.setMatrixAt(k, poseMatrix(poses.current[k]!, m));
    }
    inst.count = total;
    inst.instanceMatrix.needsUpdate = true;
    if (moving) invalidate();
  });

  return <instancedMesh ref={mesh} name="gold-shovels" args={[geometry, material, SHOVELS]} castShadow frustumCulled={false} />;
}

export function SeatSign({ seat, name, owns, gold, shovels, active }: { seat: number; name: string; owns: string; gold: number; shovels: number; active: boolean }) {
  const p = signSpot(seat);
  return (
    <TableLabel
      name={`gold-sign-${seat}`}
      lines={[
        { text: name, size: 1.1, bold: true, colour: seatColour(seat) },
        { text: owns, size: 0.85 },
        { text: `${gold} gold · ${plural(shovels, 'shovel')}`, size: 1 },
      ]}
      position={[p.x, 0, p.z]}
      width={20}
      height={8}
      border={active ? '#ffe27a' : '#c9953f'}
    />
  );
}
