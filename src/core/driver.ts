// A headless game driver: plays a game to the end with bots in every seat
// and a physics port for every throw and flick, recording each input with the
// choice it came from (the throw or flick itself is derived: derive.ts). Used by the sim tool, tests and
// demos; framework-free and synchronous.

import type { GameModule, GameResult } from './contract.ts';
import { newRecord, type GameRecord, type LogEntry, type SeatConfig, type BotLevel } from './log.ts';
import type { PhysicsPort } from './physics-port.ts';
import { errorText, setupFromRecord } from './replay.ts';
import { botSeed, deriveRequest } from './derive.ts';
import { chooseAction as searchBot } from './bot/choose.ts';

/** Picks a bot's action; the search bot by default (tests inject cheaper ones). */
export type Chooser<S, A> = (
  module: GameModule<S, A>,
  state: S,
  seat: number,
  level: BotLevel,
  seed: number,
  players: number,
) => A;

export interface DriverConfig<S, A> {
  module: GameModule<S, A>;
  /** Every seat must be a bot. */
  seats: SeatConfig[];
  seed: number;
  options?: Record<string, string | number | boolean>;
  port: PhysicsPort;
  /** Stop (as an error) after this many inputs: a game that does not end is a bug. */
  maxInputs?: number;
  chooser?: Chooser<S, A>;
  /** Called after every input with the new state. */
  onInput?: (entry: LogEntry<A>, state: S, index: number) => void;
}

export interface Violation {
  /** Input after which the invariants broke (-1: right after setup). */
  index: number;
  broken: string[];
}

export interface DriverOutcome<S, A> {
  record: GameRecord<A>;
  state: S | null;
  result: GameResult | null;
  finished: boolean;
  error: { index: number; message: string } | null;
  violations: Violation[];
  rethrows: number;
  /** Wall time spent in bot decisions, ms (informative). */
  botMs: number;
}

const defaultChooser = <S, A>(
  module: GameModule<S, A>,
  state: S,
  seat: number,
  level: BotLevel,
  seed: number,
  players: number,
): A =>
  // No wall-clock cap here: the same seed must replay the same game on any machine
  // (the cap is the interactive app's safety net, not the sim's).
  searchBot(module, state, seat, level, seed, { players, budget: { timeCapMs: Number.POSITIVE_INFINITY } });

export function playGame<S, A>(cfg: DriverConfig<S, A>): DriverOutcome<S, A> {
  const { module, port } = cfg;
  const maxInputs = cfg.maxInputs ?? 20_000;
  const chooser = cfg.chooser ?? defaultChooser;
  const players = cfg.seats.length;
  // Local and growing in place (appendEntry would copy the list every input).
  const record = newRecord<A>(module.id, module.version, cfg.seed, cfg.seats, cfg.options ?? {}, port.version);
  const out: DriverOutcome<S, A> = {
    record,
    state: null,
    result: null,
    finished: false,
    error: null,
    violations: [],
    rethrows: 0,
    botMs: 0,
  };
  const human = cfg.seats.findIndex((s) => s.kind !== 'bot');
  if (human >= 0) {
    out.error = { index: -1, message: `seat ${human + 1} is human; the headless driver plays bots only` };
    return out;
  }
  const start = setupFromRecord(module, record);
  if (!start.ok) {
    out.error = { index: -1, message: start.error.message };
    return out;
  }
  let state = start.state;
  out.state = state;
  const check = (index: number): void => {
    const broken = module.invariants(state);
    if (broken.length > 0) out.violations.push({ index, broken });
  };
  check(-1);

  try {
    for (let index = 0; ; index++) {
      const aw = module.awaiting(state);
      if (aw.kind === 'end') break;
      if (index >= maxInputs) {
        out.error = { index, message: `no end after ${maxInputs} inputs` };
        break;
      }
      let entry: LogEntry<A>;
      if (aw.kind === 'decision') {
        const seat = cfg.seats[aw.seat];
        if (!seat || seat.kind !== 'bot') {
          out.error = { index, message: `the game awaits seat ${aw.seat + 1}, which does not exist` };
          break;
        }
        const t0 = performance.now();
        const action = chooser(module, state, aw.seat, seat.level, botSeed(cfg.seed, index), players);
        out.botMs += performance.now() - t0;
        entry = { input: { kind: 'action', seat: aw.seat, action } };
      } else {
        // The same derivation as the session's and the save checker's: the record keeps only the choice.
        const request = deriveRequest(aw, record, index)!;
        if (request.kind === 'throw') {
          const t = port.throwDice(request);
          out.rethrows += t.rethrows.length;
          entry = { input: { kind: 'dice', faces: t.faces } };
          if (t.choice) entry.physics = t.choice;
        } else {
          const f = port.flick(request, request.level ?? 'hard');
          entry = { input: f.outcome };
          if (f.choice) entry.physics = f.choice;
        }
      }
      const res = module.apply(state, entry.input);
      if (!res.ok) {
        out.error = { index, message: `${entry.input.kind} rejected: [${res.error.code}] ${res.error.message}` };
        break;
      }
      state = res.state;
      record.inputs.push(entry);
      out.state = state;
      check(index);
      cfg.onInput?.(entry, state, index);
    }
  } catch (e) {
    out.error = { index: record.inputs.length, message: `exception: ${errorText(e)}` };
  }
  out.record = record;
  out.state = state;
  out.result = module.result(state);
  out.finished = module.awaiting(state).kind === 'end' && out.result !== null;
  return out;
}
