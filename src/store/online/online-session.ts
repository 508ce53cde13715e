// The session of an online table, for the 3D room: the same interface the
// game room reads from a local session (store: live / stage / notices…,
// actions: act, throwDice, flick, settled…), fed by the game server's
// messages instead of a local record. The page never holds the game's seed or
// another seat's secrets: a position is the seat's `view`, drawn through the
// game's `seatState`; moves go to the server (through the injected port) and
// come back as positions. Dice and flicks animate from the server's `thrown`
// and `flicked` messages, re-simulated here from the same spec (the thrower's
// own hidden throw included: only the thrower gets its message); positions
// that arrive while one animates wait until it settles. Undo and loading a save
// are the server's record's business: refused here with a reason. Once the
// game is over the server's record (seed and all) saves like a local one, and
// its replay runs in a local session of that record, drawn on this table.
import { createStore } from 'zustand/vanilla';
import { i18n } from '@lingui/core';
import { message, type Message } from '../../core/message.ts';
import { SESSION_SAID, physicsSaid, sessionSaid } from '../session/said.ts';
import type { GameModule, GameResult, PhysicalOutcome, RuleError, Seat } from '../../core/contract.ts';
import { canonicalAction } from '../../core/canonical-action.ts';
import { deriveRequest } from '../../core/derive.ts';
import { newRecord, type GameRecord, type SeatConfig } from '../../core/log.ts';
import { serializeSave, type SaveError } from '../../core/save.ts';
import { flickSpecOf, throwSpecOf } from '../../physics/start-of.ts';
import type { Gesture, RethrowRecord } from '../../physics/types.ts';
import { PHYSICS_VERSION } from '../../physics/version.ts';
import type { FlickedMessage, PositionMessage, SeatPlan, ThrownMessage } from '../../online/protocol.ts';
import { createSaveHealth } from '../session/save-health.ts';
import { guarded, outcomeDifference, quietSessionParts } from '../session/logic.ts';
import type { ActResult, Notice, SessionState, Shown, Stage } from '../session/types.ts';
import { createSessionStore, type SessionStore } from '../session/store.ts';
import type { BotPort } from '../session/bot-port.ts';
import type { GameLookup } from '../../core/save.ts';

/** Where the session's moves go: the table's connection (src/online/connection.ts), or a test's recorder. */
export interface OnlinePort {
  act(action: unknown): void;
  throwDice(gesture?: Gesture): void;
  flick(angle: number, power: number): void;
}

export interface OnlineSessionDeps<S, A, V> {
  module: GameModule<S, A, V>;
  /** The seats as the host set them up (a human seat is someone's device, a bot the server's). */
  plans: readonly SeatPlan[];
  options: Record<string, string | number | boolean>;
  /** The seat this device holds, or null when it watches. */
  you: Seat | null;
  port: OnlinePort;
  /** The first position the server sent. */
  position: PositionMessage;
}

/** What the connection hands the session: the server's messages for this seat. */
export interface OnlineReceiver {
  position(p: PositionMessage): void;
  thrown(m: ThrownMessage): void;
  flicked(m: FlickedMessage): void;
  record(record: GameRecord): void;
  error(error: RuleError): void;
}

/** An online session: the game room's session interface, and the door the server's messages come in by. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OnlineSession<S = any, A = any, V = any> = SessionStore<S, A, V> & { receive: OnlineReceiver };

type Result = { ok: true } | { ok: false; error: RuleError };
const refuse = (code: string, message: string, said?: Message): { ok: false; error: RuleError } => ({ ok: false, error: said ? { code, message, said } : { code, message } });

/** The online session's own words (issue 25), beside the English kept for tests and tools. */
const ONLINE_SAID = {
  notOffered: /*i18n*/ { id: 'online.refuse.not-offered', message: '{what, select, undo {Taking a move back} other {Loading a save}} is not offered at an online table: the server keeps its record.' },
  watching: /*i18n*/ { id: 'online.refuse.watching', message: 'You are watching this table.' },
  notYourMove: /*i18n*/ { id: 'online.refuse.not-your-move', message: 'It is not your move.' },
} as const;

const seatOf = (plan: SeatPlan): SeatConfig => (plan === 'human' ? { kind: 'human' } : { kind: 'bot', level: plan === 'bot:hard' ? 'hard' : 'easy' });

/** A finished game has no bot moves left to ask for. */
const NO_BOTS: BotPort = {
  choose: () => Promise.reject(new Error('the game is over')),
  aim: () => Promise.reject(new Error('the game is over')),
  dispose() {},
};

