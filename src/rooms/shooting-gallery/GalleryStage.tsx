// The gallery on the table: the board mat with its start line, the figures,
// the die, and the slingshot. A flick is a FlickRun stepped at the fixed
// timestep in useFrame; its poses are copied into the meshes (refs), so the
// figures that topple on screen are the ones the outcome reports.
import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import * as THREE from 'three';
import { FlickRun } from '../../physics/flick/run.ts';
import { flickDieHalfHeight } from '../../physics/flick/die.ts';
import { FLICK_AREA } from '../../physics/flick/board.ts';
import { PHYSICS } from '../../physics/tuning.ts';
import type { Pose } from '../../physics/types.ts';
import { DieModel } from '../../scene/DieModel.tsx';
import { FixedStepper } from '../../scene/fixed-stepper.ts';
import { renderQuality } from '../../scene/render-quality.ts';
import { FigureModel } from '../../scene/session/FigureModel.tsx';
import { applyPose } from '../../scene/session/pointer.ts';
import { FlickAim } from '../../scene/flick/FlickAim.tsx';
import { aimAt } from '../../scene/flick/flick-input.ts';
import type { ImpactSound } from '../../ui/impact-sound.ts';
import { hintOf, roundOver, standingSetup, type GalleryStore } from './store.ts';
import { PLAIN_MAP } from '../../scene/plain-map.ts';

/** Filled by the stage so automation and tests can find table points on screen. */
export interface StageProbe {
  screenPoint(p: { x: number; y?: number; z: number }): { x: number; y: number };
}

/**
 * Flick contacts are light (a die knocking a 10 g figure over is ~0.1 N) next
 * to a die slamming down in a throw; the sound is scaled up so they are heard.
 */
const SOUND_GAIN = 10;
const UPRIGHT = { x: 0, y: 0, z: 0, w: 1 };
const BYSTANDER_TINT = '#8fa3b8';

function BoardMat() {
  const b = FLICK_AREA.board;
  return (
    <group>
      <mesh rotation-x={-Math.PI / 2} position={[b.x, 0.03, b.z]} receiveShadow>
        <planeGeometry args={[b.halfWidth * 2, b.halfDepth * 2]} />
        <meshStandardMaterial map={PLAIN_MAP} color="#b99560" roughness={0.95} />
      </mesh>
      {/* A dark border so "off the board" is visible. */}
      {(
        [
          [b.x, b.z - b.halfDepth, b.halfWidth * 2 + 0.8, 0.8],
          [b.x, b.z + b.halfDepth, b.halfWidth * 2 + 0.8, 0.8],
          [b.x - b.halfWidth, b.z, 0.8, b.halfDepth * 2],
          [b.x + b.halfWidth, b.z, 0.8, b.halfDepth * 2],
        ] as const
      ).map(([x, z, w, d], i) => (
        <mesh key={i} rotation-x={-Math.PI / 2} position={[x, 0.05, z]}>
          <planeGeometry args={[w, d]} />
          <meshStandardMaterial map={PLAIN_MAP} color="#4a2c17" roughness={0.9} />
        </mesh>
      ))}
    </group>
  );
}

function StartLine({ z }: { z: number }) {
  return (
    <mesh rotation-x={-Math.PI / 2} position={[0, 0.04, z + 2.2]}>
      <planeGeometry args={[34, 0.45]} />
      <meshBasicMaterial map={PLAIN_MAP} color="#f3ead8" transparent opacity={0.7} />
    </mesh>
  );
}

