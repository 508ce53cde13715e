// The shooting gallery's store: the round (seeded layout, which figures are
// already down, its flicks and score), the flick the scene must run next,
// the end of the last flick (shown until the next die is taken) and the bot's
// aim while it plays. Per-frame state stays in the scene's refs.
// Actions are plain functions (no hooks): the pointer, the keys, the buttons,
// the bot and window.tabletop all flick the same way.
// The bot's search (aimFlick: hundreds of headless trial flicks) runs in the
// game rooms' bot worker through the injected aimer, so the page keeps
// drawing while it aims; without an aimer, or when the worker fails or never
// answers, the same search runs here with a notice saying so.
import { createStore } from 'zustand/vanilla';
import type { FlickOutcome } from '../../core/contract.ts';
import { message, type Message, type Text } from '../../core/message.ts';
import { mixSeed } from '../../core/rng.ts';
import { aimFlick } from '../../physics/flick/aim.ts';
import type { BotLevel } from '../../physics/flick/noise.ts';
import { validateFlickSetup, validateFlickSpec } from '../../physics/flick/validate.ts';
import type { FlickSetup, FlickSpec, Pose } from '../../physics/types.ts';
import type { AimRequest } from '../../store/session/bot-port.ts';
import { GALLERY, galleryLayout, type GalleryLayout } from './layout.ts';
import { scoreShot, type ShotScore } from './score.ts';

export type ShotSource = 'drag' | 'keys' | 'bot-easy' | 'bot-hard' | 'automation';

/** Aims a bot's flick away from the page (the bot worker); rejects when it cannot. */
export type FlickAimer = (request: AimRequest) => Promise<FlickSpec>;

/** Where a bot's aim was searched: the bot worker, or this page's thread (the fallback). */
export type AimPlace = 'worker' | 'page';

/** How a bot's flick was aimed: the exact request (aimFlick(setup + from, level, seed) gives its spec) and where. */
export interface BotAim {
  request: AimRequest;
  on: AimPlace;
}

export interface Shot extends ShotScore {
  id: number;
  /** 1-based flick number within the round. */
  n: number;
  spec: FlickSpec;
  source: ShotSource;
  outcome: FlickOutcome;
  /** Set for a bot's flick. */
  aimed?: BotAim;
}

export interface Round {
  number: number;
  seed: number;
  layout: GalleryLayout;
  /** Figure ids knocked down in earlier flicks of this round (taken off the board). */
  down: string[];
  shots: Shot[];
  points: number;
}

export interface Flight {
  id: number;
  spec: FlickSpec;
  setup: FlickSetup;
  source: ShotSource;
  aimed?: BotAim;
}

/** The table as the last flick left it: shown until the next die is taken. */
export interface Settled {
  setup: FlickSetup;
  die: Pose;
  figures: Pose[];
}

export interface GalleryState {
  round: Round;
  flight: Flight | null;
  settled: Settled | null;
  last: Shot | null;
  /** Best round score this visit. */
  best: number | null;
  /** Why the last press or flick did nothing: a message is said in the language of the moment (the HUD formats it). */
  hint: Text | null;
  /** The bot is aiming (aim null) or showing its aim before it flicks; `on` says where it searches. */
  bot: { level: BotLevel; aim: FlickSpec | null; on: AimPlace } | null;
  /** Why the bot aims on this page instead of its worker (cleared once the worker answers again). */
  botNotice: string | null;
  muted: boolean;
  cameraEpoch: number;
}

/** How long the bot's aim line shows before it lets go, ms. */
const BOT_SHOW_MS = 900;
/**
 * A worker that has not answered by then is taken as stuck: the page aims
 * instead. A cold worker loads Rapier first; in Chromium a hard aim takes well
 * under a second, so this only fires on a real hang.
 */
export const BOT_AIM_TIMEOUT_MS = 30_000;

export interface GalleryOptions {
  /** Aims bot flicks off the page; without one the bot aims on this thread. */
  aimer?: FlickAimer;
  aimTimeoutMs?: number;
}

