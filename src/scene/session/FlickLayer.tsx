// A pending flick on the table: the standing figures and the die at its start
// spot. A bot's aimed flick (or a human's, from the aim input) arrives as the
// stage's FlickSpec; this layer steps a FlickRun of exactly that spec and
// draws its poses, then reports the outcome. A human aims with the slingshot
// of src/scene/flick/. Figures
// keep the look the game's board gives them (`paintOf`: a rider in its seat's
// colour), targets and bystanders alike, so nobody's rider changes colour
// when a die flies.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import type * as THREE from 'three';
import { FlickRun } from '../../physics/flick/run.ts';
import { PHYSICS } from '../../physics/tuning.ts';
import type { FlickSetup, Pose } from '../../physics/types.ts';
import { DieModel } from '../DieModel.tsx';
import { FixedStepper } from '../fixed-stepper.ts';
import { stepStageRun, type StageRun } from './stage-run.ts';
import type { SessionStore } from '../../store/session/store.ts';
import type { FlickStage } from '../../store/session/types.ts';
import { FigureModel } from './FigureModel.tsx';
import type { FigurePaint } from './figure-paint.ts';
import { SessionFlickAim } from '../flick/SessionFlickAim.tsx';
import { CATCH_UP_STEPS, restingHeight } from './layout.ts';
import { applyPose } from './pointer.ts';
import { FLICK_LAYER } from '../kit/session-layers.ts';
import type { ImpactPlayer } from './ThrowLayer.tsx';

const flickStage = (s: ReturnType<SessionStore['store']['getState']>): FlickStage | null => (s.stage?.kind === 'flick' ? s.stage : null);

function standing(setup: FlickSetup, from: { x: number; z: number }): { die: Pose; figures: Pose[] } {
  const upright = { x: 0, y: 0, z: 0, w: 1 };
  return {
    die: { position: { x: from.x, y: restingHeight(setup.die), z: from.z }, rotation: upright },
    figures: setup.figures.map((f) => ({ position: { x: f.x, y: 0, z: f.z }, rotation: upright })),
  };
}

export function FlickLayer({
  session,
  sound,
  paintOf,
}: {
  session: SessionStore;
  sound?: ImpactPlayer;
  /** The game's colour for a figure (as its board draws it); the model's own look without. */
  paintOf?: FigurePaint;
}) {
  const stage = useStore(session.store, flickStage);
  const otherStage = useStore(session.store, (s) => (s.stage && s.stage.kind !== 'flick' ? s.stage.id : null));
  const handoff = useStore(session.store, (s) => s.handoff);
  const [shown, setShown] = useState<{ id: number; setup: FlickSetup; from: { x: number; z: number } } | null>(null);
  const dieRef = useRef<THREE.Group>(null);
  const figureRefs = useRef<(THREE.Group | null)[]>([]);
  const rest = useRef<{ die: Pose; figures: Pose[] } | null>(null);
  const running = useRef<StageRun<FlickRun> | null>(null);
  const stepper = useMemo(() => new FixedStepper(PHYSICS.timestep, CATCH_UP_STEPS), []);
  const invalidate = useThree((s) => s.invalidate);

  const stageId = stage?.id ?? null;
  useEffect(() => {
    const st = flickStage(session.store.getState());
    if (!st || st.id !== stageId) return;
    rest.current = standing(st.setup, st.from);
    setShown({ id: st.id, setup: st.setup, from: st.from });
    invalidate();
  }, [stageId, session, invalidate]);

  // The figures leave the table when a throw comes up.
  useEffect(() => {
    if (otherStage !== null) setShown(null);
  }, [otherStage]);

  useEffect(() => () => running.current?.run.free(), []);

  useFrame((_, delta) => {
    const st = flickStage(session.store.getState());
    const spec = st?.spec;
    const next = st && spec ? { id: st.id, start: () => new FlickRun(st.setup, spec) } : null;
    const current = stepStageRun(running, next, stepper, delta, (id, message) => session.actions.stageFailed(id, message));
    if (current === 'failed') return;
    if (current) {
      const die = current.run.diePose();
      const figures = current.run.figurePoses();
      applyPose(dieRef.current, die);
      figures.forEach((p, i) => applyPose(figureRefs.current[i], p));
      sound?.play(current.run.takeImpacts());
      if (current.run.done) {
        const result = current.run.result();
        current.run.free();
        running.current = null;
        rest.current = { die, figures };
        session.actions.settled(current.id, result.outcome);
      }
      invalidate();
      return;
    }
    if (rest.current) {
      applyPose(dieRef.current, rest.current.die);
      rest.current.figures.forEach((p, i) => applyPose(figureRefs.current[i], p));
    }
  });

  if (!shown) return null;
  const aiming = stage !== null && stage.id === shown.id && stage.mode === 'live' && stage.performer === 'human' && !stage.spec;
  return (
    <group name={FLICK_LAYER}>
      {shown.setup.figures.map((f, i) => (
        <FigureModel
          key={`${shown.id}-${f.id}`}
          model={f.model}
          name={f.id}
          paint={paintOf?.(f)}
          ref={(g) => {
            figureRefs.current[i] = g;
            if (g) applyPose(g, rest.current?.figures[i]);
          }}
        />
      ))}
      <DieModel key={`die-${shown.id}`} kind={shown.setup.die} ref={dieRef} />
      {aiming && stage && (
        <SessionFlickAim stage={stage} active={handoff === null} onFlick={(aim) => session.actions.flick(aim)} />
      )}
    </group>
  );
}
