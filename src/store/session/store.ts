// The session store: one game in progress (or a replay of one). It holds the
// game record and what derives from it, decides who acts next, asks bots
// (off the main thread, through the injected BotPort), hands physical events
// to the scene as stages and turns their settled results into inputs.
// Actions are plain functions (no hooks), so the HUD, the keyboard, the scene,
// the bot replies and window.tabletop all drive the game through one door.
import { createStore } from 'zustand/vanilla';
import { i18n } from '@lingui/core';
import type { GameModule, GameResult, Input, PhysicalOutcome, RuleError, Seat } from '../../core/contract.ts';
import { appendEntry, type GameRecord, type LogEntry } from '../../core/log.ts';
import { canonicalAction } from '../../core/canonical-action.ts';
import { physicsVersionMismatch, replay } from '../../core/replay.ts';
import { parseSave, serializeSave, type GameLookup, type SaveError } from '../../core/save.ts';
import { takePreparsed } from './preparsed-saves.ts';
import { undoLast } from '../../core/undo.ts';
import type { BotLevel, FlickChoice, PhysicalChoice, ThrowChoice } from '../../core/log.ts';
import { flickSpecOf, throwSpecOf } from '../../physics/start-of.ts';
import type { Gesture, RethrowRecord } from '../../physics/types.ts';
import { PHYSICS_VERSION } from '../../physics/version.ts';
import { botSeed, type BotPort } from './bot-port.ts';
import { autosaveKey, writeAutosave, type StorageLike } from './autosave.ts';
import { createSaveHealth } from './save-health.ts';
import { seatName } from './game-params.ts';
import { SESSION_SAID, physicsSaid, sayNow, sessionSaid } from './said.ts';
import type { Message } from '../../core/message.ts';
import { actionText, errorText } from '../../i18n/format-message.ts';
import {
  guarded, initialViewer, liveStage, outcomeDifference, quietSessionParts, replayStage, seatChange, seesPrivate, shownOf,
} from './logic.ts';
import type { ActResult, Notice, SessionState, Shown, Stage } from './types.ts';
import { currentTiming, type SessionTiming } from './speed.ts';

export type { SessionTiming };

export interface SessionDeps<S, A, V> {
  module: GameModule<S, A, V>;
  record: GameRecord;
  /** The state after `record` (from parseSave or setup); replayed when absent. */
  state?: S;
  bot: BotPort;
  /** Where saves and bot games find modules by id. */
  games: GameLookup;
  storage?: StorageLike | null;
  /** Moves of this game the storage holds already (a resumed autosave's); 0 (the default): none, a new game. */
  storedMoves?: number;
  wait?: (ms: number) => Promise<void>;
  timing?: Partial<SessionTiming>;
}

type Result = { ok: true } | { ok: false; error: RuleError };
const refuse = (code: string, message: string, said?: Message): { ok: false; error: RuleError } => ({ ok: false, error: said ? { code, message, said } : { code, message } });