/** What the physics of a stage must come out as: the server's result, to compare with the re-simulation. */
type Expected = { stageId: number; outcome: PhysicalOutcome };

export function createOnlineSession<S, A, V>(deps: OnlineSessionDeps<S, A, V>): OnlineSession<S, A, V> {
  const { module, port, you } = deps;
  const seatState = module.seatState;
  if (!seatState) throw new Error(`${module.title} cannot be drawn online yet (it has no seatState)`);
  let nextId = 1;
  let disposed = false;
  /** The stage whose throw or flick this device sent, so a second press sends nothing. */
  let sentFor: number | null = null;
  let expected: Expected | null = null;
  /** Positions that arrived while a throw or flick was animating: shown once it settles. */
  let waiting: PositionMessage[] = [];
  let legal: unknown[] = deps.position.legal;
  /** The finished game's record (seed and all) once the server sends it; a placeholder until then. */
  let finished: GameRecord | null = null;
  /** The finished game as a local session, made for its replay: its replay and stages are shown here while it runs. */
  let local: SessionStore<S, A, V> | null = null;
  const seats = deps.plans.map(seatOf);
  // Until the end the record is the set-up without seed or moves: the server keeps the real one.
  const placeholder: GameRecord = newRecord(module.id, module.version, 0, seats, deps.options, PHYSICS_VERSION);

  function shownOf(p: PositionMessage): Shown<S, V> {
    const view = p.view as V;
    return { state: seatState!(view), view, awaiting: p.awaiting, result: p.result as GameResult | null, log: p.log, inputs: p.seq };
  }

  /** The throw or flick a position awaits, as the layers draw it; null for another seat's hidden throw (only its result is ours to see). */
  function stageOf(p: PositionMessage): Stage | null {
    const aw = p.awaiting;
    if (aw.kind !== 'throw' && aw.kind !== 'flick') return null;
    if (aw.kind === 'throw' && aw.hidden && aw.seat !== you) return null;
    // The seed is the server's: 0 here until its `thrown` message brings the throw's own.
    const request = deriveRequest(aw, { seed: 0, seats }, p.seq);
    if (!request) return null;
    const performer = aw.seat === you ? 'human' : 'bot';
    const id = nextId++;
    if (request.kind === 'throw') {
      const { seat, seed, kinds, area, hidden } = request;
      return { kind: 'throw', id, mode: 'live', seat, performer, seed, kinds, area, hidden, spec: null, choice: null, expected: null };
    }
    const { seat, seed, setup, from } = request;
    return { kind: 'flick', id, mode: 'live', seat, performer, seed, setup, from, level: null, spec: null, choice: null, expected: null };
  }

  const first = shownOf(deps.position);
  const store = createStore<SessionState<S, V>>()(() => ({
    moduleId: module.id,
    title: module.title,
    record: placeholder,
    live: first,
    viewer: you,
    ...quietSessionParts(),
  }));
  const get = store.getState;
  const saves = createSaveHealth(null, module.id);

  function notify(text: string, tone: Notice['tone'] = 'info'): void {
    const notice = { id: nextId++, text, tone };
    store.setState((s) => ({ notices: [...s.notices.slice(-3), notice] }));
  }

  function install(p: PositionMessage): void {
    legal = p.legal;
    sentFor = null;
    expected = null;
    const aw = p.awaiting;
    const botSeat = aw.kind !== 'end' && seats[aw.seat]?.kind === 'bot' ? aw.seat : null;
    store.setState({ live: shownOf(p), stage: stageOf(p), thinking: botSeat, lastError: null });
  }

  /** A stage is animating: positions wait for it to settle. */
  const animating = () => get().stage?.spec != null;

  function flush(): void {
    const next = waiting;
    waiting = [];
    const last = next[next.length - 1];
    if (last) install(last);
  }

  function animate(stage: Stage, spec: Stage['spec'], choice: Stage['choice'], seed: number, outcome: PhysicalOutcome): void {
    expected = { stageId: stage.id, outcome };
    store.setState({ stage: { ...stage, seed, spec, choice } as Stage, thinking: null });
  }

  const receive: OnlineReceiver = {
    position(p: PositionMessage): void {
      if (disposed) return;
      if (animating()) waiting.push(p);
      else install(p);
    },
    /** A throw settled on the server: the same throw runs on this table, then the position that followed it shows. */
    thrown(m: ThrownMessage): void {
      const stage = get().stage;
      if (disposed || !stage || stage.kind !== 'throw' || stage.spec || get().live.inputs !== m.index) return;
      const choice = m.gesture ? { kind: 'throw' as const, gesture: m.gesture } : { kind: 'throw' as const };
      const spec = guarded(() => throwSpecOf({ ...stage, seed: m.seed }, choice));
      if (spec.ok) animate(stage, spec.value, choice, m.seed, { kind: 'dice', faces: m.faces });
    },
    flicked(m: FlickedMessage): void {
      const stage = get().stage;
      if (disposed || !stage || stage.kind !== 'flick' || stage.spec || get().live.inputs !== m.index) return;
      const choice = { kind: 'flick' as const, angle: m.angle, power: m.power };
      const spec = guarded(() => flickSpecOf(stage, choice));
      if (spec.ok) animate(stage, spec.value, choice, stage.seed, m.outcome);
    },
    record(record: GameRecord): void {
      finished = record;
      store.setState({ record });
    },
    error(error: RuleError): void {
      // The server refused what this device sent: it may be sent again.
      sentFor = null;
      store.setState({ lastError: error });
    },
  };

  /** This device's stage, when it may throw or flick now. */
  function ownStage(kind: Stage['kind']): Stage | { error: RuleError } {
    const stage = get().stage;
    if (!stage || stage.kind !== kind || stage.mode !== 'live') return { error: { code: 'not-awaiting', message: `Nothing waits for a ${kind} now.` } };
    if (stage.performer !== 'human') return { error: { code: 'not-your-turn', message: `Seat ${stage.seat + 1} performs this ${kind}.` } };
    if (stage.spec || sentFor === stage.id) return { error: { code: 'in-motion', message: `The ${kind} is already under way.` } };
    return stage;
  }

  const online = (what: 'undo' | 'load'): { ok: false; error: RuleError } =>
    refuse('online', `${what === 'undo' ? 'Taking a move back' : 'Loading a save'} is not offered at an online table: the server keeps its record.`, message(ONLINE_SAID.notOffered.id, { what }));

  /** The local session of the finished record, seen from this seat (a watcher: the spectator's view); null before the end. */
  function replaySession(): SessionStore<S, A, V> | null {
    if (local || !finished) return local;
    const made = guarded(() => createSessionStore<S, A, V>({ module, record: finished!, bot: NO_BOTS, games: [module] as unknown as GameLookup, storage: null }));
    if (!made.ok) {
      notify(i18n._({ id: 'online.notice.no-replay', message: 'The finished game cannot be replayed here ({reason}); save it to keep it.', values: { reason: made.message } }), 'warn');
      return null;
    }
    local = made.value;
    local.store.setState({ viewer: you });
    // While the replay runs, its position and its throws and flicks are what this table draws.
    local.store.subscribe((l) => {
      if (l.replay || get().replay) store.setState({ replay: l.replay, stage: l.replay ? l.stage : null });
    });
    return local;
  }
  /** The replay's session while a replay shows (stages that settle are its). */
  const replaying = () => (get().replay ? local : null);

  const actions = {
    act(action: A, seat?: Seat): ActResult<V> {
      const s = get();
      const aw = s.live.awaiting;
      if (you === null) return refuse('spectator', 'You are watching this table.', message(ONLINE_SAID.watching.id));
      if (aw.kind !== 'decision' || aw.seat !== you || (seat !== undefined && seat !== you)) return refuse('not-your-turn', 'It is not your move.', message(ONLINE_SAID.notYourMove.id));
      const found = canonicalAction(legal, action);
      if (found === undefined) {
        const error = { code: 'not-legal', message: 'That is not one of the moves open now.' };
        store.setState({ lastError: error });
        return { ok: false, error };
      }
      port.act(JSON.parse(JSON.stringify(found)));
      store.setState({ lastError: null });
      return { ok: true, view: s.live.view };
    },

    throwDice(gesture?: Gesture): Result {
      const stage = ownStage('throw');
      if ('error' in stage) return { ok: false, error: stage.error };
      if (stage.kind !== 'throw') return refuse('not-awaiting', 'Nothing waits for a throw now.', sessionSaid(SESSION_SAID.notAwaiting, { kind: 'throw' }));
      // Checked here as the server will (a drag too weak to throw is refused at once); the server throws with its seed.
      const spec = guarded(() => throwSpecOf(stage, { gesture }));
      if (!spec.ok) {
        const error = { code: 'bad-throw', message: spec.message, said: physicsSaid('throw', spec.cause, spec.message) };
        store.setState({ lastError: error });
        return { ok: false, error };
      }
      sentFor = stage.id;
      port.throwDice(gesture === undefined ? undefined : { from: { x: gesture.from.x, z: gesture.from.z }, to: { x: gesture.to.x, z: gesture.to.z }, durationMs: gesture.durationMs });
      store.setState({ lastError: null });
      return { ok: true };
    },

    flick(aim: { angle: number; power: number }): Result {
      const stage = ownStage('flick');
      if ('error' in stage) return { ok: false, error: stage.error };
      const spec = guarded(() => flickSpecOf(stage as Extract<Stage, { kind: 'flick' }>, { angle: aim?.angle, power: aim?.power }));
      if (!spec.ok) return refuse('bad-flick', spec.message, physicsSaid('flick', spec.cause, spec.message));
      sentFor = stage.id;
      port.flick(spec.value.angle, spec.value.power);
      return { ok: true };
    },

    /** The table ran the server's throw or flick to rest: its result is the server's; a difference is said. */
    settled(id: number, outcome: PhysicalOutcome, rethrows: RethrowRecord[] = [], edges: readonly number[] = []): void {
      const rp = replaying();
      if (rp) return rp.actions.settled(id, outcome, rethrows, edges);
      const stage = get().stage;
      if (!stage || stage.id !== id || !stage.spec) return;
      const diff = expected && expected.stageId === id ? outcomeDifference(expected.outcome, outcome) : null;
      if (diff) notify(i18n._({ id: 'online.notice.differs', message: "{kind, select, throw {This table re-simulated the throw differently ({diff}); the server's result stands.} other {This table re-simulated the flick differently ({diff}); the server's result stands.}}", values: { kind: stage.kind, diff } }), 'warn');
      const index = get().live.inputs;
      store.setState((s) => ({ stage: null, rethrows: { ...s.rethrows, [index]: rethrows.map((r) => ({ die: r.die, reason: r.reason })) }, edges: { ...s.edges, [index]: [...edges] } }));
      flush();
    },

    stageFailed(id: number, message: string): void {
      const rp = replaying();
      if (rp) return rp.actions.stageFailed(id, message);
      const stage = get().stage;
      if (!stage || stage.id !== id) return;
      notify(i18n._({ id: 'online.notice.not-shown', message: "{kind, select, throw {The throw could not be shown here ({reason}); the server's result stands.} other {The flick could not be shown here ({reason}); the server's result stands.}}", values: { kind: stage.kind, reason: message } }), 'warn');
      store.setState({ stage: null });
      flush();
    },

    confirmHandoff(): void {},
    undo: (): Result => online('undo'),
    exportSave(): string {
      if (!finished) throw new Error('The game is still being played: its record (with the seed) comes from the server at the end.');
      return serializeSave(finished);
    },
    importSave: (_text: unknown, _as: 'play' | 'watch' = 'play'): { ok: true } | { ok: false; error: SaveError | RuleError } => online('load'),
    startReplay(): void {
      if (!finished) return notify(i18n._({ id: 'online.notice.replay-later', message: 'The replay is there once the game is over: the server sends its record then.' }), 'info');
      replaySession()?.actions.startReplay();
    },
    replayStep(delta: 1 | -1): void {
      replaying()?.actions.replayStep(delta);
    },
    replaySeek(step: number): void {
      replaying()?.actions.replaySeek(step);
    },
    replayPlay(playing: boolean): void {
      replaying()?.actions.replayPlay(playing);
    },
    stopReplay(): void {
      replaying()?.actions.stopReplay();
    },
    dismissNotice(id: number): void {
      store.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
    },
    view(seat?: Seat | null): V {
      if (seat !== undefined && seat !== you) throw new Error('An online seat sees only its own view.');
      return get().live.view;
    },
    legalActions(): A[] {
      return legal as A[];
    },
    result(): GameResult | null {
      return get().live.result;
    },
    /** The server's session starts as its table mounts (start below), never before; its bots decide on the server. */
    open: () => Promise.resolve(),
    start(): void {
      install(deps.position);
    },
    dispose(): void {
      disposed = true;
      local?.actions.dispose();
    },
  };

  const session: SessionStore<S, A, V> = { store, actions, module, saves };
  return { ...session, receive };
}