export function GalleryStage({ gallery, sound, probe }: { gallery: GalleryStore; sound: ImpactSound; probe: StageProbe }) {
  const round = useStore(gallery.store, (s) => s.round);
  const flight = useStore(gallery.store, (s) => s.flight);
  const settled = useStore(gallery.store, (s) => s.settled);
  const bot = useStore(gallery.store, (s) => s.bot);
  const { camera, gl, invalidate } = useThree();
  const dieRef = useRef<THREE.Group | null>(null);
  const figureRefs = useRef(new Map<string, THREE.Group>());
  const running = useRef<{ id: number; run: FlickRun } | null>(null);
  const stepper = useMemo(() => new FixedStepper(PHYSICS.timestep, Math.round(renderQuality().maxCatchUp / PHYSICS.timestep)), []);
  const scratch = useMemo(() => new THREE.Vector3(), []);

  const layout = round.layout;
  const standing = useMemo(() => standingSetup(round), [round]);
  const figures = (flight?.setup ?? settled?.setup ?? standing).figures;
  const startPose: Pose = useMemo(
    () => ({ position: { x: layout.from.x, y: flickDieHalfHeight(layout.die), z: layout.from.z }, rotation: UPRIGHT }),
    [layout],
  );
  const firstAim = useMemo(() => {
    const targets = standing.figures.filter((f) => f.role === 'target');
    const d = (f: { x: number; z: number }) => Math.hypot(f.x - layout.from.x, f.z - layout.from.z);
    const nearest = [...targets].sort((a, b) => d(a) - d(b))[0];
    return nearest ? aimAt(layout.from, nearest) : 0;
  }, [standing, layout]);

  // Any change of what is shown needs a frame.
  useEffect(() => gallery.store.subscribe(() => invalidate()), [gallery, invalidate]);

  useEffect(() => {
    probe.screenPoint = ({ x, y = 0, z }) => {
      const rect = gl.domElement.getBoundingClientRect();
      scratch.set(x, y, z).project(camera);
      return { x: rect.left + ((scratch.x + 1) / 2) * rect.width, y: rect.top + ((1 - scratch.y) / 2) * rect.height };
    };
  }, [probe, gl, camera, scratch]);

  useEffect(() => () => running.current?.run.free(), []);

  useFrame((_, delta) => {
    const s = gallery.store.getState();
    if (s.flight && running.current?.id !== s.flight.id) {
      running.current?.run.free();
      running.current = null;
      try {
        running.current = { id: s.flight.id, run: new FlickRun(s.flight.setup, s.flight.spec) };
        stepper.reset();
      } catch (error) {
        gallery.actions.failed(s.flight.id, error instanceof Error ? error : new Error(String(error)));
        return;
      }
    }
    const current = running.current;
    if (current && s.flight) {
      try {
        stepper.advance(current.run, delta);
      } catch (error) {
        current.run.free();
        running.current = null;
        gallery.actions.failed(current.id, error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const die = current.run.diePose();
      const poses = current.run.figurePoses();
      applyPose(dieRef.current, die);
      s.flight.setup.figures.forEach((f, i) => applyPose(figureRefs.current.get(f.id), poses[i]));
      const impacts = current.run.takeImpacts();
      if (!s.muted) sound.play(impacts.map((n) => n * SOUND_GAIN));
      if (current.run.done) {
        const result = current.run.result();
        current.run.free();
        running.current = null;
        gallery.actions.settled(current.id, result.outcome, die, poses);
      }
      invalidate();
      return;
    }
    // At rest: the table as the last flick left it, or the figures standing at their spots.
    if (s.settled) {
      applyPose(dieRef.current, s.settled.die);
      s.settled.setup.figures.forEach((f, i) => applyPose(figureRefs.current.get(f.id), s.settled?.figures[i]));
    } else {
      applyPose(dieRef.current, startPose);
      for (const f of standing.figures) applyPose(figureRefs.current.get(f.id), { position: { x: f.x, y: 0, z: f.z }, rotation: UPRIGHT });
    }
  });

  const active = flight === null && bot === null && !roundOver(round);
  return (
    <group name="gallery">
      <BoardMat />
      <StartLine z={layout.from.z} />
      {figures.map((f) => (
        <FigureModel
          key={`${round.number}-${f.id}`}
          model={f.model}
          tint={f.role === 'bystander' ? BYSTANDER_TINT : undefined}
          ref={(g) => {
            if (g) {
              figureRefs.current.set(f.id, g);
              g.position.set(f.x, 0, f.z);
            } else figureRefs.current.delete(f.id);
          }}
        />
      ))}
      <DieModel kind={layout.die} ref={dieRef} />
      {/* The next die waits on the start line while the last one lies where it stopped. */}
      {settled && !roundOver(round) && (
        <group position={[startPose.position.x, startPose.position.y, startPose.position.z]}>
          <DieModel kind={layout.die} />
        </group>
      )}
      <FlickAim
        from={layout.from}
        die={layout.die}
        active={active}
        initialAngle={firstAim}
        preview={bot?.aim ?? null}
        onGrab={() => gallery.actions.tidy()}
        onHint={(text) => gallery.actions.setHint(text)}
        onFlick={(spec, via) => {
          gallery.actions.flick(spec, via === 'pointer' ? 'drag' : 'keys').catch((error: unknown) => {
            gallery.actions.setHint(hintOf(error));
          });
        }}
      />
    </group>
  );
}
