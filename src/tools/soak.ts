// The soak: thousands of headless bot games of one game, every invariant
// checked after every input (the driver does it), every seat's view and the
// spectator's built after every input (a view that throws is an error), and
// at the end the record written as a save file and read back (parseSave
// replays it and checks every field) to the same final state. Not in CI: it
// runs for minutes. Bots are cheap on purpose so 10,000 games fit in a run:
// the engine's easy search (32 iterations) or the game's rollout policy.
//
//   npm run soak -- --game gambler --games 10000 [--bot easy|rollout] [--physics model|real] [--seed s] [--players k] [--first n]
// (--first n starts at game n of the same seed sequence, to split a long soak over processes)

import { pathToFileURL } from 'node:url';
import type { AnyGameModule } from '../core/contract.ts';
import { playGame, type Chooser } from '../core/driver.ts';
import type { PhysicsPort } from '../core/physics-port.ts';
import { randomFromSeed } from '../core/rng.ts';
import { mixSeed } from '../core/rng.ts';
import { sampledPhysicsPort } from '../core/sampled-port.ts';
import { parseSave, serializeSave } from '../core/save.ts';
import { chooseAction } from '../core/bot/choose.ts';
import { gameLookup, loadGames } from '../games/registry.ts';
import { initPhysics } from '../physics/rapier.ts';
import { rapierPort } from './physics-port.ts';
import { parseSimArgs, type SimArgs } from './sim-args.ts';

export type SoakBot = 'easy' | 'rollout';

export const BOT_NAMES: Record<SoakBot, string> = {
  easy: "the engine's easy search bot (32 iterations, no time cap)",
  rollout: "the game's rollout policy (bot.rolloutAction, else uniform over candidate actions)",
};

export interface SoakSummary {
  game: string;
  games: number;
  players: number;
  bot: SoakBot;
  physics: 'real' | 'model';
  finished: number;
  errors: number;
  violations: number;
  viewErrors: number;
  saveRoundTripFailures: number;
  inputs: number;
  decisions: number;
  slowestDecisionMs: number;
  slowestDecisionAt: string;
  msPerGame: number;
  problems: string[];
}

/** A rollout-policy chooser: the game's own playout policy, seeded per decision. */
export const rolloutChooser: Chooser<unknown, unknown> = (module, state, _seat, _level, seed) => {
  const legal = module.legalActions(state);
  const candidates = module.bot?.candidateActions?.(state, legal) ?? legal;
  const random = randomFromSeed(seed);
  if (module.bot?.rolloutAction) return module.bot.rolloutAction(state, candidates, random);
  return candidates[Math.floor(random() * candidates.length)];
};

const searchChooser: Chooser<unknown, unknown> = (module, state, seat, level, seed, players) =>
  chooseAction(module, state, seat, level, seed, { players, budget: { timeCapMs: Number.POSITIVE_INFINITY } });

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Plays the soak and folds every game into one summary; `progress` hears a line now and then. */
/** Plays games `first` .. `first + args.games - 1` (game g has seed mixSeed(args.seed, g), as in the sim), so a long soak can be split. */
export function runSoak(module: AnyGameModule, args: SimArgs, bot: SoakBot, port: PhysicsPort, progress: (line: string) => void, first = 0): SoakSummary {
  const sum: SoakSummary = {
    game: args.game,
    games: args.games,
    players: args.players,
    bot,
    physics: port.real ? 'real' : 'model',
    finished: 0,
    errors: 0,
    violations: 0,
    viewErrors: 0,
    saveRoundTripFailures: 0,
    inputs: 0,
    decisions: 0,
    slowestDecisionMs: 0,
    slowestDecisionAt: '',
    msPerGame: 0,
    problems: [],
  };
  const problem = (text: string) => {
    if (sum.problems.length < 8) sum.problems.push(text);
  };
  const inner = bot === 'easy' ? searchChooser : rolloutChooser;
  const t0 = performance.now();
  for (let k = 0; k < args.games; k++) {
    const g = first + k;
    const seed = mixSeed(args.seed, g);
    const where = `game ${g + 1} (seed ${seed})`;
    let decisionIndex = 0;
    const chooser: Chooser<unknown, unknown> = (m, state, seat, level, s, players) => {
      const start = performance.now();
      const action = inner(m, state, seat, level, s, players);
      const ms = performance.now() - start;
      sum.decisions++;
      decisionIndex++;
      if (ms > sum.slowestDecisionMs) {
        sum.slowestDecisionMs = ms;
        sum.slowestDecisionAt = `${where}, decision ${decisionIndex}`;
      }
      return action;
    };
    let viewError: string | null = null;
    const out = playGame({
      module,
      seats: Array.from({ length: args.players }, () => ({ kind: 'bot', level: 'easy' }) as const),
      seed,
      options: args.options,
      port,
      maxInputs: args.maxInputs,
      chooser,
      onInput: (_entry, state, index) => {
        if (viewError) return;
        try {
          for (let s = 0; s < args.players; s++) module.view(state, s);
          module.view(state, null);
        } catch (e) {
          viewError = `view threw after input ${index}: ${e instanceof Error ? e.message : String(e)}`;
        }
      },
    });
    sum.inputs += out.record.inputs.length;
    if (out.finished) sum.finished++;
    if (out.error) {
      sum.errors++;
      problem(`${where}: error at input ${out.error.index}: ${out.error.message}`);
    }
    if (out.violations.length > 0) {
      sum.violations += out.violations.length;
      const v = out.violations[0]!;
      problem(`${where}: invariant broken after input ${v.index}: ${v.broken.join('; ')}`);
    }
    if (viewError) {
      sum.viewErrors++;
      problem(`${where}: ${viewError}`);
    }
    if (!out.error) {
      const back = parseSave(serializeSave(out.record), [module]);
      if (!back.ok) {
        sum.saveRoundTripFailures++;
        problem(`${where}: its save does not load: [${back.error.code}] ${back.error.message}`);
      } else if (!sameJson(back.state, out.state)) {
        sum.saveRoundTripFailures++;
        problem(`${where}: its save loads to another state`);
      }
    }
    if ((k + 1) % 1000 === 0 || k + 1 === args.games) {
      progress(
        `soak ${args.game}: ${k + 1}/${args.games} games, ${sum.errors} errors, ${sum.violations} violations, ${sum.viewErrors} view errors, ${sum.saveRoundTripFailures} save round-trip failures, slowest decision so far ${Math.round(sum.slowestDecisionMs)} ms, ${Math.round((performance.now() - t0) / 1000)} s`,
      );
    }
  }
  sum.msPerGame = Math.round(((performance.now() - t0) / Math.max(1, args.games)) * 10) / 10;
  sum.slowestDecisionMs = Math.round(sum.slowestDecisionMs * 10) / 10;
  return sum;
}

