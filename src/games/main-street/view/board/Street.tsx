// The street's fixed furniture, each thing a pointer target: the road, the
// twelve buildings (a painted sign on each: its name, and its awning or what
// one costs), the fourteen spaces (doorways sandy, the two showdown spaces
// red), the saloon and the jail. The pointer and the finger on them are the
// kit's (usePickPointer): the table point under them names the target. Signs print few words
// large (11 CSS px at 1280×800, tests/browser/legibility.spec.mjs): who is
// inside a building, the saloon or the jail is told by the figures standing
// there and, in words, by the hover line (place-text.ts hoverText).
import { TableLabel, usePickPointer } from '../../../../scene/kit/index.ts';
import { SPACES, spacePoint, type MainStreetView } from '../../index.ts';
import type { BuildingView } from '../../types.ts';
import { buildingSignText, crowdText } from '../../place-text.ts';
import { i18n } from '@lingui/core';
import { formatMessage } from '../../../../i18n/format-message.ts';
import { useLanguage } from '../../../../i18n/react.ts';
import type { StreetController } from '../hud/controller.ts';
import { BUILDING, HOUSE, JAIL, SALOON, STREET_TOP, buildingSpot, spaceRadius, targetAt } from '../../street-plan.ts';
import { PLAIN_MAP } from '../../../../scene/plain-map.ts';

const WALLS = ['#8a5a34', '#9b6b3f', '#7d5233', '#a0744a'] as const;

/**
 * The buildings' signs, as wide as a building's slot allows. A far sign rests
 * on its building's back edge, leaning back only a little, so it nearly faces
 * the camera (looking down about 69°) and is not foreshortened; a near sign
 * lies in front of its building, between it and the saloon row.
 */
const SIGN = { width: 11.4, height: 5, farTilt: 0.45, nearTilt: 0.6 } as const;

type Events = ReturnType<typeof usePickPointer<string>>;
type Sign = { x: number; y: number; z: number; width: number; height: number; tilt: number };

/** A building, the saloon or the jail: a box the pointer picks, and its sign (the place's name and one short line, in `ink`). */
function Block({ name, at, size, colour, events, lines, sign, ink }: { name: string; at: { x: number; z: number }; size: { width: number; height: number; depth: number }; colour: string; events: Events; lines: [string, string]; sign: Sign; ink?: string }) {
  return (
    <group>
      <mesh name={name} position={[at.x, size.height / 2, at.z]} castShadow receiveShadow {...events}>
        <boxGeometry args={[size.width, size.height, size.depth]} />
        <meshStandardMaterial map={PLAIN_MAP} color={colour} roughness={0.85} />
      </mesh>
      <TableLabel name={`${name}-sign`} lines={[{ text: lines[0], bold: true, size: 1.1 }, { text: lines[1], size: 0.9, colour: ink }]} position={[sign.x, sign.y, sign.z]} width={sign.width} height={sign.height} tilt={sign.tilt} />
    </group>
  );
}

function Building({ b, events }: { b: BuildingView; events: Events }) {
  useLanguage();
  const c = buildingSpot(b.index);
  const far = b.index < 6;
  const sign = far
    ? { x: c.x, y: BUILDING.height + 0.05, z: c.z - BUILDING.depth / 2 - SIGN.height / 2 + 0.3, width: SIGN.width, height: SIGN.height, tilt: SIGN.farTilt }
    : { x: c.x, y: 0.05, z: c.z + BUILDING.depth / 2 + 2.4, width: SIGN.width, height: SIGN.height, tilt: SIGN.nearTilt };
  return <Block name={`ms-building-${b.index}`} at={c} size={BUILDING} colour={WALLS[b.index % WALLS.length]!} events={events} lines={[formatMessage(b.name), formatMessage(buildingSignText(b))]} sign={sign} ink="#ffe6a8" />;
}

function Space({ space, events }: { space: number; events: Events }) {
  const p = spacePoint(space);
  const showdown = SPACES[space]!.kind === 'showdown';
  const r = spaceRadius(space);
  return (
    <mesh name={`ms-space-${space}`} position={[p.x, STREET_TOP / 2 + 0.05, p.z]} receiveShadow {...events}>
      <cylinderGeometry args={[r, r, STREET_TOP, 28]} />
      <meshStandardMaterial map={PLAIN_MAP} color={showdown ? '#9a2f22' : '#6e4e2e'} roughness={0.9} />
    </mesh>
  );
}

/** The saloon's and the jail's sign, in front of the house. */
const houseSign = (at: { x: number; z: number }): Sign => ({ x: at.x, y: 0.05, z: at.z + 5.4, width: 13, height: 4.4, tilt: 0.5 });

export function Street({ view, controller }: { view: MainStreetView; controller: StreetController }) {
  useLanguage();
  const events = usePickPointer(controller.picking, targetAt);
  return (
    <group name="ms-street">
      <mesh position={[0, 0.05, -12]} receiveShadow>
        <boxGeometry args={[98, 0.1, 16]} />
        <meshStandardMaterial map={PLAIN_MAP} color="#b8925c" roughness={0.95} />
      </mesh>
      {view.buildings.map((b) => (
        <Building key={b.index} b={b} events={events} />
      ))}
      {SPACES.map((_, s) => (
        <Space key={s} space={s} events={events} />
      ))}
      <Block name="ms-saloon" at={SALOON} size={HOUSE} colour="#7a2e3a" events={events} lines={[i18n._({ id: 'main-street.sign.saloon', message: 'Saloon' }), formatMessage(crowdText(view.saloon))]} sign={houseSign(SALOON)} />
      <Block name="ms-jail" at={JAIL} size={HOUSE} colour="#5a5a60" events={events} lines={[i18n._({ id: 'main-street.sign.jail', message: 'Jail' }), i18n._({ id: 'main-street.sign.jail-count', message: '{crowd} · {dynamite} dynamite', values: { crowd: formatMessage(crowdText(view.jail)), dynamite: view.jailDynamite } })]} sign={houseSign(JAIL)} />
      <TableLabel lines={[{ text: 'A', bold: true }]} position={[spacePoint(0).x, 0.05, spacePoint(0).z + 6]} width={3} height={2.4} tilt={0.5} background={null} />
      <TableLabel lines={[{ text: 'B', bold: true }]} position={[spacePoint(7).x, 0.05, spacePoint(7).z + 6]} width={3} height={2.4} tilt={0.5} background={null} />
    </group>
  );
}
