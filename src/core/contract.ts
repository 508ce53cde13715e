// The game-module contract: every game is plain data plus pure functions.
// Rules never roll: physical results (settled dice, flick outcomes) arrive as
// inputs through the same `apply` door as a seat's decision.
// Framework-free: no React, three, store or physics imports here.

import type { Message, Text } from './message.ts';
import type { DieKind, FaceValue } from './dice-kinds.ts';
import type { InputErrorCode } from './input-codes.ts';
import type { FigureSpot, FlickOutcome, ThrowArea } from '../physics/types.ts';

// The table vocabulary physics owns (physics never imports core), re-exported
// so rules modules name everything through core.
export type { FigureSpot, FlickOutcome, ThrowArea };

export type Seat = number;

/**
 * A typed rule error; `apply` returns it and leaves the state untouched. `C` is
 * the union of codes it may carry: the engine's InputErrorCode
 * (src/core/input-checks.ts) and the game's own (<GAME>_ERRORS in its types.ts).
 */
export interface RuleError<C extends string = string> {
  code: C;
  /** English, for tests, logs of tools and the online wire's fallback. */
  message: string;
  /** The same error as a message (issue 25): the view formats it in the reader's language (`errorText` in src/i18n/format-message.ts); without it the English `message` shows. */
  said?: Message;
}

/** What `apply` returns; a game's rule files narrow `C` to the codes they may use. */
export type ApplyResult<S, C extends string = string> = { ok: true; state: S } | { ok: false; error: RuleError<C> };

// ---------------------------------------------------------------------------
// What the game waits for

/** A seat must decide (pick one of `legalActions`). */
export interface AwaitDecision {
  kind: 'decision';
  seat: Seat;
  /** Short text the UI shows, e.g. "Place at least one die or stop". */
  prompt: string;
  /** The prompt as a message without the seat's name (issue 25), when the game says it so: the view formats it in the reader's language; `prompt` stays English (tests, the online page, bots' notes). */
  said?: Message;
}


/** A physical throw of dice. The result comes back as a DiceOutcome. */
export interface AwaitThrow {
  kind: 'throw';
  seat: Seat;
  dice: DieKind[];
  area: ThrowArea;
  /** Dice thrown under a cup: only `seat` may see the faces. */
  hidden: boolean;
  prompt: string;
  /** The prompt as a message without the seat's name (issue 25), when the game says it so: the view formats it in the reader's language; `prompt` stays English (tests, the online page, bots' notes). */
  said?: Message;
  /** Game-specific label for the log and the UI ("re-throw", "gold mine"). */
  purpose: string;
}


/** A flick of one die from a start spot at standing figures. */
export interface AwaitFlick {
  kind: 'flick';
  seat: Seat;
  die: DieKind;
  from: { x: number; z: number };
  figures: FigureSpot[];
  prompt: string;
  /** The prompt as a message without the seat's name (issue 25), when the game says it so: the view formats it in the reader's language; `prompt` stays English (tests, the online page, bots' notes). */
  said?: Message;
  purpose: string;
}

export interface AwaitEnd {
  kind: 'end';
}

export type Awaiting = AwaitDecision | AwaitThrow | AwaitFlick | AwaitEnd;

// ---------------------------------------------------------------------------
// Inputs

export interface ActionInput<A> {
  kind: 'action';
  seat: Seat;
  action: A;
}

/** Settled dice, in the order the AwaitThrow listed them. */
export interface DiceOutcome {
  kind: 'dice';
  faces: FaceValue[];
}


export type PhysicalOutcome = DiceOutcome | FlickOutcome;
export type Input<A> = ActionInput<A> | PhysicalOutcome;

// ---------------------------------------------------------------------------
// Setup, results, options

export interface OptionSpec {
  id: string;
  /** What the set-up and a bad link's message call it: a message (issue 25; src/core/option-words.ts has the shared ones). */
  label: Text;
  /** Allowed values; the first is the default. */
  choices: (string | number | boolean)[];
  /** What the set-up shows for a choice, by String(choice); a choice without one shows a plain wording of its value (a number, say). */
  choiceLabels?: Record<string, Text>;
}

