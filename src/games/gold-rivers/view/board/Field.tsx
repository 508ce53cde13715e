// The field on the table: a sandy hexagonal plate, the mountains raised on
// it (one merged mesh) and the rivers' blue channels over them (one merged
// mesh). Built once per board. The field is what the pointer points at: a
// move names the site under it (hover), a click or tap picks it, and a long
// press (touch) names its mountain and river like a hover does.
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type { SiteView } from '../../index.ts';
import type { GoldController } from '../hud/controller.ts';
import { mountainGeometry, riverGeometry } from './geometry.ts';
import { BASE_TOP, FIELD_CENTRE, SITE_STEP, siteAt } from './layout.ts';

const LONG_PRESS_MS = 450;

export function Field({ sites, radius, controller, boardKey }: { sites: readonly SiteView[]; radius: number; controller: GoldController; boardKey: string }) {
  // The geometry depends on the board only (which site is in which mountain and river), not on the markers.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const mountains = useMemo(() => mountainGeometry(sites, BASE_TOP), [boardKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rivers = useMemo(() => riverGeometry(sites), [boardKey]);
  useLayoutEffect(() => () => mountains.dispose(), [mountains]);
  useLayoutEffect(() => () => rivers.dispose(), [rivers]);
  const press = useRef<{ timer: number; long: boolean } | null>(null);

  const siteOf = (e: ThreeEvent<PointerEvent | MouseEvent>) => siteAt(sites, e.point.x, e.point.z);
  const onPointerMove = (e: ThreeEvent<PointerEvent>) => {
    if (e.pointerType === 'touch') return;
    const site = siteOf(e);
    controller.hover(site);
    // The pointing hand over a site that a click would pick now.
    (e.nativeEvent.target as HTMLElement).style.cursor = site !== null && controller.clickable(site) ? 'pointer' : '';
  };
  const onPointerDown = (e: ThreeEvent<PointerEvent>) => {
    if (e.pointerType !== 'touch') return;
    const site = siteOf(e);
    const p = { timer: 0, long: false };
    p.timer = window.setTimeout(() => {
      p.long = true;
      controller.hover(site);
    }, LONG_PRESS_MS);
    press.current = p;
  };
  const endPress = () => {
    if (press.current) window.clearTimeout(press.current.timer);
  };
  const onClick = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 8) return; // a camera drag, not a click
    const long = press.current?.long ?? false;
    press.current = null;
    if (long) return; // a long press names, it does not pick
    const site = siteOf(e);
    if (site === null) return;
    e.stopPropagation();
    controller.clickSite(site);
  };

  const plateRadius = (radius + 0.9) * SITE_STEP;
  return (
    <group name="gold-field" onPointerMove={onPointerMove} onPointerOut={(e) => {
        controller.hover(null);
        (e.nativeEvent.target as HTMLElement).style.cursor = '';
      }} onPointerDown={onPointerDown} onPointerUp={endPress} onPointerCancel={endPress} onClick={onClick}>
      <mesh position={[FIELD_CENTRE.x, BASE_TOP / 2, FIELD_CENTRE.z]} rotation-y={Math.PI / 6} receiveShadow>
        <cylinderGeometry args={[plateRadius, plateRadius + 0.4, BASE_TOP, 6]} />
        <meshStandardMaterial color="#d9c08c" roughness={0.95} />
      </mesh>
      <mesh name="gold-mountains" geometry={mountains} castShadow receiveShadow>
        <meshStandardMaterial vertexColors roughness={0.9} />
      </mesh>
      <mesh name="gold-rivers" geometry={rivers} receiveShadow>
        <meshStandardMaterial vertexColors roughness={0.3} metalness={0.1} emissive="#0b2a4a" />
      </mesh>
    </group>
  );
}