/** The figures still standing in a round: the setup of its next flick. */
export function standingSetup(round: Round): FlickSetup {
  return { die: round.layout.die, figures: round.layout.figures.filter((f) => !round.down.includes(f.id)) };
}

export function roundOver(round: Round): boolean {
  const targetsLeft = round.layout.figures.some((f) => f.role === 'target' && !round.down.includes(f.id));
  return round.shots.length >= GALLERY.flicksPerRound || !targetsLeft;
}

const newRoundState = (number: number, seed: number): Round => ({ number, seed, layout: galleryLayout(seed), down: [], shots: [], points: 0 });

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Why the gallery refuses a flick, a bot's flick or a new round now, as the hint says it. */
export const GALLERY_REFUSALS = {
  moving: /*i18n*/ { id: 'shooting-gallery.refuse.moving', message: 'The die is still moving; wait for it to stop.' },
  bot: /*i18n*/ { id: 'shooting-gallery.refuse.bot', message: 'The bot is taking its flick.' },
  over: /*i18n*/ { id: 'shooting-gallery.refuse.over', message: 'The round is over; start a new round.' },
  closed: /*i18n*/ { id: 'shooting-gallery.refuse.closed', message: 'The gallery was closed.' },
  wait: /*i18n*/ { id: 'shooting-gallery.refuse.wait', message: 'Wait for the flick to finish before starting a new round.' },
  /** Not refusals but failures: the reason is the error's own (technical, English) text. */
  noAim: /*i18n*/ { id: 'shooting-gallery.hint.no-aim', message: 'The bot could not aim: {reason}' },
  failed: /*i18n*/ { id: 'shooting-gallery.hint.failed', message: 'That flick failed: {reason}' },
} as const;

/** A refusal: the English for tests and tools in `message`, the hint's words in `said`. */
export class GalleryRefusal extends Error {
  constructor(
    english: string,
    readonly said: Message,
  ) {
    super(english);
    this.name = 'GalleryRefusal';
  }
}

/** What the hint shows for an error: a refusal's message, else the error's own (technical, English) text. */
export const hintOf = (error: unknown): Text => (error instanceof GalleryRefusal ? error.said : errorText(error));

