// On a phone, the room camera frames the current decision: the targets the
// board publishes (decision-targets.ts) at a tappable spacing inside the board
// window (target-framing.ts), gliding there when they change (the kit's
// CameraGlide) and home again once the seat has nothing to pick on the table.
// When the targets do not all fit at that spacing, the view is a focused part
// the player slides with one finger (CameraRig turns one-finger pan on), kept
// within the targets' rectangle; the hint (FramingHint) counts the lit targets
// off screen. Reset view comes back to the framing. A tab (RegionTabs) frames
// a part of the table beside the decision instead (the cards, a mat) until
// "Board" or the seat's next decision. A wide screen publishes no board
// window: nothing here moves its camera.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { useLensInWindow, useOrbitControls, type CameraHome } from './camera.ts';
import { CameraGlide } from './kit/CameraGlide.tsx';
import { boardWindow, onBoardWindow, onViewReset } from './view-frame.ts';
import { decisionTargets, onDecisionTargets, setSlideState } from './decision-targets.ts';
import { onShownRegion, onTableRegions, showRegion, shownRegion, tableRegions } from './table-regions.ts';
import { frameRect } from './kit/framing.ts';
import { HINT_BAND, TABS_BAND } from './framing-bands.ts';
import { frameTargets, within, type Inset } from './target-framing.ts';

/** How long an empty target list must last before the camera goes home (a seat's next decision follows at once). */
const HOME_AFTER_MS = 400;

export function DecisionFraming({ home, minDistance, maxDistance }: { home: CameraHome; minDistance: number; maxDistance: number }) {
  const win = useSyncExternalStore(onBoardWindow, boardWindow, boardWindow);
  const lens = useLensInWindow();
  const published = useSyncExternalStore(onDecisionTargets, decisionTargets, decisionTargets);
  // An empty list waits a moment: between two decisions of one seat the board may publish nothing for a render.
  const [targets, setTargets] = useState(published);
  useEffect(() => {
    if (published.length > 0) {
      setTargets(published);
      return;
    }
    const id = setTimeout(() => setTargets(published), HOME_AFTER_MS);
    return () => clearTimeout(id);
  }, [published]);

  const regions = useSyncExternalStore(onTableRegions, tableRegions, tableRegions);
  const region = useSyncExternalStore(onShownRegion, shownRegion, shownRegion);
  // The seat's next decision brings the board back from a tab.
  useEffect(() => {
    if (published.length > 0) showRegion(null);
  }, [published]);

  const phone = win !== null && lens !== null;
  const hasTabs = regions.length > 0;
  const inset: Inset = useMemo(() => ({ top: phone && hasTabs ? TABS_BAND : 0, bottom: phone ? HINT_BAND : 0 }), [phone, hasTabs]);
  const framing = useMemo(
    () => (phone && targets.length > 0 ? frameTargets(targets, home, lens, win, { minDistance, maxDistance, inset }) : null),
    [phone, targets, home, lens, win, minDistance, maxDistance, inset],
  );
  const regionPose = useMemo(() => {
    const r = phone ? regions.find((g) => g.id === region) : undefined;
    if (!r || !lens) return null;
    const [px, py, pz] = home.position;
    const [tx, ty, tz] = home.target;
    // From the home view's direction, the region whole in the window with a little room.
    return frameRect(r.rect, { ...lens, pitch: Math.atan2(py - ty, Math.hypot(px - tx, pz - tz)), margin: 1.15, minDistance, maxDistance });
  }, [phone, regions, region, lens, home, minDistance, maxDistance]);
  // Home again only after a framing moved the camera: the room's own camera is left alone until then.
  const framedOnce = useRef(false);
  if (framing || regionPose) framedOnce.current = true;
  const goal = regionPose ?? framing?.pose ?? (phone && framedOnce.current ? home : null);

  const [epoch, setEpoch] = useState(0);
  useEffect(() => onViewReset(() => setEpoch((e) => e + 1)), []);

  const { camera, invalidate } = useThree();
  const controls = useOrbitControls();
  const sliding = !regionPose && (framing?.sliding ?? false);
  useEffect(() => {
    setSlideState({ sliding, offScreen: 0, inset });
    invalidate();
    return () => setSlideState({ sliding: false, offScreen: 0, inset: { top: 0, bottom: 0 } });
  }, [sliding, inset, invalidate]);

  const at = useMemo(() => new THREE.Vector3(), []);
  useFrame((state) => {
    if (!sliding || !framing || !win) return;
    const orbit = controls;
    // A slide stays over the targets: the look-at point within their rectangle.
    if (orbit) {
      const { x0, z0, x1, z1 } = framing.bounds;
      const dx = THREE.MathUtils.clamp(orbit.target.x, x0, x1) - orbit.target.x;
      const dz = THREE.MathUtils.clamp(orbit.target.z, z0, z1) - orbit.target.z;
      if (Math.abs(dx) > 1e-6 || Math.abs(dz) > 1e-6) {
        orbit.target.x += dx;
        orbit.target.z += dz;
        camera.position.x += dx;
        camera.position.z += dz;
      }
    }
    // How many lit targets lie outside the board window now, for the hint.
    const { left, top, width, height } = state.size;
    let off = 0;
    for (const p of targets) {
      at.set(p.x, p.y, p.z).project(camera);
      const x = left + ((at.x + 1) / 2) * width - win.x;
      const y = top + ((1 - at.y) / 2) * height - win.y;
      if (!within({ x, y }, win, inset)) off++;
    }
    setSlideState({ sliding: true, offScreen: off, inset });
  });

  return <CameraGlide goal={goal} epoch={epoch} />;
}
