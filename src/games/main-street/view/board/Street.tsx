// The street's fixed furniture, each thing a pointer target: the road, the
// twelve buildings (a painted sign on each: its name, and its awning or what
// one costs), the fourteen spaces (doorways sandy, the two showdown spaces
// red), the saloon and the jail. The pointer and the finger on them are the
// kit's (usePickPointer): the table point under them names the target. Signs print few words
// large (11 CSS px at 1280×800, tests/browser/legibility.spec.mjs): who is
// inside a building, the saloon or the jail is told by the figures standing
// there and, in words, by the hover line (StreetHud's Hovered).
import { TableLabel, usePickPointer } from '../../../../scene/kit/index.ts';
import { SPACES, spacePoint, type MainStreetView } from '../../index.ts';
import type { BuildingView } from '../../types.ts';
import { buildingSignText, crowdText } from '../../place-text.ts';
import type { StreetController } from '../hud/controller.ts';
import { BUILDING, HOUSE, JAIL, SALOON, STREET_TOP, buildingSpot, spaceRadius, targetAt } from '../../street-plan.ts';

const WALLS = ['#8a5a34', '#9b6b3f', '#7d5233', '#a0744a'] as const;

/**
 * The buildings' signs, as wide as a building's slot allows. A far sign rests
 * on its building's back edge, leaning back only a little, so it nearly faces
 * the camera (looking down about 69°) and is not foreshortened; a near sign
 * lies in front of its building, between it and the saloon row.
 */
const SIGN = { width: 11.4, height: 5, farTilt: 0.45, nearTilt: 0.6 } as const;

type Events = ReturnType<typeof usePickPointer<string>>;

function Building({ b, events }: { b: BuildingView; events: Events }) {
  const c = buildingSpot(b.index);
  const far = b.index < 6;
  return (
    <group>
      <mesh name={`ms-building-${b.index}`} position={[c.x, BUILDING.height / 2, c.z]} castShadow receiveShadow {...events}>
        <boxGeometry args={[BUILDING.width, BUILDING.height, BUILDING.depth]} />
        <meshStandardMaterial color={WALLS[b.index % WALLS.length]} roughness={0.85} />
      </mesh>
      <TableLabel
        name={`ms-sign-${b.index}`}
        lines={[
          { text: b.name, bold: true, size: 1.1 },
          { text: buildingSignText(b), size: 0.9, colour: '#ffe6a8' },
        ]}
        position={[c.x, far ? BUILDING.height + 0.05 : 0.05, c.z + (far ? -BUILDING.depth / 2 - SIGN.height / 2 + 0.3 : BUILDING.depth / 2 + 2.4)]}
        width={SIGN.width}
        height={SIGN.height}
        tilt={far ? SIGN.farTilt : SIGN.nearTilt}
      />
    </group>
  );
}

function Space({ space, events }: { space: number; events: Events }) {
  const p = spacePoint(space);
  const showdown = SPACES[space]!.kind === 'showdown';
  const r = spaceRadius(space);
  return (
    <mesh name={`ms-space-${space}`} position={[p.x, STREET_TOP / 2 + 0.05, p.z]} receiveShadow {...events}>
      <cylinderGeometry args={[r, r, STREET_TOP, 28]} />
      <meshStandardMaterial color={showdown ? '#9a2f22' : '#6e4e2e'} roughness={0.9} />
    </mesh>
  );
}

/** The saloon's and the jail's sign: the place's name and one short line, in front of the house. */
const HOUSE_SIGN = { width: 13, height: 4.4, tilt: 0.5 } as const;

function House({ name, at, colour, events, lines }: { name: string; at: { x: number; z: number }; colour: string; events: Events; lines: string[] }) {
  return (
    <group>
      <mesh name={name} position={[at.x, HOUSE.height / 2, at.z]} castShadow receiveShadow {...events}>
        <boxGeometry args={[HOUSE.width, HOUSE.height, HOUSE.depth]} />
        <meshStandardMaterial color={colour} roughness={0.85} />
      </mesh>
      <TableLabel
        name={`${name}-sign`}
        lines={lines.map((text, i) => ({ text, bold: i === 0, size: i === 0 ? 1.1 : 0.9 }))}
        position={[at.x, 0.05, at.z + 5.4]}
        width={HOUSE_SIGN.width}
        height={HOUSE_SIGN.height}
        tilt={HOUSE_SIGN.tilt}
      />
    </group>
  );
}

export function Street({ view, controller }: { view: MainStreetView; controller: StreetController }) {
  const events = usePickPointer(controller.picking, targetAt);
  return (
    <group name="ms-street">
      <mesh position={[0, 0.05, -12]} receiveShadow>
        <boxGeometry args={[98, 0.1, 16]} />
        <meshStandardMaterial color="#b8925c" roughness={0.95} />
      </mesh>
      {view.buildings.map((b) => (
        <Building key={b.index} b={b} events={events} />
      ))}
      {SPACES.map((_, s) => (
        <Space key={s} space={s} events={events} />
      ))}
      <House name="ms-saloon" at={SALOON} colour="#7a2e3a" events={events} lines={['Saloon', crowdText(view.saloon)]} />
      <House name="ms-jail" at={JAIL} colour="#5a5a60" events={events} lines={['Jail', `${crowdText(view.jail)} · ${view.jailDynamite} dynamite`]} />
      <TableLabel lines={[{ text: 'A', bold: true }]} position={[spacePoint(0).x, 0.05, spacePoint(0).z + 6]} width={3} height={2.4} tilt={0.5} background={null} />
      <TableLabel lines={[{ text: 'B', bold: true }]} position={[spacePoint(7).x, 0.05, spacePoint(7).z + 6]} width={3} height={2.4} tilt={0.5} background={null} />
    </group>
  );
}
