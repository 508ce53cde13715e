// The dice of the throw being decided. When a throw comes to rest (the
// session's ThrowLayer rolled it through physics), its dice glide from where
// they lie into a row across the tray, each keeping the face the physics read,
// numbered 1–5 for the keyboard. A press or click picks a die (the boxes it
// fits light up on the board); a placed die glides into its box. Poses move
// in useFrame through refs: React renders only when the position changes.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useStore } from 'zustand';
import * as THREE from 'three';
import type { GamblerController } from '../hud/controller.ts';
import { fittingRows } from '../hud/controller.ts';
import type { GamblerView } from '../../types.ts';
import { faceUpQuaternion, useDieParts } from './dice-instances.tsx';
import { BOARD_TOP, DIE_HALF, SHOWN_DIE_SCALE, boxCentre, traySlot } from './layout.ts';
import { Label } from './Label.tsx';
import { useKick } from './kick.ts';

const CAPACITY = 5;
const GATHER_S = 0.55;
const GLIDE_S = 0.5;
const HIDDEN = new THREE.Matrix4().makeScale(0, 0, 0);

interface Glide {
  fromP: THREE.Vector3;
  fromQ: THREE.Quaternion;
  toP: THREE.Vector3;
  toQ: THREE.Quaternion;
  fromS: number;
  toS: number;
  t0: number;
  dur: number;
  lift: number;
  /** The box ("row:col") the die glides into; it is hidden once the board draws it there. */
  box: string | null;
}

interface DieSlot {
  shown: boolean;
  p: THREE.Vector3;
  q: THREE.Quaternion;
  /** Drawn size (1 = the rolling die). */
  s: number;
  glide: Glide | null;
  /** Landed in this box; shown until the board's own die there is drawn (no blank frame between). */
  landedIn: string | null;
}

const throwKeyOf = (v: GamblerView): string | null =>
  v.turn?.faces ? `${v.round}:${v.active}:${v.turn.throws}:${v.turn.faces.length}` : null;

/** Where die `i` of a throw of `n` waits to be chosen, face up. */
function slotPose(i: number, n: number, face: number): { p: THREE.Vector3; q: THREE.Quaternion; s: number } {
  const s = traySlot(i, n);
  return { p: new THREE.Vector3(s.x, DIE_HALF * SHOWN_DIE_SCALE, s.z), q: faceUpQuaternion(face, 0), s: SHOWN_DIE_SCALE };
}

const ease = (t: number) => t * t * (3 - 2 * t);

