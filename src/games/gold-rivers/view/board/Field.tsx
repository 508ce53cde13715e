// The field on the table: a sandy hexagonal plate, the mountains raised on
// it (one merged mesh) and the rivers' blue channels over them (one merged
// mesh). Built once per board. The field is what the pointer points at, through
// the kit's picking pointer: a move names the site under it (hover), a click or
// tap picks it, and a long press (touch) names its mountain and river like a hover does.
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { usePickPointer } from '../../../../scene/kit/index.ts';
import type { SiteView } from '../../index.ts';
import type { GoldController } from '../hud/controller.ts';
import { mountainGeometry, riverGeometry } from './geometry.ts';
import { BASE_TOP, FIELD_CENTRE, SITE_STEP, siteAt } from './layout.ts';
import { PLAIN_MAP } from '../../../../scene/plain-map.ts';

export function Field({ sites, radius, picking, boardKey }: { sites: readonly SiteView[]; radius: number; picking: GoldController['picking']; boardKey: string }) {
  // The geometry depends on the board only (which site is in which mountain and river), not on the markers.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const mountains = useMemo(() => mountainGeometry(sites, BASE_TOP), [boardKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rivers = useMemo(() => riverGeometry(sites), [boardKey]);
  useLayoutEffect(() => () => mountains.dispose(), [mountains]);
  useLayoutEffect(() => () => rivers.dispose(), [rivers]);
  const targetAt = useCallback((x: number, z: number) => siteAt(sites, x, z), [sites]);
  const pointer = usePickPointer(picking, targetAt);
  const plateRadius = (radius + 0.9) * SITE_STEP;
  return (
    <group name="gold-field" {...pointer}>
      <mesh position={[FIELD_CENTRE.x, BASE_TOP / 2, FIELD_CENTRE.z]} rotation-y={Math.PI / 6} receiveShadow>
        <cylinderGeometry args={[plateRadius, plateRadius + 0.4, BASE_TOP, 6]} />
        <meshStandardMaterial map={PLAIN_MAP} color="#d9c08c" roughness={0.95} />
      </mesh>
      <mesh name="gold-mountains" geometry={mountains} castShadow receiveShadow>
        <meshStandardMaterial map={PLAIN_MAP} vertexColors roughness={0.9} />
      </mesh>
      <mesh name="gold-rivers" geometry={rivers} receiveShadow>
        <meshStandardMaterial map={PLAIN_MAP} vertexColors roughness={0.3} metalness={0.1} emissive="#0b2a4a" />
      </mesh>
    </group>
  );
}
