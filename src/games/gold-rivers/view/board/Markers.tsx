// The gold markers on the field, each kind of mark in one instanced draw:
// face-down (brown) and revealed (gold) markers as wooden discs, cleared
// sites as an empty ring in the colour of whoever took the gold; the lit
// choices of a move (the kit's Highlights, and useDecisionTargets: a phone
// frames them); and, under the pointer, the
// mountain and the river of the site (a hex outline on each of their sites).
import { useLayoutEffect, useMemo } from 'react';
import * as THREE from 'three';
import { useStore } from 'zustand';
import { ColouredInstances, Highlights, Pieces, useDecisionTargets, type Mark, type Piece, type TablePoint, type Tone } from '../../../../scene/kit/index.ts';
import { layout, rowBetween, type GoldRiversView } from '../../index.ts';
import type { GoldController } from '../hud/controller.ts';
import { MARKER_COLOURS, REGION_LIGHT, seatColour } from './colours.ts';
import { flatRing } from './geometry.ts';
import { MARKER_HEIGHT, MARKER_RADIUS, SITE_STEP, siteSpot, tileTop } from './layout.ts';

const MARKER = { kind: 'disc', radius: MARKER_RADIUS, height: MARKER_HEIGHT, segments: 20 } as const;
const LOOK = { roughness: 0.55, metalness: 0.2 } as const;
const RING = { kind: 'ring', inner: MARKER_RADIUS + 0.05, outer: MARKER_RADIUS + 0.8 } as const;

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
  const material = useMemo(() => new THREE.MeshStandardMaterial({ roughness: 0.7 }), []);
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

/** The lit choices: first ends of a row, then the last ends for a picked first, the row it would reveal, the cursor. */
export function Choices({ view, controller, mine }: { view: GoldRiversView; controller: GoldController; mine: boolean }) {
  const { picking } = controller;
  const first = useStore(picking.store, (s) => s.picked[0] ?? null);
  const cursor = useStore(picking.store, (s) => s.cursor);
  const hovered = useStore(picking.store, (s) => s.hovered);
  // What a click acts on now (the kit's picking, from the rules' legal actions): first ends, or the picked one's last ends.
  const lit = mine && view.phase === 'choose' ? picking.lit() : [];
  const marks = useMemo(() => {
    const tones = new Map<number, Tone>();
    if (mine && view.phase === 'choose') {
      if (first === null) {
        // Revealed markers a click would bury are not lit as row ends.
        for (const s of lit) if (view.sites[s]?.marker === 'hidden') tones.set(s, 'legal');
      } else {
        const ends = view.legalFirst.includes(first) ? lit : [];
        for (const s of ends) tones.set(s, 'legal');
        // The row the pointer or cursor would reveal, from the picked first to a lit last.
        const target = hovered !== null && ends.includes(hovered) ? hovered : cursor !== null && ends.includes(cursor) ? cursor : null;
        if (target !== null) for (const s of rowBetween(layout(view.length, view.board), first, target) ?? []) tones.set(s, 'hover');
        tones.set(first, 'picked');
      }
    }
    if (mine && view.phase === 'confirm' && view.move) {
      for (const s of view.move.type === 'reveal' ? view.move.sites : [view.move.site]) tones.set(s, 'picked');
    }
    if (mine && cursor !== null) tones.set(cursor, 'chosen');
    const out: Mark[] = [];
    tones.forEach((tone, site) => {
      const s = view.sites[site];
      if (!s) return;
      const c = siteSpot(s);
      out.push({ x: c.x, z: c.z, y: tileTop(s.mountain), tone });
    });
    return out;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- lit follows the view and the pick
  }, [view, mine, first, cursor, hovered]);
  // Where a tap acts (a marker's top): the first ends, then the picked first and its last ends, then the move to confirm.
  const tapAt = useMemo(() => {
    let sites: readonly number[] = [];
    if (mine && view.phase === 'choose') sites = first === null ? view.legalFirst : view.legalFirst.includes(first) ? [first, ...lit.filter((s) => s !== first)] : [];
    if (mine && view.phase === 'confirm' && view.move) sites = view.move.type === 'reveal' ? view.move.sites : [view.move.site];
    return sites.flatMap((n): TablePoint[] => {
      const s = view.sites[n];
      if (!s) return [];
      const c = siteSpot(s);
      return [{ x: c.x, z: c.z, y: tileTop(s.mountain) + MARKER_HEIGHT }];
    });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- lit follows the view and the pick
  }, [view, mine, first]);
  useDecisionTargets(tapAt);
  return <Highlights marks={marks} shape={RING} name="gold-choices" />;
}

/** The hovered site's mountain and river: a hex outline on each of their sites (the river's inside the mountain's). */
export function RegionLights({ view, controller }: { view: GoldRiversView; controller: GoldController }) {
  const hovered = useStore(controller.picking.store, (s) => s.hovered);
  const geometry = useMemo(() => flatRing(0.44 * SITE_STEP, 0.5 * SITE_STEP, 6), []);
  const material = useMemo(() => new THREE.MeshBasicMaterial({ toneMapped: false }), []);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  const { matrices, colours } = useMemo(() => {
    const site = hovered === null ? null : view.sites[hovered];
    const m: THREE.Matrix4[] = [];
    const c: THREE.Color[] = [];
    if (site) {
      const put = (sites: readonly number[], scale: number, colour: string) => {
        for (const n of sites) {
          const s = view.sites[n]!;
          const p = siteSpot(s);
          m.push(new THREE.Matrix4().makeScale(scale, 1, scale).setPosition(p.x, tileTop(s.mountain) + 0.09, p.z));
          c.push(new THREE.Color(colour));
        }
      };
      put(view.mountains[site.mountain]?.sites ?? [], 1, REGION_LIGHT.mountain);
      put(view.rivers[site.river]?.sites ?? [], 0.78, REGION_LIGHT.river);
    }
    return { matrices: m, colours: c };
  }, [hovered, view]);
  return <ColouredInstances geometry={geometry} material={material} matrices={matrices} colours={colours} renderOrder={1} name="gold-regions" />;
}
