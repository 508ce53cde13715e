// The gold markers on the field, each kind of mark in one instanced draw:
// face-down (brown) and revealed (gold) markers as wooden discs, cleared
// sites as an empty ring in the colour of whoever took the gold; the lit
// choices of a move (the kit's usePickMarks and Highlights: a phone frames
// them); and, under the pointer, the
// mountain and the river of the site (a hex outline on each of their sites).
import { useLayoutEffect, useMemo } from 'react';
import * as THREE from 'three';
import { useStore } from 'zustand';
import { ColouredInstances, Highlights, Pieces, usePickMarks, type Mark, type Piece, type PickSpot, type Tone } from '../../../../scene/kit/index.ts';
import { layout, rowBetween, type GoldRiversView } from '../../index.ts';
import type { GoldController } from '../hud/controller.ts';
import { MARKER_COLOURS, REGION_LIGHT, seatColour } from './colours.ts';
import { flatRing } from './geometry.ts';
import { MARKER_HEIGHT, MARKER_RADIUS, SITE_STEP, siteSpot, tileTop } from './layout.ts';
import { withPlainMap } from '../../../../scene/plain-map.ts';

const MARKER = { kind: 'disc', radius: MARKER_RADIUS, height: MARKER_HEIGHT, segments: 20 } as const;
const LOOK = { roughness: 0.55, metalness: 0.2 } as const;
const RING = { kind: 'ring', inner: MARKER_RADIUS + 0.05, outer: MARKER_RADIUS + 0.8 } as const;
/** A hex outline just inside a site's tile. */
const HEX = { kind: 'ring', inner: 0.44 * SITE_STEP, outer: 0.5 * SITE_STEP, segments: 6 } as const;

export function Markers({ view }: { view: GoldRiversView }) {
  const pieces: Piece[] = useMemo(
    () =>
      view.sites.flatMap((s) => {
        if (s.marker === 'cleared') return [];
        const c = siteSpot(s);
        return [{ x: c.x, z: c.z, y: tileTop(s.mountain), yaw: s.site * 0.7, colour: MARKER_COLOURS[s.marker] }];
      }),
    [view.sites],
  );
  return <Pieces shape={MARKER} pieces={pieces} look={LOOK} name="gold-markers" />;
}

export function ClearedRings({ view }: { view: GoldRiversView }) {
  const geometry = useMemo(() => flatRing(MARKER_RADIUS * 0.62, MARKER_RADIUS, 24), []);
  const material = useMemo(() => withPlainMap(new THREE.MeshStandardMaterial({ roughness: 0.7 })), []);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  const { matrices, colours } = useMemo(() => {
    const cleared = view.sites.filter((s) => s.marker === 'cleared');
    return {
      matrices: cleared.map((s) => {
        const c = siteSpot(s);
        return new THREE.Matrix4().makeTranslation(c.x, tileTop(s.mountain) + 0.04, c.z);
      }),
      colours: cleared.map((s) => new THREE.Color(s.takenBy === null ? '#3b2a1a' : seatColour(s.takenBy))),
    };
  }, [view.sites]);
  return <ColouredInstances geometry={geometry} material={material} matrices={matrices} colours={colours} name="gold-cleared" />;
}

/**
 * The lit choices, from the kit's usePickMarks (what a click acts on: first ends, then the picked first's last ends; the
 * pick; the cursor; a finger's tap points on the markers' tops), the row a lit last end under the pointer or cursor would
 * reveal, the move made (to confirm), and the cursor on an unlit site (the arrows walk every site).
 */
export function Choices({ view, controller, mine }: { view: GoldRiversView; controller: GoldController; mine: boolean }) {
  const { picking } = controller;
  const { picked, cursor, hovered } = useStore(picking.store);
  const first = picked[0] ?? null;
  const at = (n: number, lift = 0) => {
    const s = view.sites[n]!;
    return { ...siteSpot(s), y: tileTop(s.mountain) + lift };
  };
  // A revealed marker a click would bury is tapped, but not ringed as a row end.
  const spotOf = (n: number): PickSpot<'ring'> | null =>
    view.sites[n] ? { ...at(n), group: view.sites[n]!.marker === 'hidden' || n === first ? 'ring' : null, tap: at(n, MARKER_HEIGHT) } : null;
  const { ring } = usePickMarks(picking, spotOf, ['ring']);
  const lit = picking.lit();
  const end = first === null || !view.legalFirst.includes(first) ? null : ([hovered, cursor].find((s) => s !== null && s !== first && lit.includes(s)) ?? null);
  const tones = new Map<number, Tone>();
  if (end !== null) for (const s of rowBetween(layout(view.length, view.board), first!, end) ?? []) if (s !== first) tones.set(s, s === cursor ? 'chosen' : 'hover');
  if (mine && view.phase === 'confirm' && view.move) for (const s of view.move.type === 'reveal' ? view.move.sites : [view.move.site]) tones.set(s, s === cursor ? 'chosen' : 'picked');
  if (mine && cursor !== null && !lit.includes(cursor) && !picked.includes(cursor)) tones.set(cursor, 'chosen');
  const marks: Mark[] = [...ring.filter((m) => ![...tones.keys()].some((n) => at(n).x === m.x && at(n).z === m.z)), ...[...tones].map(([n, tone]) => ({ ...at(n), tone }))];
  return <Highlights marks={marks} shape={RING} name="gold-choices" />;
}

/** The hovered site's mountain and river: a hex outline on each of their sites (the river's inside the mountain's). */
export function RegionLights({ view, controller }: { view: GoldRiversView; controller: GoldController }) {
  const hovered = useStore(controller.picking.store, (s) => s.hovered);
  const site = hovered === null ? null : view.sites[hovered];
  const outline = (sites: readonly number[], scale: number, colour: string): Mark[] =>
    sites.map((n) => ({ ...siteSpot(view.sites[n]!), y: tileTop(view.sites[n]!.mountain) + 0.06, tone: 'hover', colour, scale }));
  const marks = site ? [...outline(view.mountains[site.mountain]?.sites ?? [], 1, REGION_LIGHT.mountain), ...outline(view.rivers[site.river]?.sites ?? [], 0.78, REGION_LIGHT.river)] : [];
  return <Highlights marks={marks} shape={HEX} name="gold-regions" />;
}
