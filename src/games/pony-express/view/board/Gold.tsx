// Gold nuggets: every seat's pile and the bank's, as the kit's Pieces (one
// draw call for all the gold), each pile with a sign naming its owner and count.
import { CountSign, Pieces, type Piece } from '../../../../scene/kit/index.ts';
import { SIGN_SIZE, pileSpot, signSpot } from './layout.ts';
import { seatColour } from './colours.ts';

const PER_LAYER = 9;
const NUGGET = { kind: 'nugget', radius: 0.55 } as const;
const GOLD = { colour: '#e8b13a', metalness: 0.85, roughness: 0.35, emissive: '#3a2400' };

/** Nugget `k` of a pile centred at (x, z): 3 × 3 layers, each a little smaller and higher, each nugget turned its own way. */
function nugget(k: number, x: number, z: number): Piece {
  const layer = Math.floor(k / PER_LAYER);
  const i = k % PER_LAYER;
  const spread = 1.25 - layer * 0.18;
  return {
    x: x + ((i % 3) - 1) * spread + layer * 0.3,
    y: 0.45 + layer * 0.75,
    z: z + (Math.floor(i / 3) - 1) * spread + layer * 0.2,
    rotation: [k * 1.3, k * 2.1, k * 0.7],
    scale: [1, 0.75, 1],
  };
}

function goldPieces(gold: readonly number[], bank: number): Piece[] {
  const pile = (count: number, owner: number | 'bank') => {
    const at = pileSpot(owner, gold.length);
    return Array.from({ length: count }, (_, k) => nugget(k, at.x, at.z));
  };
  return [...gold.flatMap((g, seat) => pile(g, seat)), ...pile(bank, 'bank')];
}

const SIGN = { ...SIGN_SIZE, tilt: 0.6, border: null, background: '#f3e6c8e8' } as const;
const COUNT = { colour: '#7a4e00', size: 1.1, bold: true } as const;

export function Gold({ gold, bank, names }: { gold: readonly number[]; bank: number; names: readonly string[] }) {
  const owners: (number | 'bank')[] = [...gold.map((_, seat) => seat), 'bank'];
  return (
    <group name="pony-gold">
      <Pieces shape={NUGGET} pieces={goldPieces(gold, bank)} look={GOLD} receiveShadow={false} />
      {owners.map((owner) => {
        const at = signSpot(owner, gold.length);
        const seat = owner === 'bank' ? null : owner;
        return (
          <CountSign key={owner} name={`gold-sign-${owner}`} position={[at.x, 0.05, at.z]} {...SIGN} title={seat === null ? 'Bank' : (names[seat] ?? `Rider ${seat + 1}`)} titleLook={{ colour: seat === null ? '#3a2614' : seatColour(seat) }} count={`${seat === null ? bank : gold[seat]} gold`} countLook={seat === null ? { ...COUNT, colour: '#8a5a00' } : COUNT} />
        );
      })}
    </group>
  );
}
