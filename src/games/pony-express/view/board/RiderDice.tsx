// The active rider's five poker dice while it decides, claims and is doubted.
// Dice under the cup lie in a cluster at the cup area: for everyone but the
// rider the cup covers them (the view gives no faces anyway); the rider sees
// them with the cup tipped aside. Dice set aside open lie in a row at the
// player area for all to see. When a throw comes to rest we take its dice over
// from the session's ThrowLayer (same poses) and glide them into place, face
// up as the physics read them. Click a die to pick it for a re-throw (picked
// dice float up over a gold ring). Motion runs in useFrame on refs.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useStore } from 'zustand';
import * as THREE from 'three';
import { FACES, type PokerFace } from '../../../../core/dice-kinds.ts';
import { FACE_NORMALS } from '../../../../physics/faces.ts';
import { DieModel } from '../../../../scene/DieModel.tsx';
import { CupModel } from '../../../../scene/CupModel.tsx';
import type { PonySession } from '../session.ts';
import type { PonyView } from '../../types.ts';
import { diceKeyOf, type PonyController } from '../hud/controller.ts';
import { CUP_HEIGHT, CUP_SCALE, CUP_SPOT, SHOWN_SCALE, cupSlot, openSlot, shownY } from './layout.ts';
import { Sign } from './Sign.tsx';

const GLIDE_S = 0.45;
const PICK_LIFT = 1.4;
const UP = new THREE.Vector3(0, 1, 0);

/** Phases in which the rider's dice lie on the table. */
const DICE_PHASES = new Set(['decide', 'rethrow-throw', 'challenge', 'bluff-caught']);

function faceUp(face: PokerFace, yaw: number): THREE.Quaternion {
  const i = FACES.poker.indexOf(face);
  const n = FACE_NORMALS.poker[i] ?? FACE_NORMALS.poker[0]!;
  const turn = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(n.x, n.y, n.z), UP);
  return new THREE.Quaternion().setFromAxisAngle(UP, yaw).multiply(turn);
}

interface DieMotion {
  p: THREE.Vector3;
  q: THREE.Quaternion;
  s: number;
  glide: { fp: THREE.Vector3; fq: THREE.Quaternion; fs: number; tp: THREE.Vector3; tq: THREE.Quaternion; ts: number; t0: number } | null;
  target: { p: THREE.Vector3; q: THREE.Quaternion; s: number } | null;
}

const ease = (t: number) => t * t * (3 - 2 * t);

