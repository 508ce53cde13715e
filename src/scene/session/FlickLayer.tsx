// A pending flick on the table: the standing figures and the die at its start
// spot. A bot's aimed flick (or a human's, from the aim input) arrives as the
// stage's FlickSpec; this layer steps a FlickRun of exactly that spec and
// draws its poses, then reports the outcome. A human aims with the slingshot
// of src/scene/flick/. Figures
// keep the look the game's board gives them (`paintOf`: a rider in its seat's
// colour), targets and bystanders alike, so nobody's rider changes colour
// when a die flies.
// At rest the flick is staged (flick-staging.ts): the settled scene holds
// with a caption naming who fell and what it means (the game's captioner),
// the fallen figures are remembered where they lie (fallen.ts), and only
// after the hold does the session hear the outcome.
// The caption itself is DOM, mounted by the page (CaptionOverlay.tsx next to
// this layer, or WorkerRoomCanvas when this layer runs in the scene worker,
// from the staging the worker shares: flick-staging.ts); the aim's pointer and
// keys reach this layer in the worker as forwarded input.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import type * as THREE from 'three';
import { FlickRun } from '../../physics/flick/run.ts';
import { PHYSICS } from '../../physics/tuning.ts';
import type { FlickOutcome, FlickSetup, Pose } from '../../physics/types.ts';
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
import { CAPTION_AFTER_MS, flickStagingOf } from './flick-staging.ts';
import { holdSettledFlick } from './flick-hold.ts';

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
  /** The stage whose run came to rest and is held: its spec stays set until the session hears it, but it must not run again. */
  const finished = useRef<number | null>(null);
  /** The flick the sound last heard, so its figure watch starts afresh with each flick. */
  const soundFlick = useRef<number | null>(null);
  const stepper = useMemo(() => new FixedStepper(PHYSICS.timestep, CATCH_UP_STEPS), []);
  const invalidate = useThree((s) => s.invalidate);
  const staging = useMemo(() => flickStagingOf(session), [session]);
  const timers = useRef<{ hold: ReturnType<typeof setTimeout> | null; caption: ReturnType<typeof setTimeout> | null }>({ hold: null, caption: null });

  // The caption goes when the next throw or flick comes up; leaving the room ends any hold.
  useEffect(() => {
    const stop = session.store.subscribe((s) => {
      const held = staging.getState().held;
      if (held && s.stage && s.stage.id !== held.stageId) staging.setState({ held: null });
    });
    const t = timers.current;
    return () => {
      stop();
      if (t.hold) clearTimeout(t.hold);
      if (t.caption) clearTimeout(t.caption);
      staging.setState({ held: null });
    };
  }, [session, staging]);

  /** The run came to rest: hold the scene with its caption, remember who fell, then tell the session. */
  const stageOutcome = (id: number, setup: FlickSetup, outcome: FlickOutcome, figures: Pose[]) => {
    const hold = holdSettledFlick(session, staging, id, setup, outcome, figures);
    const t = timers.current;
    if (t.hold) clearTimeout(t.hold);
    if (t.caption) clearTimeout(t.caption);
    t.hold = setTimeout(() => {
      t.hold = null;
      session.actions.settled(id, outcome);
      t.caption = setTimeout(() => {
        t.caption = null;
        if (staging.getState().held?.stageId === id) staging.setState({ held: null });
      }, CAPTION_AFTER_MS);
    }, hold);
  };

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
    // A refused outcome gives the stage back without a spec: it may be flicked (and run) again.
    if (st && !spec && finished.current === st.id) finished.current = null;
    const next = st && spec && st.id !== finished.current ? { id: st.id, start: () => new FlickRun(st.setup, spec) } : null;
    const current = stepStageRun(running, next, stepper, delta, (id, message) => session.actions.stageFailed(id, message));
    if (current === 'failed') return;
    if (current) {
      const die = current.run.diePose();
      const figures = current.run.figurePoses();
      applyPose(dieRef.current, die);
      figures.forEach((p, i) => applyPose(figureRefs.current[i], p));
      // The die's pose says what it hit; the figures' states buzz a phone when one falls (fresh for a new flick).
      sound?.play(current.run.takeImpacts(), [die]);
      sound?.figures?.(current.run.figureStates(), soundFlick.current !== current.id);
      soundFlick.current = current.id;
      if (current.run.done) {
        const result = current.run.result();
        current.run.free();
        running.current = null;
        rest.current = { die, figures };
        finished.current = current.id;
        if (st && st.id === current.id) stageOutcome(current.id, st.setup, result.outcome, figures);
        else session.actions.settled(current.id, result.outcome); // stale: the session ignores it
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