/** The one line a person reads. */
export const soakLine = (s: SoakSummary): string =>
  `soak ${s.game}: ${s.games} games, ${s.players} seats, bot ${s.bot}, physics ${s.physics}: ` +
  `finished ${s.finished}, errors ${s.errors}, invariant violations ${s.violations}, view errors ${s.viewErrors}, ` +
  `save round-trip failures ${s.saveRoundTripFailures}; ${s.inputs} inputs, ${s.decisions} decisions, ` +
  `slowest decision ${s.slowestDecisionMs} ms (${s.slowestDecisionAt || 'none'}), ${s.msPerGame} ms/game`;

/** `--bot` is the soak's own flag; the rest are the sim's (physics defaults to the sampled model here). */
export function splitSoakArgs(argv: string[]): { bot: SoakBot; first: number; rest: string[] } | string {
  const rest: string[] = [];
  let bot: SoakBot = 'easy';
  let first = 0;
  let physicsGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--bot' || a.startsWith('--bot=')) {
      const v = a === '--bot' ? argv[++i] : a.slice(6);
      if (v !== 'easy' && v !== 'rollout') return `--bot must be easy or rollout, got "${String(v)}"`;
      bot = v;
      continue;
    }
    if (a === '--first' || a.startsWith('--first=')) {
      const v = a === '--first' ? argv[++i] : a.slice(8);
      if (!v || !/^\d+$/.test(v)) return `--first must be a whole number (the index of the first game), got "${String(v)}"`;
      first = Number(v);
      continue;
    }
    if (a === '--levels' || a.startsWith('--levels=') || a === '--jobs' || a.startsWith('--jobs=')) {
      return `${a.split('=')[0]} is a sim flag; the soak's bots are chosen with --bot easy|rollout and run in one thread`;
    }
    if (a === '--physics' || a.startsWith('--physics=')) physicsGiven = true;
    rest.push(a);
  }
  if (!physicsGiven) rest.push('--physics', 'model');
  return { bot, first, rest };
}

export async function main(argv: string[], print = (l: string) => console.log(l), printError = (l: string) => console.error(l)): Promise<number> {
  const split = splitSoakArgs(argv);
  if (typeof split === 'string') {
    printError(split);
    return 2;
  }
  const getGame = await gameLookup();
  const parsed = parseSimArgs(split.rest, getGame, (await loadGames()).map((g) => g.id));
  if (!parsed.ok) {
    printError(parsed.message.replaceAll('npm run sim', 'npm run soak'));
    return 2;
  }
  const args = parsed.args;
  let port = sampledPhysicsPort();
  if (args.physics === 'real') {
    await initPhysics();
    port = rapierPort();
  }
  print(`soak ${args.game}: bots: ${BOT_NAMES[split.bot]}; physics: ${args.physics === 'real' ? 'headless Rapier' : 'sampled outcome model'}`);
  if (split.first > 0) print(`soak ${args.game}: games ${split.first + 1}–${split.first + args.games} of the seed ${args.seed} sequence`);
  const summary = runSoak(getGame(args.game)!, args, split.bot, port, print, split.first);
  for (const p of summary.problems) printError(p);
  print(soakLine(summary));
  print(JSON.stringify(summary));
  return summary.errors + summary.violations + summary.viewErrors + summary.saveRoundTripFailures > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
      process.exit(1);
    },
  );
}
