// The table's supplies as props: awnings in their owners' colours on the
// buildings' street side (a 10-point awning is deeper and taller), the bank's
// gold bars, the bag with its counts, the graveyard's graves, and the jail's
// dynamite. Each kind of piece is one instanced draw. Their signs (the kit's
// CountSign) print two short lines large (place-text.ts's supplySigns).
import { useMemo } from 'react';
import { CountSign, Pieces, type Piece } from '../../../../scene/kit/index.ts';
import { supplySigns } from '../../place-text.ts';
import type { MainStreetView } from '../../index.ts';
import type { Message } from '../../../../core/message.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';
import { useLanguage } from '../../../../i18n/react.ts';

/** A sign's two lines in the reader's language (the sign repaints when they change, a language change included). */
const signWords = (s: { title: Message; count: Message }) => ({ title: formatMessage(s.title), count: formatMessage(s.count) });
import { seatColour } from './colours.ts';
import { BAG, BANK, GRAVEYARD, bankBarSpot, graveSpot } from '../../supply-layout.ts';
import { BUILDING, JAIL, buildingSpot } from '../../street-plan.ts';
import { PLAIN_MAP } from '../../../../scene/plain-map.ts';

const CUBE = { kind: 'cube', size: 1 } as const;
/** The signs' counts in the label's plain ink (the kit's count sign prints gold ink by default). */
const PLAIN = {} as const;

export function Awnings({ view }: { view: MainStreetView }) {
  const pieces = useMemo(
    () =>
      view.buildings.flatMap((b): Piece[] => {
        if (!b.awning) return [];
        const c = buildingSpot(b.index);
        const side = b.index < 6 ? 1 : -1;
        const ten = b.awning.points === 10;
        return [{ x: c.x, y: BUILDING.height * 0.55, z: c.z + side * (BUILDING.depth / 2 + 1), scale: [BUILDING.width - 1, ten ? 1.2 : 0.5, ten ? 3 : 2], colour: seatColour(b.awning.owner) }];
      }),
    [view.buildings],
  );
  return <Pieces shape={CUBE} pieces={pieces} name="ms-awnings" />;
}

export function Bank({ view }: { view: MainStreetView }) {
  useLanguage();
  const bars = useMemo(
    () => Array.from({ length: view.bank.bars }, (_, i): Piece => ({ ...bankBarSpot(i), scale: [2.2, 1, 4], colour: '#f2c23a' })),
    [view.bank.bars],
  );
  return (
    <group name="ms-bank">
      <Pieces shape={CUBE} pieces={bars} look={{ roughness: 0.3, metalness: 0.7 }} name="ms-bars" />
      <CountSign {...signWords(supplySigns(view).bank)} countLook={PLAIN} position={[BANK.x, 0.1, BANK.z + 4.6]} width={14} height={4} tilt={0.4} />
    </group>
  );
}

export function Bag({ view }: { view: MainStreetView }) {
  useLanguage();
  return (
    <group name="ms-bag">
      <mesh position={[BAG.x, 2.4, BAG.z - 0.5]} scale={[1, 1.25, 1]} castShadow>
        <sphereGeometry args={[2.4, 18, 14]} />
        <meshStandardMaterial map={PLAIN_MAP} color="#a8834f" roughness={0.95} />
      </mesh>
      <mesh position={[BAG.x, 5.2, BAG.z - 0.5]}>
        <cylinderGeometry args={[0.6, 1.1, 1.2, 12]} />
        <meshStandardMaterial map={PLAIN_MAP} color="#7a5a32" roughness={0.95} />
      </mesh>
      <CountSign {...signWords(supplySigns(view).bag)} countLook={PLAIN} position={[BAG.x, 6, BAG.z]} width={14} height={4} tilt={0.4} />
    </group>
  );
}

export function Graveyard({ view }: { view: MainStreetView }) {
  useLanguage();
  const slabs = useMemo(() => Array.from({ length: view.graves.total }, (_, i): Piece => ({ ...graveSpot(i), y: 0.1, scale: [2.6, 0.8, 3.4], colour: '#6d6a62' })), [view.graves.total]);
  const dynamite = useMemo(() => Array.from({ length: view.jailDynamite }, (_, i): Piece => ({ x: JAIL.x - 3 + i * 1.4, y: 2.8, z: JAIL.z - 2.5, scale: [0.8, 2.4, 0.8], colour: '#c0392b' })), [view.jailDynamite]);
  return (
    <group name="ms-graveyard">
      <Pieces shape={CUBE} pieces={slabs} name="ms-graves" />
      <Pieces shape={CUBE} pieces={dynamite} name="ms-dynamite" />
      <CountSign {...signWords(supplySigns(view).graveyard)} countLook={PLAIN} position={[GRAVEYARD.x, 0.1, GRAVEYARD.z + 5.4]} width={10} height={4} tilt={0.4} />
    </group>
  );
}