/** What went wrong with the worker, as the notice's first sentence. */
function workerTrouble(error: unknown): string {
  const text = errorText(error);
  const said = /^the bot worker /i.test(text) ? text : `the bot worker failed: ${text}`;
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** The seed of the bot's noise for a flick: fixed by the round, the flick number and the level. */
export const botAimSeed = (round: Round, level: BotLevel): number => mixSeed(round.seed, round.shots.length + 1, level === 'hard' ? 2 : 1);

export function createGalleryStore(firstSeed: number, options: GalleryOptions = {}) {
  const { aimer, aimTimeoutMs = BOT_AIM_TIMEOUT_MS } = options;
  let nextId = 1;
  let closed = false;
  const waiting = new Map<number, { resolve: (s: Shot) => void; reject: (e: Error) => void }>();
  const store = createStore<GalleryState>()(() => ({
    round: newRoundState(1, firstSeed >>> 0),
    flight: null,
    settled: null,
    last: null,
    best: null,
    hint: null,
    bot: null,
    botNotice: null,
    muted: false,
    cameraEpoch: 0,
  }));

  const busyReason = (s: GalleryState): { english: string; said: Message } | null => {
    if (s.flight) return { english: 'the die is still moving; wait for it to stop', said: message(GALLERY_REFUSALS.moving.id) };
    if (s.bot) return { english: 'the bot is taking its flick', said: message(GALLERY_REFUSALS.bot.id) };
    if (roundOver(s.round)) return { english: 'the round is over; start a new round', said: message(GALLERY_REFUSALS.over.id) };
    return null;
  };

  /** The bot's aim: from the worker, else (none, failed, stuck) searched here after the notice has painted. */
  function aimBot(request: AimRequest): Promise<{ spec: FlickSpec; on: AimPlace }> {
    if (!aimer) return aimHere(request);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the bot worker did not answer within ${Math.round(aimTimeoutMs / 1000)} s`)), aimTimeoutMs);
    });
    let asked: Promise<FlickSpec>;
    try {
      asked = aimer(request);
    } catch (error) {
      asked = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return Promise.race([asked, stuck]).then(
      (spec) => {
        clearTimeout(timer);
        if (store.getState().botNotice) store.setState({ botNotice: null });
        return { spec, on: 'worker' as const };
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (closed) throw new Error('the gallery was closed');
        return aimHere(request, `${workerTrouble(error)}. The bot aims on this page instead, so the view may pause for a moment while it does.`);
      },
    );
  }

  function aimHere(request: AimRequest, notice?: string): Promise<{ spec: FlickSpec; on: AimPlace }> {
    store.setState((s) => ({ bot: s.bot ? { ...s.bot, on: 'page' } : s.bot, ...(notice ? { botNotice: notice } : {}) }));
    return new Promise((resolve, reject) => {
      // Let the "aiming…" state (and any notice) paint before the search blocks the thread.
      setTimeout(() => {
        try {
          resolve({ spec: aimFlick({ ...request.setup, from: request.from }, request.level, request.seed), on: 'page' });
        } catch (error) {
          store.setState({ bot: null, hint: message(GALLERY_REFUSALS.noAim.id, { reason: errorText(error) }) });
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, 40);
    });
  }

  const actions = {
    /**
     * Flick the die from the round's start spot. Resolves with the shot once
     * the scene has played it to rest. A bad flick (NaN, too weak, another
     * start spot) or a busy table rejects and changes nothing.
     */
    flick(raw: unknown, source: ShotSource, aimed?: BotAim): Promise<Shot> {
      try {
        const s = store.getState();
        const busy = aimed ? (s.flight ? busyReason(s) : null) : busyReason(s);
        if (busy) throw new GalleryRefusal(`cannot flick now: ${busy.english}`, busy.said);
        const from = s.round.layout.from;
        const given = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;
        if (!given) throw new Error('a flick is an object { angle, power } (from is the start spot)');
        const spec = validateFlickSpec({ ...given, from: given.from ?? from });
        if (Math.hypot(spec.from.x - from.x, spec.from.z - from.z) > 1e-6) {
          throw new Error(`the die starts at x ${from.x}, z ${from.z} in this gallery, not at x ${spec.from.x}, z ${spec.from.z}`);
        }
        const setup = validateFlickSetup(standingSetup(s.round));
        const id = nextId++;
        store.setState({ flight: { id, spec, setup, source, ...(aimed ? { aimed } : {}) }, settled: null, hint: null });
        return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },

    /** The scene ran flight `id` to rest; `die`/`figures` are the last poses it drew. */
    settled(id: number, outcome: FlickOutcome, die: Pose, figures: Pose[]): void {
      const s = store.getState();
      const flight = s.flight;
      if (!flight || flight.id !== id) return;
      const score = scoreShot(flight.setup.figures, outcome);
      const shot: Shot = { id, n: s.round.shots.length + 1, spec: flight.spec, source: flight.source, outcome, ...score, ...(flight.aimed ? { aimed: flight.aimed } : {}) };
      const down = [...s.round.down, ...outcome.fallen, ...outcome.offBoard].filter((x, i, all) => all.indexOf(x) === i);
      const round: Round = { ...s.round, down, shots: [...s.round.shots, shot], points: s.round.points + shot.points };
      const over = roundOver(round);
      store.setState({
        flight: null,
        settled: { setup: flight.setup, die, figures },
        last: shot,
        round,
        bot: null,
        best: over ? Math.max(s.best ?? -Infinity, round.points) : s.best,
      });
      waiting.get(id)?.resolve(shot);
      waiting.delete(id);
    },

    /** The scene could not run the flick (physics error): say so, keep the gallery usable. */
    failed(id: number, error: Error): void {
      if (store.getState().flight?.id !== id) return;
      store.setState({ flight: null, bot: null, hint: message(GALLERY_REFUSALS.failed.id, { reason: error.message }) });
      waiting.get(id)?.reject(error);
      waiting.delete(id);
    },

    /** The player took the next die: the fallen figures leave the board, the rest stand again. */
    tidy(): void {
      if (store.getState().settled) store.setState({ settled: null });
    },

    /** A fresh round (new layout from `seed`, default the next seed in line). */
    newRound(seed?: number): void {
      const s = store.getState();
      if (s.flight || s.bot) throw new GalleryRefusal('wait for the flick to finish before starting a new round', message(GALLERY_REFUSALS.wait.id));
      if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff)) {
        throw new Error(`the round seed must be a whole number from 0 to 4294967295, got ${String(seed)}`);
      }
      const number = s.round.number + 1;
      const next = seed ?? mixSeed(firstSeed, number) >>> 0;
      store.setState({ round: newRoundState(number, next), settled: null, last: null, hint: null });
    },

    /**
     * The bot takes this flick: it searches a headless copy of the table
     * (aimFlick, in the bot worker when there is one), shows its aim line for
     * a moment, then flicks through the same visible physics. Resolves with
     * the shot; the spec is aimFlick's for the same setup, level and seed
     * wherever it was searched.
     */
    botFlick(level: BotLevel): Promise<Shot> {
      const s = store.getState();
      const busy = closed ? { english: 'the gallery was closed', said: message(GALLERY_REFUSALS.closed.id) } : busyReason(s);
      if (busy) return Promise.reject(new GalleryRefusal(`the bot cannot flick now: ${busy.english}`, busy.said));
      if (level !== 'easy' && level !== 'hard') return Promise.reject(new Error(`bot level must be easy or hard, got ${String(level)}`));
      const round = s.round;
      const request: AimRequest = { setup: standingSetup(round), from: { ...round.layout.from }, level, seed: botAimSeed(round, level) };
      store.setState({ bot: { level, aim: null, on: aimer ? 'worker' : 'page' }, settled: null, hint: null });
      return aimBot(request)
        .then(({ spec, on }) => {
          if (closed) throw new Error('the gallery was closed');
          store.setState({ bot: { level, aim: spec, on } });
          return new Promise<BotAim>((resolve) => setTimeout(() => resolve({ request, on }), BOT_SHOW_MS)).then((aimed) => {
            if (closed) throw new Error('the gallery was closed');
            return actions.flick(spec, level === 'hard' ? 'bot-hard' : 'bot-easy', aimed);
          });
        })
        .catch((error: unknown) => {
          // Whatever stopped the bot, the table must not stay "aiming" with its buttons off.
          if (store.getState().bot && !store.getState().flight) store.setState({ bot: null });
          throw error instanceof Error ? error : new Error(String(error));
        });
    },

    /**
     * The New round button: like newRound, but a press the table cannot take
     * now (a burst of clicks lands before the button is drawn disabled) says
     * why in the hint instead of throwing out of the click handler.
     */
    pressNewRound(): void {
      try {
        actions.newRound();
      } catch (error) {
        actions.setHint(hintOf(error));
      }
    },

    /** A bot button: the bot's flick, any refusal or failure shown as the hint, never an unhandled rejection. */
    pressBot(level: BotLevel): void {
      actions.botFlick(level).catch((error: unknown) => {
        if (!closed) actions.setHint(hintOf(error));
      });
    },

    /** The room is going away: pending bot work stops instead of flicking into a dead scene. */
    close(): void {
      closed = true;
    },

    setHint(hint: Text | null): void {
      if (store.getState().hint !== hint) store.setState({ hint });
    },

    setMuted(muted: boolean): void {
      store.setState({ muted });
    },

    resetCamera(): void {
      store.setState((s) => ({ cameraEpoch: s.cameraEpoch + 1 }));
    },
  };

  return { store, actions };
}

export type GalleryStore = ReturnType<typeof createGalleryStore>;