/** A session of one game, typed by the game's state S, action A and view V. */
export function createSessionStore<S, A, V>(deps: SessionDeps<S, A, V>) {
  const { module, bot, games } = deps;
  const storage = deps.storage ?? null;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  /** The pauses now: the remembered speed setting (read at each use, so a change applies at once), or the caller's. */
  const timing = (): SessionTiming => ({ ...currentTiming(), ...deps.timing });
  /** Bumped whenever the live position changes; stale async replies compare it. */
  let epoch = 0;
  let nextId = 1;
  let disposed = false;
  /** Physics failures of live stages so far (a bot tries the same throw again, at most 3 times in a session). */
  let failures = 0;
  /**
   * A bot's answer asked for before its turn is shown (prepare(): while the table loads), for exactly that
   * position: the state object it was asked about (states are never changed in place) and the seat.
   */
  let early: { state: S; seat: Seat; answer: Promise<unknown> } | null = null;
  /**
   * Where the session's start stands: 'opening' from open() to start(), while the table loads (schedule() then runs
   * only what the player cannot miss behind the loading screen, opensBeforeTable, and holds the rest for start());
   * 'started' once start() came (open() then does nothing).
   */
  let phase: 'idle' | 'opening' | 'started' = 'idle';
  /** schedule() held a turn while the table loaded: start() schedules it. */
  let held = false;
  /** Resolves open()'s promise: the opening has done what it may before the table shows (or start() came). */
  let opened: (() => void) | null = null;
  const settleOpening = () => {
    opened?.();
    opened = null;
  };

  const startState = deps.state !== undefined ? deps.state : rebuild(deps.record);
  /** Saving as it stands: one lasting warning while autosaves fail, the set-aside save offered for download. */
  const saves = createSaveHealth(storage, module.id, deps.storedMoves ?? 0);
  /** Moves of each autosave write whose outcome is still to come (IndexedDB answers later, in order). */
  const pendingWrites: number[] = [];
  const unwatchStorage = storage?.watch?.((problem, key) => {
    if (key !== autosaveKey(module.id)) return;
    const moves = pendingWrites.shift() ?? get().record.inputs.length;
    if (problem === null) saves.stored(moves);
    else saves.failed(sayNow(SESSION_SAID.autosaveFailed, { reason: problem }));
  });
  const viewer0 = initialViewer(deps.record.seats);

  function rebuild(record: GameRecord): S {
    const r = replay(module, record);
    if (!r.ok) throw new Error(r.index < 0 ? r.error.message : `input ${r.index + 1} does not apply: ${r.error.message}`);
    return r.state as S;
  }

  const store = createStore<SessionState<S, V>>()(() => ({
    moduleId: module.id,
    title: module.title,
    record: deps.record,
    live: shownOf(module, startState, viewer0, deps.record.inputs.length),
    viewer: viewer0,
    ...quietSessionParts(),
  }));
  const get = store.getState;

  const name = (seat: Seat) => seatName(get().record.seats, seat, module.seatNoun);

  function notify(text: string, tone: Notice['tone'] = 'info'): void {
    const notice = { id: nextId++, text, tone };
    store.setState((s) => ({ notices: [...s.notices.slice(-3), notice] }));
  }

  function undoable(record: GameRecord, viewer: Seat | null): boolean {
    if (viewer === null) return false;
    return undoLast(module, record, viewer).ok;
  }

  /** Installs a new live position (record + its state) and saves it. */
  function setLive(record: GameRecord, state: S, viewer: Seat | null): void {
    store.setState({
      record,
      live: shownOf(module, state, viewer, record.inputs.length),
      viewer,
      canUndo: undoable(record, viewer),
    });
    // A storage that answers later (IndexedDB) is judged by its answer, not by its cache taking the text.
    const problem = writeAutosave(storage, record);
    if (problem !== null) saves.failed(problem);
    else if (storage?.watch) pendingWrites.push(record.inputs.length);
    else if (storage) saves.stored(record.inputs.length);
  }

  function commit(entry: LogEntry, state: S): void {
    const s = get();
    store.setState({ lastError: null });
    setLive(appendEntry(s.record, entry), state, s.viewer);
    schedule();
  }

  /**
   * A decision as the record keeps it: the matching entry of legalActions
   * (a copy), for the seat that must decide; never the caller's object, so
   * junk fields, cycles, BigInts or megabyte strings never reach the record.
   * A decision that matches no legal action is refused with the rules' own
   * error when they have one.
   */
  function canonicalDecision(input: Extract<Input<A>, { kind: 'action' }>): { ok: true; entry: LogEntry } | { ok: false; error: RuleError } {
    const state = get().live.state;
    const aw = get().live.awaiting;
    if (aw.kind === 'decision' && input.seat === aw.seat) {
      const legal = guarded(() => module.legalActions(state));
      const found = legal.ok ? canonicalAction(legal.value, input.action) : undefined;
      if (found !== undefined) {
        const action = JSON.parse(JSON.stringify(found)) as A;
        return { ok: true, entry: { input: { kind: 'action', seat: aw.seat, action } } };
      }
    }
    const res = guarded(() => module.apply(state, input));
    if (res.ok && !res.value.ok) return { ok: false, error: res.value.error };
    return refuse('not-legal', 'That is not one of the moves open now.', sessionSaid(SESSION_SAID.notLegal));
  }

  /** Applies an input to the live game; a rule error (or a module exception) leaves everything as it was. */
  function applyLive(given: LogEntry): { ok: true; state: S } | { ok: false; error: RuleError } {
    let entry = given;
    if (given.input.kind === 'action') {
      const canonical = canonicalDecision(given.input as Extract<Input<A>, { kind: 'action' }>);
      if (!canonical.ok) return canonical;
      entry = canonical.entry;
    }
    const res = guarded(() => module.apply(get().live.state, entry.input as Input<A>));
    if (!res.ok) return refuse('exception', `The rules failed: ${res.message}`, sessionSaid(SESSION_SAID.rulesFailed, { reason: res.message }));
    if (!res.value.ok) return { ok: false, error: res.value.error };
    commit(entry, res.value.state);
    return { ok: true, state: res.value.state };
  }

  /** Decides what happens next in the live game: a human's turn, a bot's decision or a physical event. */
  function schedule(): void {
    const token = ++epoch;
    const s = get();
    if (disposed || s.replay) return;
    const aw = s.live.awaiting;
    if (aw.kind === 'end') {
      settleOpening();
      store.setState({ stage: null, thinking: null, handoff: null });
      return;
    }
    const seat = aw.seat;
    const cfg = s.record.seats[seat];
    if (phase === 'opening' && !opensBeforeTable(s)) {
      held = true;
      prepare();
      settleOpening();
      return;
    }
    const stage = liveStage(aw, s.record, nextId++);
    if (!cfg || cfg.kind === 'human') {
      // Behind the pass-the-device screen the table and HUD show only what every seat may see:
      // the previous seat's private view (its hidden dice, its cards) must not shine through.
      // With nothing private to show, a banner names the seat instead of the wall (games without hidden information).
      const change = seatChange(s.record.seats, s.viewer, seat, () => seesPrivate(module, s.live.state, seat));
      if (change === 'wall') store.setState({ handoff: seat, stage, thinking: null, viewer: null, live: { ...s.live, view: module.view(s.live.state, null) } });
      else {
        const banner = change === 'banner' ? { turnBanner: { seat, id: nextId++ } } : {};
        store.setState({ handoff: null, stage, thinking: null, viewer: seat, live: { ...s.live, view: module.view(s.live.state, seat) }, ...banner });
      }
      store.setState({ canUndo: undoable(get().record, get().viewer) });
      settleOpening();
      return;
    }
    const stale = () => disposed || token !== epoch;
    if (aw.kind === 'decision') {
      // A setup choice made while the table loads shows no thinking: no pause, and no change under the loading screen.
      if (phase !== 'opening') store.setState({ stage: null, thinking: seat, handoff: null });
      const asked = early && early.state === s.live.state && early.seat === seat ? early.answer : bot.choose(decisionRequest(s, seat, cfg.level));
      early = null;
      // A setup choice made while the table loads has no thinking to show: it is on the table when it appears.
      Promise.all([asked, phase === 'opening' ? Promise.resolve() : wait(timing().thinkMs)]).then(
        ([action]) => {
          if (stale()) return;
          const res = applyLive({ input: { kind: 'action', seat, action } });
          if (!res.ok) fallbackMove(seat, sayNow(SESSION_SAID.moveRefused, { seat: name(seat), reason: errorText(res.error) }));
        },
        (error: unknown) => {
          if (!stale()) fallbackMove(seat, sayNow(SESSION_SAID.couldNotDecide, { seat: name(seat), reason: error instanceof Error ? error.message : String(error) }));
        },
      );
      return;
    }
    store.setState({ stage, thinking: aw.kind === 'flick' ? seat : null, handoff: null });
    if (!stage) return;
    if (stage.kind === 'throw') {
      void wait(timing().throwDelayMs).then(() => {
        if (!stale()) setBotThrow(stage.id);
      });
      return;
    }
    Promise.all([bot.aim({ setup: stage.setup, from: stage.from, level: stage.level ?? 'easy', seed: stage.seed }), wait(timing().thinkMs)]).then(
      ([spec]) => {
        if (!stale()) setFlick(stage.id, { kind: 'flick', angle: spec.angle, power: spec.power });
      },
      (error: unknown) => {
        if (stale()) return;
        notify(i18n._({ id: 'notice.no-aim', message: '{seat} could not aim ({reason}); flicking straight at the first target.', values: { seat: name(stage.seat), reason: error instanceof Error ? error.message : String(error) } }), 'warn');
        const target = stage.setup.figures.find((f) => f.role === 'target') ?? stage.setup.figures[0];
        const angle = target ? Math.atan2(target.x - stage.from.x, -(target.z - stage.from.z)) : 0;
        setFlick(stage.id, { kind: 'flick', angle, power: 0.5 });
      },
    );
  }

  /**
   * What may run while the table loads, before its first frame (issue 26): a bot's setup choice (the module's
   * inSetup: a starting piece placed before the first turn, which the player reads on the table and in the log
   * as the table appears, instead of watching one pause per bot), and a human's turn with nothing to announce
   * (no banner, no pass-the-device wall: the first frame draws that turn, its dice in the cup, its throw area).
   * A bot's real turn, a throw or flick by a bot, an announced seat and the end wait for the table.
   */
  function opensBeforeTable(s: SessionState<S, V>): boolean {
    const aw = s.live.awaiting;
    if (aw.kind === 'end') return false;
    const cfg = s.record.seats[aw.seat];
    if (cfg && cfg.kind === 'bot') {
      if (aw.kind !== 'decision') return false;
      const setup = guarded(() => module.inSetup?.(s.live.state) === true);
      return setup.ok && setup.value;
    }
    return seatChange(s.record.seats, s.viewer, aw.seat, () => seesPrivate(module, s.live.state, aw.seat)) === 'none';
  }

  /**
   * When the live turn is a bot's decision, asks the bot for it now (while the table loads): start() then shows
   * the bot thinking for the usual pause only, not also for the bot worker's start, its import of the rules and
   * its search. Nothing is shown or applied before start().
   */
  function prepare(): void {
    const s = get();
    const aw = s.live.awaiting;
    if (disposed || s.replay || early || aw.kind !== 'decision') return;
    const cfg = s.record.seats[aw.seat];
    if (!cfg || cfg.kind === 'human') return;
    const answer = bot.choose(decisionRequest(s, aw.seat, cfg.level));
    // A failure is met when the turn comes (schedule's fallback move), not as an unhandled rejection now.
    answer.catch(() => undefined);
    early = { state: s.live.state, seat: aw.seat, answer };
  }

  /** What a bot is asked for its decision at `s`'s live position (pure: the same request gets the same move). */
  function decisionRequest(s: SessionState<S, V>, seat: Seat, level: BotLevel) {
    return { moduleId: module.id, state: s.live.state, seat, level, seed: botSeed(s.record.seed, s.record.inputs.length), players: s.record.seats.length };
  }

  /** A bot's answer failed: play its first legal move so the game never stalls, and say so. */
  function fallbackMove(seat: Seat, why: string): void {
    const actions = guarded(() => module.legalActions(get().live.state));
    const first = actions.ok ? actions.value[0] : undefined;
    if (first === undefined) {
      notify(i18n._({ id: 'notice.no-fallback', message: '{why}; no legal move to play instead.', values: { why } }), 'warn');
      return;
    }
    notify(i18n._({ id: 'notice.fallback', message: '{why}; it plays "{move}" instead.', values: { why, move: actionText(module, get().live.state, first) } }), 'warn');
    const res = applyLive({ input: { kind: 'action', seat, action: first } });
    if (!res.ok) notify(i18n._({ id: 'notice.fallback-refused', message: 'The fallback move was refused too: {reason}', values: { reason: errorText(res.error) } }), 'warn');
  }

  /**
   * A bot throws the seeded throw: always the stage's derived seed, also after a physics failure
   * (physics is deterministic, so only a passing failure can be retried, and the same seed keeps
   * the throw one the save checker re-derives: a record holds no attempt number a forger could choose).
   */
  function setBotThrow(id: number): void {
    const stage = get().stage;
    if (!stage || stage.id !== id || stage.kind !== 'throw') return;
    const choice: ThrowChoice = { kind: 'throw' };
    const spec = guarded(() => throwSpecOf(stage, choice));
    if (spec.ok) setSpec(id, spec.value, choice);
    else notify(i18n._({ id: 'notice.bot-throw', message: 'The bot\'s throw could not be made: {reason}', values: { reason: spec.message } }), 'warn');
  }

  /** A flick's aim and power, from the derived start spot; an aim physics refuses is reported. */
  function setFlick(id: number, choice: FlickChoice): { ok: true } | { ok: false; message: string } {
    const stage = get().stage;
    if (!stage || stage.id !== id || stage.kind !== 'flick') return { ok: false, message: 'Nothing waits for a flick now.' };
    const spec = guarded(() => flickSpecOf(stage, choice));
    if (!spec.ok) {
      notify(i18n._({ id: 'notice.flick', message: 'The flick could not be made: {reason}', values: { reason: spec.message } }), 'warn');
      return spec;
    }
    setSpec(id, spec.value, choice);
    return { ok: true };
  }

  function setSpec(id: number, spec: Stage['spec'], choice: PhysicalChoice): void {
    const stage = get().stage;
    if (!stage || stage.id !== id || stage.spec) return;
    store.setState({ stage: { ...stage, spec, choice } as Stage, thinking: null });
  }

  /** The human's stage, when a human may perform it now. */
  function humanStage(kind: Stage['kind']): Stage | { error: RuleError } {
    const s = get();
    if (s.replay) return { error: { code: 'replay', message: 'A replay is showing; leave it to play on.', said: sessionSaid(SESSION_SAID.replay) } };
    const stage = s.stage;
    if (!stage || stage.kind !== kind || stage.mode !== 'live') {
      return { error: { code: 'not-awaiting', message: `Nothing waits for a ${kind} now.`, said: sessionSaid(SESSION_SAID.notAwaiting, { kind }) } };
    }
    if (stage.performer !== 'human') return { error: { code: 'bot-seat', message: `${name(stage.seat)} is a bot; it performs its own ${kind}.`, said: sessionSaid(SESSION_SAID.botPerforms, { seat: name(stage.seat), kind }) } };
    if (s.handoff !== null) return { error: { code: 'handoff', message: `Pass the device to ${name(s.handoff)} first.`, said: sessionSaid(SESSION_SAID.handoff, { seat: name(s.handoff) }) } };
    if (stage.spec) return { error: { code: 'in-motion', message: `The ${kind} is already under way.`, said: sessionSaid(SESSION_SAID.inMotion, { kind }) } };
    return stage;
  }

  // ---------------------------------------------------------------------------
  // Replay

  function replayShown(record: GameRecord, step: number): Shown<S, V> | null {
    const r = replay(module, record, { upTo: step });
    return r.ok ? shownOf(module, r.state as S, get().viewer, step) : null;
  }

  function advanceReplay(): void {
    const rp = get().replay;
    if (!rp) return;
    const entry = rp.record.inputs[rp.step];
    if (!entry) return;
    const res = guarded(() => module.apply(rp.shown.state, entry.input as Input<A>));
    if (!res.ok || !res.value.ok) {
      notify(i18n._({ id: 'notice.replay-stops', message: 'The replay stops at move {n}: it no longer applies.', values: { n: rp.step + 1 } }), 'warn');
      store.setState({ replay: { ...rp, playing: false }, stage: null });
      return;
    }
    const step = rp.step + 1;
    const queued = Math.max(0, Math.min(rp.queued, rp.record.inputs.length - step));
    store.setState({ replay: { ...rp, step, queued, shown: shownOf(module, res.value.state, get().viewer, step) }, stage: null });
    // A step asked for while this one was on the table is taken now, without waiting.
    if (queued > 0) {
      store.setState({ replay: { ...get().replay!, queued: queued - 1 } });
      actions.replayStep(1);
      return;
    }
    if (get().replay?.playing) {
      const token = epoch;
      void wait(timing().replayDelayMs).then(() => {
        if (token === epoch && get().replay?.playing) actions.replayStep(1);
      });
    }
  }

  // ---------------------------------------------------------------------------

  const actions = {
    /** A human seat's decision. A rule error is returned (and shown); nothing changes. */
    act(action: A, seat?: Seat): ActResult<V> {
      const s = get();
      if (s.replay) return refuse('replay', 'A replay is showing; leave it to play on.', sessionSaid(SESSION_SAID.replay));
      const aw = s.live.awaiting;
      const actor = seat ?? (aw.kind === 'end' ? 0 : aw.seat);
      if (s.record.seats[actor]?.kind === 'bot') {
        const error = { code: 'bot-seat', message: `${name(actor)} is played by a bot.`, said: sessionSaid(SESSION_SAID.botSeat, { seat: name(actor) }) };
        store.setState({ lastError: error });
        return { ok: false, error };
      }
      if (s.handoff !== null) return refuse('handoff', `Pass the device to ${name(s.handoff)} first.`, sessionSaid(SESSION_SAID.handoff, { seat: name(s.handoff) }));
      const res = applyLive({ input: { kind: 'action', seat: actor, action } });
      if (!res.ok) {
        store.setState({ lastError: res.error });
        return res;
      }
      return { ok: true, view: module.view(res.state, actor) };
    },

    /**
     * A human throws the pending dice: from a drag gesture, or a plain seeded throw (button, Space).
     * A drag too weak to throw (dice let go at rest) is refused, and the refusal shows.
     */
    throwDice(gesture?: Gesture): Result {
      const stage = humanStage('throw');
      if ('error' in stage) return { ok: false, error: stage.error };
      if (stage.kind !== 'throw') return refuse('not-awaiting', 'Nothing waits for a throw now.', sessionSaid(SESSION_SAID.notAwaiting, { kind: 'throw' }));
      const spec = guarded(() => throwSpecOf(stage, { gesture }));
      if (!spec.ok) {
        const error = { code: 'bad-throw', message: spec.message, said: physicsSaid('throw', spec.cause, spec.message) };
        store.setState({ lastError: error });
        return { ok: false, error };
      }
      // The record keeps the drag's own numbers only (a copy, checked above: no junk fields from the caller).
      const choice: ThrowChoice = gesture === undefined
        ? { kind: 'throw' }
        : { kind: 'throw', gesture: { from: { x: gesture.from.x, z: gesture.from.z }, to: { x: gesture.to.x, z: gesture.to.z }, durationMs: gesture.durationMs } };
      store.setState({ lastError: null });
      setSpec(stage.id, spec.value, choice);
      return { ok: true };
    },

    /** A human flicks the pending die (angle in radians, 0 = away from the player; power 0..1). */
    flick(aim: { angle: number; power: number }): Result {
      const stage = humanStage('flick');
      if ('error' in stage) return { ok: false, error: stage.error };
      if (stage.kind !== 'flick') return refuse('not-awaiting', 'Nothing waits for a flick now.', sessionSaid(SESSION_SAID.notAwaiting, { kind: 'flick' }));
      const spec = guarded(() => flickSpecOf(stage, { angle: aim?.angle, power: aim?.power }));
      if (!spec.ok) return refuse('bad-flick', spec.message, physicsSaid('flick', spec.cause, spec.message));
      setSpec(stage.id, spec.value, { kind: 'flick', angle: spec.value.angle, power: spec.value.power });
      return { ok: true };
    },

    /** The scene ran stage `id` to rest. Stale ids (an undo, a new game) are ignored. */
    settled(id: number, outcome: PhysicalOutcome, rethrows: RethrowRecord[] = [], edges: readonly number[] = []): void {
      const stage = get().stage;
      if (!stage || stage.id !== id || !stage.spec) return;
      if (stage.mode === 'replay') {
        const diff = stage.expected ? outcomeDifference(stage.expected, outcome) : null;
        const rp = get().replay;
        if (!rp) return;
        const mismatches = diff ? [...rp.mismatches, `Move ${rp.step + 1}: ${diff}`] : rp.mismatches;
        if (diff) notify(sayNow(SESSION_SAID.replayWarning, { n: rp.step + 1, diff }), 'warn');
        store.setState({ replay: { ...rp, checked: rp.checked + 1, mismatches } });
        advanceReplay();
        return;
      }
      // The record keeps the choice only; the start is re-derived from the game wherever it is read.
      const entry: LogEntry = stage.choice ? { input: outcome, physics: stage.choice } : { input: outcome };
      for (const r of rethrows) {
        notify(i18n._({ id: 'notice.rethrow', message: 'Die {n} {reason, select, cocked {landed cocked} off {left the table} other {did not come to rest}}: thrown again.', values: { n: r.die + 1, reason: r.reason === 'off-table' ? 'off' : r.reason } }));
      }
      const index = get().record.inputs.length;
      const res = applyLive(entry);
      if (res.ok) store.setState((s) => ({ rethrows: { ...s.rethrows, [index]: rethrows.map((r) => ({ die: r.die, reason: r.reason })) }, edges: { ...s.edges, [index]: [...edges] } }));
      else {
        notify(i18n._({ id: 'notice.refused', message: 'The table\'s result was refused: {reason}', values: { reason: errorText(res.error) } }), 'warn');
        store.setState({ stage: { ...stage, spec: null, choice: null } as Stage });
      }
    },

    /** The scene could not run stage `id` (physics error): report it; the stage may be performed again. */
    stageFailed(id: number, message: string): void {
      const stage = get().stage;
      if (!stage || stage.id !== id) return;
      notify(sayNow(SESSION_SAID.stageFailed, { kind: stage.kind, reason: message }), 'warn');
      if (stage.mode === 'replay') {
        advanceReplay();
        return;
      }
      store.setState({ stage: { ...stage, spec: null, choice: null } as Stage });
      // A bot throws the same derived throw again (see setBotThrow), so even this stays repeatable.
      failures++;
      if (stage.performer === 'bot' && stage.kind === 'throw' && failures <= 3) setBotThrow(id);
    },

    /** Hot-seat: the next player has the device. */
    confirmHandoff(): void {
      const s = get();
      if (s.handoff === null) return;
      const viewer = s.handoff;
      store.setState({ handoff: null, viewer, live: { ...s.live, view: module.view(s.live.state, viewer) }, canUndo: undoable(s.record, viewer) });
    },

    /** Take back the viewer's last unconfirmed decision (never a physical result). */
    undo(): Result {
      const s = get();
      if (s.replay) return refuse('replay', 'A replay is showing.', sessionSaid(SESSION_SAID.replay));
      if (s.viewer === null) return refuse('no-seat', 'Only a human seat can take a move back.', sessionSaid(SESSION_SAID.noSeat));
      const r = undoLast(module, s.record, s.viewer);
      if (!r.ok) return r;
      const state = guarded(() => rebuild(r.record));
      if (!state.ok) return refuse('replay', state.message);
      epoch++;
      setLive(r.record, state.value, s.viewer);
      schedule();
      return { ok: true };
    },

    exportSave(): string {
      return serializeSave(get().record);
    },

    /**
     * Reads a save file. A bad file returns its error and changes nothing.
     * 'play' replaces the live game with it; 'watch' opens it as a replay and keeps the live game.
     */
    importSave(text: unknown, as: 'play' | 'watch' = 'play'): { ok: true } | { ok: false; error: SaveError | RuleError } {
      // A save the checker's worker already read is taken as it is: no second parse and replay on this thread.
      const pre = takePreparsed(text);
      const parsed = pre && pre.record.moduleId === module.id ? { ok: true as const, module, ...pre } : parseSave(text, games);
      if (!parsed.ok) return parsed;
      if (parsed.record.moduleId !== module.id) {
        return refuse('other-game', `This save is for ${parsed.module.title}; open that game to load it.`, sessionSaid(SESSION_SAID.otherGame, { title: parsed.module.title }));
      }
      if (as === 'watch') {
        actions.startReplay(parsed.record);
        return { ok: true };
      }
      epoch++;
      store.setState({ replay: null, stage: null, thinking: null, handoff: null, lastError: null, rethrows: {}, edges: {} });
      setLive(parsed.record, parsed.state as S, initialViewer(parsed.record.seats));
      schedule();
      return { ok: true };
    },

    /** Watch `record` (default: the live game) from its start. The live game waits meanwhile. */
    startReplay(record?: GameRecord): void {
      const rec = record ?? get().record;
      epoch++;
      const shown = replayShown(rec, 0);
      if (!shown) {
        notify(i18n._({ id: 'notice.no-replay', message: 'This game cannot be replayed: its set-up fails.' }), 'warn');
        return;
      }
      store.setState({ replay: { record: rec, step: 0, shown, playing: false, queued: 0, checked: 0, mismatches: [] }, stage: null, thinking: null });
      // Say up front why dice may land elsewhere than in the log (the log's results are what replays).
      const otherPhysics = physicsVersionMismatch(rec, PHYSICS_VERSION);
      if (otherPhysics) notify(`Replay: ${otherPhysics}.`, 'warn');
    },

    /** One input forward (throws and flicks are re-simulated on the table first) or back. */
    replayStep(delta: 1 | -1): void {
      const rp = get().replay;
      if (!rp) return;
      if (get().stage) {
        // A throw or flick is being re-simulated: every click counts. A step forward waits its
        // turn (taken as soon as this one settles); a step back takes back a waiting one.
        const queued = Math.max(0, Math.min(rp.queued + delta, rp.record.inputs.length - rp.step - 1));
        store.setState({ replay: { ...rp, queued } });
        return;
      }
      if (delta < 0) {
        const shown = replayShown(rp.record, Math.max(0, rp.step - 1));
        if (shown) store.setState({ replay: { ...rp, step: shown.inputs, shown, playing: false, queued: 0 } });
        return;
      }
      const entry = rp.record.inputs[rp.step];
      if (!entry) {
        store.setState({ replay: { ...rp, playing: false } });
        return;
      }
      const stage = replayStage(entry, rp.shown.awaiting, rp.record, rp.step, nextId++);
      if (stage) store.setState({ stage });
      else advanceReplay();
    },

    /** Jump to a position without animation. */
    replaySeek(step: number): void {
      const rp = get().replay;
      if (!rp || !Number.isInteger(step)) return;
      const shown = replayShown(rp.record, Math.max(0, Math.min(step, rp.record.inputs.length)));
      if (shown) store.setState({ replay: { ...rp, step: shown.inputs, shown, playing: false, queued: 0 }, stage: null });
    },

    replayPlay(playing: boolean): void {
      const rp = get().replay;
      if (!rp) return;
      store.setState({ replay: { ...rp, playing } });
      if (playing && !get().stage) actions.replayStep(1);
    },

    /** Back to the live game (it carries on where it was). */
    stopReplay(): void {
      if (!get().replay) return;
      store.setState({ replay: null, stage: null });
      const s = get();
      store.setState({ live: { ...s.live, view: module.view(s.live.state, s.viewer) } });
      schedule();
    },

    dismissNotice(id: number): void {
      store.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
    },

    /** What `seat` may see now (default: the seat the screen shows). */
    view(seat?: Seat | null): V {
      const s = get();
      return module.view(s.live.state, seat === undefined ? s.viewer : seat);
    },

    legalActions(): A[] {
      const aw = get().live.awaiting;
      return aw.kind === 'decision' ? module.legalActions(get().live.state) : [];
    },

    result(): GameResult | null {
      return get().live.result;
    },

    /**
     * Call once while the table loads, before start(): opens the game as far as nothing could be missed behind the
     * loading screen (opensBeforeTable): the bots' setup choices that come first are made without their thinking
     * pause, and a human's opening turn with nothing to announce is set, so the table's first frame draws them
     * instead of a second frame after the room shows (a software GPU drew it 0.4–0.9 s later: issue 26). Anything
     * else (a bot's real turn: asked for its move now, shown after start() with the usual pause) waits for start().
     * The promise resolves once the opening has done that (at once when a human opens; after the bots' answers when
     * their setup choices come first), or at start() or dispose().
     */
    open(): Promise<void> {
      const s = get();
      if (phase !== 'idle' || disposed || s.replay) return Promise.resolve();
      const done = new Promise<void>((resolve) => (opened = resolve));
      phase = 'opening';
      schedule();
      return done;
    },

    /** Starts the first turn (call once the table is ready to show it): what open() held, or everything without it. */
    start(): void {
      settleOpening();
      const wasOpening = phase === 'opening';
      phase = 'started';
      if (wasOpening) {
        if (!held) {
          // A bot's setup answer still on its way once the table shows: the HUD says the bot is deciding.
          const s = get();
          const aw = s.live.awaiting;
          if (aw.kind === 'decision' && s.record.seats[aw.seat]?.kind === 'bot') store.setState({ thinking: aw.seat });
          return;
        }
        held = false;
      }
      schedule();
    },

    dispose(): void {
      settleOpening();
      disposed = true;
      epoch++;
      unwatchStorage?.();
      bot.dispose();
    },
  };

  return { store, actions, module, saves };
}

/** A session store; shared pieces (throw layer, HUD shell) take any game's, a game's board and HUD take their own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SessionStore<S = any, A = any, V = any> = ReturnType<typeof createSessionStore<S, A, V>>;