/** The words a set-up shows for one choice of an option: its label, else its value made readable ('reach-500' → 'Reach 500'). */
export function choiceLabel(option: OptionSpec, choice: string | number | boolean): Text {
  const given = option.choiceLabels?.[String(choice)];
  if (given) return given;
  const words = String(choice).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type Options = Record<string, string | number | boolean>;

export interface SetupConfig {
  seed: number;
  players: number;
  options?: Options;
  /**
   * The rules' generator state to start from, when the record has a table
   * secret (seed version 3: 128 bits, table-secret.ts); absent, it comes from
   * `seed` as always. Setups read both through `setupRng` (rng.ts).
   */
  entropy?: number[];
}

export interface GameResult {
  /** Final score per seat. */
  scores: number[];
  /** Seats from first to last; seats sharing a place share a sub-array. */
  ranking: Seat[][];
  /** Human-readable reason, e.g. "Tenth tableau done": a message the view formats in the reader's language (issue 25), or English. */
  summary: Text;
  /**
   * Where each seat's score came from, per seat: one row per scoring rule,
   * whose points sum to `scores[seat]` (the conformance suite checks it).
   * Every seat lists the same rules in the same order, so they line up in a table.
   */
  breakdown: ScoreRow[][];
  /** The tie-break, in words (a message or English), when it decided a place between seats with equal scores; else absent. */
  tieBreak?: Text;
}

/** One scoring rule's share of a seat's final score. */
export interface ScoreRow {
  /** A stable id of the rule (`'buildings'`), for tests and translations. */
  rule: string;
  /** The rule in words, from the game's data (`'Buildings on your parcels, 2 each'`): a message the view formats (issue 25), or English. */
  label: Text;
  /** What was counted (4 buildings, $35), or null when the rule counts nothing but points. */
  count: number | null;
  points: number;
}

// ---------------------------------------------------------------------------
// Bot hooks (optional per game; the generic search bot uses them)

/** A search bot level's budget (see src/core/bot/levels.ts for the defaults). */
export interface BotBudget {
  /** Search iterations (determinize, descend, roll out, back up). */
  iterations: number;
  /** Inputs a rollout plays past the tree before the evaluation hook judges. */
  rolloutDepth: number;
  /** Decisions deep the tree may grow. */
  treeDepth: number;
  /** UCB exploration constant. */
  exploration: number;
  /** Chance of a uniformly random legal move instead of searching. */
  epsilon: number;
  /** Noise added to each move's value before picking. */
  noise: number;
  /** Wall-clock cap in ms (safety net only; the driver and sim lift it). */
  timeCapMs: number;
}

export interface BotHooks<S, A> {
  /** Heuristic value of the state for every seat, roughly in [0, 1] (1 = certain win). */
  evaluate(state: S, seats: number): number[];
  /**
   * Replace what `seat` cannot see with a plausible sample (hidden dice, bag,
   * cards), so search never peeks. Default: state unchanged.
   */
  determinize?(state: S, seat: Seat, random: () => number): S;
  /** Sample the outcome of a pending flick without physics (search only). */
  sampleFlick?(state: S, request: AwaitFlick, random: () => number): FlickOutcome;
  /** Optional pruning of the action list for search (keep the list non-empty). */
  candidateActions?(state: S, actions: A[]): A[];
  /**
   * Optional playout policy for the search bot's rollouts (default: uniform
   * random over candidateActions). Must return one of `actions`.
   */
  rolloutAction?(state: S, actions: A[], random: () => number): A;
  /**
   * Optional: a copy of the state without what play never reads (e.g. the
   * log), used as the search root so the thousands of copies search makes
   * stay cheap. Must not change awaiting/legalActions/apply/result.
   */
  lean?(state: S): S;
  /**
   * Optional per-level budget overrides, for games whose iterations cost more
   * or less than usual (keep a hard decision within about a second).
   */
  budgets?: Partial<Record<'easy' | 'hard', Partial<BotBudget>>>;
  /**
   * The `heuristic` level: a hand-written player, no search (at most a
   * one-step look ahead with the game's own judgement). Picks one of
   * `actions` for `seat` and says why in one line (shown by `npm run sim --
   * --explain`). Without it the engine looks one step ahead with `evaluate`.
   */
  heuristic?(state: S, seat: Seat, actions: A[], random: () => number): HeuristicPick<A>;
  /**
   * Optional, for `hard`: instead of growing a tree, weigh these plans by
   * playouts of the game's own policy (src/core/bot/rollouts.ts). Each plan
   * is a sequence of the deciding seat's moves from `state` (its first move
   * one of `actions`); the first plan is the rules of thumb's, which stands
   * unless another is shown better. Use with `playoutPolicy` and `horizon`.
   */
  plans?(state: S, seat: Seat, actions: A[], random: () => number): BotPlan<A>[];
  /**
   * The policy playouts follow after a plan (for every seat), made once per
   * decision from its root state so it may keep a cache. It should play about
   * as well as the heuristic: playouts of random moves judge worse than the
   * rules of thumb. Default: rolloutAction, else uniform.
   */
  playoutPolicy?(root: S, seat: Seat): PlayoutPolicy<S, A>;
  /** Where a playout from `start` stops to be judged by `evaluate` (default: the end, or rolloutDepth inputs). */
  horizon?(start: S, state: S): boolean;
}

/** A policy for playouts (a method, so a game's policy fits the engine's any-game types). */
export interface PlayoutPolicy<S, A> {
  pick(state: S, actions: A[], random: () => number): A;
}

/** A line of play `hard` weighs (see BotHooks.plans): the seat's moves in order, and the plan in words. */
export interface BotPlan<A> {
  actions: A[];
  label: string;
}

/** A rules-of-thumb decision and its reason in one line ("doubts: a full house from 3 hidden dice is 4 % likely"). */
export interface HeuristicPick<A> {
  action: A;
  why: string;
}

/** Optional hints for the engine's conformance suite (tests only). */
export interface ConformanceHints<S> {
  /**
   * Return a state that differs from `state` only in what `seat` may not see
   * (default: bot.determinize). The suite checks view(state, seat) and the
   * spectator view are unchanged by it: whatever it may change must be hidden.
   */
  scramble?(state: S, seat: Seat, random: () => number): S;
}

// ---------------------------------------------------------------------------
// The module

/**
 * What the lobby and the module both say about a game, written once in its
 * src/games/<id>/facts.ts (the module spreads it, the registry lists it).
 */
export interface GameFacts {
  id: string;
  title: string;
  /** One line for the lobby card and event mode's pitch. */
  blurb: string;
  /** The same line as a message (issue 25, id `blurb.<id>`: the core catalog, so the lobby has it before any game's words). */
  blurbSaid?: Message;
  minPlayers: number;
  maxPlayers: number;
  /** What the game calls a seat when not "Player" (the module's `seatNoun`): here too, so pages that show seats before the rules load (the online table's) say it. */
  seatNoun?: string;
}

/**
 * A game: S its state, A its actions, V what `view` shows a seat (typed all
 * the way to the board and HUD), E its own rule-error codes (its
 * <GAME>_ERRORS list; `apply` may answer those and the engine's input codes).
 */
export interface GameModule<S = unknown, A = unknown, V = unknown, E extends string = string> extends GameFacts {
  /** Bump when the state shape or rules change; saves of another version are refused. */
  version: number;
  /**
   * Older versions whose records replay unchanged under these rules: only the state's shape
   * changed (e.g. its log became messages, issue 25), not what any input does. Their saves still
   * load; the state, log included, is re-derived from the inputs.
   */
  replaysVersions?: readonly number[];
  /** What the game calls a seat ("Rider"); default DEFAULT_SEAT_NOUN. Rules and HUD both name seats `seatTitle(noun, seat)`. */
  seatNoun?: string;
  options: OptionSpec[];
  setup(config: SetupConfig): S;
  awaiting(state: S): Awaiting;
  legalActions(state: S): A[];
  apply(state: S, input: Input<A>): ApplyResult<S, E | InputErrorCode>;
  /** What `seat` may see; `null` is a spectator who sees only public facts. */
  view(state: S, seat: Seat | null): V;
  /**
   * Optional: a state the board and HUD can draw, made from a view alone (an
   * online seat has nothing else): what the view hides is filled with neutral
   * placeholders the views already treat as hidden (a face-down card, a die
   * under another's cup). Legal moves and their names for the view's own seat
   * must come out as from the true state. Games with it play online on the 3D
   * table (src/store/online/); docs/online.md.
   */
  seatState?(view: V): S;
  result(state: S): GameResult | null;
  /**
   * Optional: true while the seats make the game's setup choices (starting pieces placed before the first turn,
   * e.g. Main Street's first awnings). A local session makes the bots' setup choices that open the game while
   * the table loads, without their thinking pause: the player reads them on the table and in the log as it
   * appears (src/store/session/store.ts, opensBeforeTable). Never true for a turn of play.
   */
  inSetup?(state: S): boolean;
  /** Broken invariants, empty when all hold. */
  invariants(state: S): string[];
  /** Short human text for an action (log, buttons), English: tests, tools and bots' notes read it. */
  describeAction(state: S, action: A): string;
  /**
   * Optional (issue 25): the action's label as a message, what the buttons and choice lists show in
   * the reader's language (`actionText` in src/i18n/format-message.ts); without it `describeAction`
   * shows. In English it reads as `describeAction` does.
   */
  sayAction?(state: S, action: A): Message;
  /**
   * Public log lines produced so far (for the view's log panel): messages (id and parameters,
   * src/core/message.ts) the view puts in the player's language, or English sentences from a game
   * whose log is not converted yet.
   */
  log?(state: S): Text[];
  /**
   * Optional: what a settled throw decided, in words, from the position that
   * awaited it (`before`) to the one after it ("Player 1's deputy 6 beats
   * Player 2's robber 1: the robber goes to the graveyard"); null when it
   * decided nothing worth saying yet (the first of two showdown dice). The
   * prompt area shows it after every throw; without it, the log lines the
   * throw added (src/ui/session/throw-outcome.ts). Public facts only.
   */
  describeThrow?(before: S, after: S): Text | null;
  bot?: BotHooks<S, A>;
  /**
   * Optional: true when `action` (about to be applied to `state`) confirms the
   * seat's decisions so far, so nothing before it can be taken back. Default:
   * an action confirms when it hands the decision to another seat; a physical
   * result is never undone either way (see src/core/undo.ts).
   */
  isConfirming?(state: S, action: A): boolean;
  /**
   * The game's own rule-error codes (its <GAME>_ERRORS list), none of them one
   * of the engine's input codes (INPUT_ERRORS, from `checkInput`, which
   * `apply` calls first). `apply` rejects with these or the engine's; the
   * conformance suite checks both.
   */
  errorCodes: readonly E[];
  /** Optional hints for the conformance suite. */
  conformance?: ConformanceHints<S>;
}

/**
 * Any game, for the code that handles every game alike (registry, saves,
 * tools, the bot worker): the one place that types a module's parts as any.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, string>;

export const DEFAULT_SEAT_NOUN = 'Player';

/** A seat's name as the rules write it in prompts and the log: "Rider 2". One format, so the HUD's names cannot drift from the log's. */
export const seatTitle = (noun: string, seat: Seat): string => `${noun} ${seat + 1}`;

export const ok = <S>(state: S): { ok: true; state: S } => ({ ok: true, state });
/**
 * A rejection carrying `code`. Name the game's code union to have the code
 * checked, `reject<PonyErrorCode>('no-gold', …)`, or return it where the
 * function's result type names the union (ApplyResult<S, GameCodes>).
 */
export const reject = <C extends string>(code: C, message: string, said?: Message): { ok: false; error: RuleError<C> } => ({
  ok: false,
  error: said ? { code, message, said } : { code, message },
});
