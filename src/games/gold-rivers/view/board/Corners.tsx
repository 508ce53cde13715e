// Each player's corner of the table: a heap of gold nuggets that grows as
// that player's regions clear, the shovels in front of it (a shovel used
// for a burial flies over to the opponent's corner), and a sign naming the
// player, what they own and their gold. Nuggets in one instanced draw,
// shovels (the models script's shovel.glb, gliding with the kit's MovingModels) in another.
import { useLayoutEffect, useMemo } from 'react';
import * as THREE from 'three';
import { GLIDES, MovingModels, PieceMotion, Pieces, TableLabel, newPose, type Piece, type PiecePose } from '../../../../scene/kit/index.ts';
import { SHOVEL_URL } from '../../../../scene/models.ts';
import { seatColour } from './colours.ts';
import { nuggetSpot, shovelSlot, signSpot } from './layout.ts';
import { seatSignWords } from '../../table-words.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';

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

/** A shovel handed over flies high, over the field, to the other corner. */
const HANDED = { seconds: 0.9, lift: GLIDES.place.lift * 2 };

export function Shovels({ shovels }: { shovels: readonly number[] }) {
  const motion = useMemo(() => new PieceMotion(SHOVELS), []);
  const n0 = shovels[0] ?? 0;
  const total = Math.min(SHOVELS, n0 + (shovels[1] ?? 0));

  // A change of hands: every shovel whose home moved glides there with a high hop.
  useLayoutEffect(() => {
    for (let k = 0; k < SHOVELS; k++) {
      const home = shovelHome(k, n0);
      if (k >= total) motion.hide(k);
      else if (!motion.piece(k).shown) motion.jump(k, home);
      else if (home.p.distanceTo(motion.piece(k).pose.p) > 0.01) motion.glide(k, home, HANDED);
    }
    motion.changed();
  }, [n0, total, motion]);

  return <MovingModels url={SHOVEL_URL} motion={motion} name="gold-shovels" />;
}

export function SeatSign({ seat, name, gold, shovels, active }: { seat: number; name: string; gold: number; shovels: number; active: boolean }) {
  const p = signSpot(seat);
  const words = seatSignWords(seat, gold, shovels);
  return (
    <TableLabel
      name={`gold-sign-${seat}`}
      lines={[
        { text: name, size: 1.1, bold: true, colour: seatColour(seat) },
        { text: formatMessage(words.owns), size: 0.85 },
        { text: formatMessage(words.counts), size: 1 },
      ]}
      position={[p.x, 0, p.z]}
      width={20}
      height={8}
      border={active ? '#ffe27a' : '#c9953f'}
    />
  );
}