export function RiderDice({ view, session, controller }: { view: PonyView; session: PonySession; controller: PonyController }) {
  const { scene, invalidate } = useThree();
  const groups = useRef<(THREE.Group | null)[]>([]);
  const rings = useRef<(THREE.Mesh | null)[]>([]);
  const cup = useRef<THREE.Group>(null);
  const motion = useRef<DieMotion[]>(Array.from({ length: 5 }, () => ({ p: new THREE.Vector3(), q: new THREE.Quaternion(), s: SHOWN_SCALE, glide: null, target: null })));
  const prev = useRef<PonyView | null>(null);
  const throwIds = useRef({ last: -1, takenOver: -2 });
  // Another seat's throw under the cup: its dice roll inside the cup, so we hide them and show the cup.
  const cupThrow = useStore(session.store, (s) => s.stage?.kind === 'throw' && s.stage.hidden && s.viewer !== s.stage.seat);
  const pickKey = useStore(controller.pick, (s) => s.diceKey);
  const picked = useStore(controller.pick, (s) => s.rethrow);
  const ring = useMemo(() => new THREE.RingGeometry(1.6, 2.1, 32), []);
  const ringMat = useMemo(() => new THREE.MeshBasicMaterial({ color: '#ffcf4a', toneMapped: false, transparent: true, opacity: 0.95 }), []);

  const throwLayer = () => scene.getObjectByName('throw-layer') ?? null;
  const syncLayer = () => {
    const layer = throwLayer();
    if (!layer) return;
    layer.visible = throwIds.current.last !== throwIds.current.takenOver;
    // A new throw starts with its dice visible (a cup throw of another seat hides them again each frame).
    if (layer.visible) for (const child of layer.children) child.visible = true;
  };

  // The session's throw layer shows each new throw; it is hidden again once we take its dice over.
  useEffect(() => {
    const track = () => {
      const st = session.store.getState().stage;
      if (st?.kind === 'throw' && st.id !== throwIds.current.last) {
        throwIds.current.last = st.id;
        syncLayer();
        invalidate();
      }
    };
    track();
    return session.store.subscribe((s, p) => s.stage !== p.stage && track());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  const ph = view.phase;
  // After a doubt the cup stays lifted until the next turn, so everyone can check the claim.
  const show = view.dice.length === 5 && (DICE_PHASES.has(ph.kind) || view.revealed);
  const inFlight = ph.kind === 'rethrow-throw' ? ph.dice : [];
  const pickedNow = pickKey === diceKeyOf(view) ? picked : [];
  const hiddenCount = view.dice.filter((d, i) => d.where === 'cup' && !inFlight.includes(i)).length;
  const cupSeen = view.dice.some((d, i) => d.where === 'cup' && !inFlight.includes(i) && d.face !== null);

  useLayoutEffect(() => {
    const before = prev.current;
    prev.current = view;
    const list = motion.current;
    // Which dice just came to rest in the throw layer (in its order)?
    let thrown: number[] = [];
    if (before && view.phase.kind === 'decide') {
      if (before.phase.kind === 'throw') thrown = [0, 1, 2, 3, 4];
      else if (before.phase.kind === 'rethrow-throw') thrown = before.phase.dice;
    }
    const layer = throwLayer();
    if (thrown.length > 0 && layer) {
      thrown.forEach((die, k) => {
        const body = layer.children[k];
        const m = list[die];
        if (!body || !m || body.children.length === 0) return;
        m.p.copy(body.position);
        m.q.copy(body.quaternion);
        m.s = 1;
        m.target = null;
      });
      throwIds.current.takenOver = throwIds.current.last;
      syncLayer();
    }
    list.forEach((m, i) => {
      const d = view.dice[i];
      if (!show || !d || d.face === null || inFlight.includes(i)) {
        m.target = null;
        m.glide = null;
        return;
      }
      const slot = d.where === 'open' ? openSlot(i) : cupSlot(i);
      const lift = pickedNow.includes(i) ? PICK_LIFT : 0;
      const tp = new THREE.Vector3(slot.x, shownY() + lift, slot.z);
      const tq = faceUp(d.face, ((i * 37) % 11) / 40 - 0.12);
      const fresh = m.target === null;
      if (fresh && !thrown.includes(i)) {
        m.p.copy(tp);
        m.q.copy(tq);
        m.s = SHOWN_SCALE;
        m.glide = null;
      } else if (!m.target || !m.target.p.equals(tp) || !m.target.q.equals(tq)) {
        m.glide = { fp: m.p.clone(), fq: m.q.clone(), fs: m.s, tp, tq, ts: SHOWN_SCALE, t0: performance.now() };
      }
      m.target = { p: tp, q: tq, s: SHOWN_SCALE };
    });
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, show, pickKey, picked]);

  useFrame(() => {
    const layer = cupThrow ? throwLayer() : null;
    if (layer) for (const child of layer.children) child.visible = false;
    let moving = false;
    const now = performance.now();
    motion.current.forEach((m, i) => {
      const g = groups.current[i];
      if (m.glide) {
        const t = Math.min(1, (now - m.glide.t0) / (GLIDE_S * 1000));
        const e = ease(t);
        m.p.lerpVectors(m.glide.fp, m.glide.tp, e);
        m.p.y += Math.sin(Math.PI * t) * 1.5;
        m.q.slerpQuaternions(m.glide.fq, m.glide.tq, e);
        m.s = m.glide.fs + (m.glide.ts - m.glide.fs) * e;
        if (t >= 1) m.glide = null;
        moving = true;
      }
      if (g) {
        g.visible = m.target !== null;
        g.position.copy(m.p);
        g.quaternion.copy(m.q);
        g.scale.setScalar(m.s);
      }
      const r = rings.current[i];
      if (r) {
        r.visible = m.target !== null && pickedNow.includes(i);
        r.position.set(m.target?.p.x ?? 0, 0.08, m.target?.p.z ?? 0);
      }
    });
    if (moving) invalidate();
  });

  useEffect(() => () => {
    ring.dispose();
    ringMat.dispose();
  }, [ring, ringMat]);

  const click = (i: number) => (e: ThreeEvent<PointerEvent>) => {
    if (!controller.deciding()) return;
    e.stopPropagation();
    controller.toggle(i);
  };

  // The cup: over the hidden dice for whoever may not see them; tipped aside for the rider (or after a reveal).
  const cupCovers = (show && hiddenCount > 0 && !cupSeen) || cupThrow;
  const cupAside = show && hiddenCount > 0 && cupSeen;
  return (
    <group name="rider-dice">
      {[0, 1, 2, 3, 4].map((i) => (
        <group key={i} name={`rider-die-${i}`} ref={(g) => void (groups.current[i] = g)} visible={false} onPointerDown={click(i)}>
          <DieModel kind="poker" />
        </group>
      ))}
      {[0, 1, 2, 3, 4].map((i) => (
        <mesh key={`ring-${i}`} ref={(r) => void (rings.current[i] = r)} geometry={ring} material={ringMat} rotation={[-Math.PI / 2, 0, 0]} visible={false} />
      ))}
      {cupCovers && (
        <group position={[CUP_SPOT.x, CUP_HEIGHT * CUP_SCALE, CUP_SPOT.z]} rotation={[Math.PI, 0, 0]} scale={CUP_SCALE} name="rider-cup">
          <CupModel ref={cup} />
        </group>
      )}
      {cupAside && (
        <group position={[CUP_SPOT.x - 8, 3.8, CUP_SPOT.z - 5]} rotation={[0, 0.5, Math.PI / 2]} name="rider-cup-aside">
          <CupModel />
        </group>
      )}
      {show && (
        <>
          <Sign name="cup-sign" x={CUP_SPOT.x} z={CUP_SPOT.z + 7} width={15} height={2.6} lines={[{ text: view.revealed ? 'cup lifted: all dice shown' : 'under the cup (hidden)' }]} />
          <Sign name="open-sign" x={openSlot(2).x} z={openSlot(2).z + 5} width={15} height={2.6} lines={[{ text: 'set aside open' }]} />
        </>
      )}
    </group>
  );
}