export function ThrownDice({ view, controller }: { view: GamblerView; controller: GamblerController }) {
  const parts = useDieParts();
  const meshes = useRef<(THREE.InstancedMesh | null)[]>([]);
  const slots = useRef<DieSlot[]>(Array.from({ length: CAPACITY }, () => ({ shown: false, p: new THREE.Vector3(), q: new THREE.Quaternion(), s: 1, glide: null, landedIn: null })));
  const prev = useRef<GamblerView | null>(null);
  const ring = useRef<THREE.Mesh>(null);
  const { scene, invalidate, controls } = useThree();
  const kick = useKick();
  const picked = useStore(controller.pick, (s) => s.die);
  const scratch = useMemo(() => ({ m: new THREE.Matrix4(), scale: new THREE.Vector3() }), []);

  /** The session's ThrowLayer group (its dice, in throw order). */
  const throwLayer = () => scene.getObjectByName('throw-layer') ?? null;

  const writeMatrices = () => {
    slots.current.forEach((slot, i) => {
      const m = slot.shown ? scratch.m.compose(slot.p, slot.q, scratch.scale.setScalar(slot.s)) : HIDDEN;
      for (const mesh of meshes.current) mesh?.setMatrixAt(i, m);
    });
    for (const mesh of meshes.current) {
      if (!mesh) continue;
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
    }
  };

  const glide = (i: number, to: { p: THREE.Vector3; q: THREE.Quaternion; s: number }, dur: number, lift: number, box: string | null) => {
    const slot = slots.current[i]!;
    slot.landedIn = null;
    slot.glide = { fromP: slot.p.clone(), fromQ: slot.q.clone(), toP: to.p, toQ: to.q, fromS: slot.s, toS: to.s, t0: performance.now(), dur, lift, box };
  };

  useLayoutEffect(() => {
    const before = prev.current;
    prev.current = view;
    const faces = view.turn?.faces ?? null;
    const key = throwKeyOf(view);
    const oldKey = before ? throwKeyOf(before) : null;
    const list = slots.current;

    // A die went onto the board since the last position: glide it into its box.
    if (before?.turn?.faces && before.round === view.round) {
      view.rows.forEach((row, r) => {
        if (row.length !== (before.rows[r]?.length ?? 0) + 1) return;
        const face = row[row.length - 1];
        const die = before.turn!.faces!.findIndex((f, i) => f === face && (faces?.[i] == null || key !== oldKey) && list[i]?.shown);
        if (die < 0) return;
        const c = boxCentre(r, row.length - 1);
        const yaw = (((r * 7 + row.length * 3) % 5) - 2) * 0.05;
        const box = `${r}:${row.length - 1}`;
        glide(die, { p: new THREE.Vector3(c.x, BOARD_TOP + DIE_HALF * SHOWN_DIE_SCALE, c.z), q: faceUpQuaternion(face!, yaw), s: SHOWN_DIE_SCALE }, GLIDE_S, 5, box);
      });
    }

    if (key !== null && key !== oldKey && faces) {
      // A new throw came to rest: take over its dice from the ThrowLayer and line them up.
      const layer = throwLayer();
      const rolled = layer && layer.visible ? layer.children : [];
      faces.forEach((face, i) => {
        const slot = list[i]!;
        if (face === null) {
          slot.shown = false;
          slot.glide = null;
          return;
        }
        const target = slotPose(i, faces.length, face);
        const body = rolled[i];
        if (body && body.children.length > 0) {
          slot.p.copy(body.position);
          slot.q.copy(body.quaternion);
          slot.s = 1;
          slot.shown = true;
          glide(i, target, GATHER_S, 1.5, null);
        } else {
          slot.p.copy(target.p);
          slot.q.copy(target.q);
          slot.s = target.s;
          slot.shown = true;
          slot.glide = null;
        }
      });
      for (let i = faces.length; i < CAPACITY; i++) list[i]!.shown = false;
    } else if (!faces) {
      // No throw on the table (a throw is awaited, or the game ended): only gliding dice stay.
      list.forEach((slot) => {
        if (!slot.glide?.box && !slot.landedIn) {
          slot.shown = false;
          slot.glide = null;
        }
      });
    }
    if (faces && key === oldKey) {
      // Same throw, any other change (an undo, a replay step back): dice follow the faces.
      faces.forEach((face, i) => {
        const slot = list[i]!;
        if (slot.glide || slot.landedIn) return;
        if (face === null) slot.shown = false;
        else if (!slot.shown) {
          const target = slotPose(i, faces.length, face);
          slot.p.copy(target.p);
          slot.q.copy(target.q);
          slot.s = target.s;
          slot.shown = true;
        }
      });
    }
    const layer = throwLayer();
    // The ThrowLayer keeps the last throw's dice where they came to rest until the next throw
    // replaces them; after the game's last throw there is none, so they must not show again.
    if (layer) layer.visible = !faces && !view.over;
    // Every die still in flight keeps its box empty on the board (not only the one that just left).
    controller.setArriving(list.flatMap((slot) => (slot.glide?.box ? [slot.glide.box] : [])));
    controller.motion.gliding = list.some((slot) => slot.glide !== null);
    writeMatrices();
    kick();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  // Landed dice leave once the board draws its own die in their box.
  const arrivingNow = useStore(controller.pick, (s) => s.arriving);
  useLayoutEffect(() => {
    let hid = false;
    for (const slot of slots.current) {
      if (slot.landedIn && !arrivingNow.includes(slot.landedIn)) {
        slot.landedIn = null;
        slot.shown = false;
        hid = true;
      }
    }
    if (hid) {
      writeMatrices();
      kick();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrivingNow]);

  // The selection ring under the picked die.
  useLayoutEffect(() => {
    const r = ring.current;
    if (!r) return;
    const n = view.turn?.faces?.length ?? 0;
    r.visible = picked !== null && picked < n;
    if (picked !== null) {
      const s = traySlot(picked, n);
      r.position.set(s.x, 0.03, s.z);
    }
    kick();
  }, [picked, view, kick]);

  useFrame(() => {
    let moving = false;
    let landed = false;
    let changed = false;
    const now = performance.now();
    for (const slot of slots.current) {
      const g = slot.glide;
      if (!g) continue;
      changed = true;
      const t = Math.min(1, (now - g.t0) / (g.dur * 1000));
      const e = ease(t);
      slot.p.lerpVectors(g.fromP, g.toP, e);
      slot.p.y += Math.sin(Math.PI * t) * g.lift;
      slot.q.slerpQuaternions(g.fromQ, g.toQ, e);
      slot.s = g.fromS + (g.toS - g.fromS) * e;
      if (t >= 1) {
        slot.glide = null;
        if (g.box) {
          slot.landedIn = g.box;
          landed = true;
        }
      } else moving = true;
    }
    controller.motion.gliding = moving;
    // Written before this frame renders, so the last step of a glide is drawn too.
    if (changed) writeMatrices();
    // The board draws the landed dice from now on (TableDice), and the layout effect below hides ours in the same commit.
    if (landed) controller.setArriving(slots.current.flatMap((s) => (s.glide?.box ? [s.glide.box] : [])));
    if (moving) invalidate();
  });

  useEffect(() => () => controller.endDrag(), [controller]);

  const faces = view.turn?.faces ?? null;
  const mine = controller.myDecision() !== null;

  const onPointerDown = (e: ThreeEvent<PointerEvent>) => {
    const die = e.instanceId;
    if (die === undefined || faces?.[die] == null) return;
    e.stopPropagation();
    controller.startDrag(die);
    const orbit = controls as unknown as { enabled: boolean } | null;
    if (orbit) orbit.enabled = false;
    const up = () => {
      window.removeEventListener('pointerup', up);
      if (orbit) orbit.enabled = true;
      // Let the board see the release first (a drag onto a box).
      setTimeout(() => controller.endDrag(), 0);
    };
    window.addEventListener('pointerup', up);
  };
  const onClick = (e: ThreeEvent<MouseEvent>) => {
    const die = e.instanceId;
    if (die === undefined || faces?.[die] == null || e.delta > 8) return;
    e.stopPropagation();
    controller.clickDie(die);
  };

  return (
    <group name="gambler-thrown">
      {parts.map((part, k) => (
        <instancedMesh
          key={k}
          ref={(m) => {
            meshes.current[k] = m;
          }}
          args={[part.geometry, part.material, CAPACITY]}
          castShadow
          receiveShadow
          frustumCulled={false}
          onPointerDown={onPointerDown}
          onClick={onClick}
        />
      ))}
      <mesh ref={ring} rotation-x={-Math.PI / 2} visible={false}>
        <ringGeometry args={[1.9, 2.4, 32]} />
        <meshBasicMaterial color="#ff7a1a" toneMapped={false} />
      </mesh>
      {faces?.map((face, i) => {
        if (face === null) return null;
        const s = traySlot(i, faces.length);
        const fitsSomewhere = fittingRows(view, i).length > 0;
        return (
          <Label
            key={i}
            name={`die-tag-${i}`}
            lines={[{ text: fitsSomewhere ? String(i + 1) : `${i + 1} ✕`, bold: true, colour: fitsSomewhere ? (mine ? '#ffd36b' : '#f7efdf') : '#9a8f80' }]}
            position={[s.x, 0.05, s.z - 3]}
            width={2.6}
            height={1.5}
            tilt={0.7}
          />
        );
      })}
    </group>
  );
}
