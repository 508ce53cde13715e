// Command-line arguments of the sim tool, validated with messages a person can act on.

import { BOT_LEVELS, isBotLevel, type BotLevel } from '../core/log.ts';
import type { Options, AnyGameModule } from '../core/contract.ts';
import { SIM_REPORTS, isSimReportId, type SimReportId } from './sim-report.ts';

/**
 * Fixed-strategy exploiters, for the sim only: they play the heuristic
 * except when asked to doubt (Mail Run), where one always doubts and the
 * other never does. A bluffing player that loses to either is exploitable.
 */
export const EXPLOITERS = ['always-doubt', 'never-doubt'] as const;
/** Games in which a player answers a claim with `doubt` or `believe` (where the exploiters differ from the heuristic). */
export const EXPLOITER_GAMES: readonly string[] = ['pony-express'];
export type Exploiter = (typeof EXPLOITERS)[number];
/** A seat of the sim: a bot level of the app or an exploiter. */
export type SimLevel = BotLevel | Exploiter;
const isSimLevel = (x: string): x is SimLevel => isBotLevel(x) || (EXPLOITERS as readonly string[]).includes(x);
/** The app level an exploiter seat is recorded as (its aim, its throws). */
export const appLevel = (l: SimLevel): BotLevel => (isBotLevel(l) ? l : 'heuristic');

export interface SimArgs {
  game: string;
  games: number;
  seed: number;
  players: number;
  /** One level per seat position before rotation (cycled when fewer were given). */
  levels: SimLevel[];
  levelsGiven: boolean;
  /** Print every decision with its reason in one line (debug runs). */
  explain?: boolean;
  physics: 'real' | 'model';
  maxInputs: number;
  options: Options;
  /** Worker threads playing games side by side (1: all in this thread). */
  jobs: number;
  /** Counters per level added to the summary (`--report`). */
  report?: SimReportId;
}

export const USAGE = `usage: npm run sim -- --game <id> [--games <n>] [--seed <s>] [--players <k>] [--levels easy,heuristic,hard,...]
                     [--physics real|model] [--max-inputs <n>] [--options key=value,...] [--jobs <n>] [--explain] [--report <id>]
  --game        registered game id (required)
  --games       games to play (default 10)
  --seed        base seed, an integer (default 1)
  --players     seats per game (default: the game's minimum, or the number of levels)
  --levels      bot level per seat, comma-separated; seats rotate every game (default hard for all):
                ${BOT_LEVELS.join(', ')}, or the exploiters ${EXPLOITERS.join(', ')} (the heuristic, but always or never doubting;
                ${EXPLOITER_GAMES.join(', ')})
  --physics     real: headless Rapier for every throw and flick (default); model: sampled outcomes, fast, for quick balance checks
  --max-inputs  a game with more inputs counts as an error (default 20000)
  --options     game options, e.g. end=reach-500 (see the game's option list)
  --jobs        worker threads playing games side by side (default 1; results do not depend on it)
  --explain     print every decision under its game with its reason in one line (a debug run: use few games)
  --report      counters per level over every decision, printed under the level lines and in the summary:
${Object.entries(SIM_REPORTS)
  .map(([id, r]) => `                ${id}: ${r.about} (${r.games.join(', ')})`)
  .join('\n')}`;

type Lookup = (id: string) => AnyGameModule | undefined;

const FLAGS = ['game', 'games', 'seed', 'players', 'levels', 'physics', 'max-inputs', 'options', 'jobs', 'report'] as const;
/** Flags that take no value. */
const SWITCHES = ['explain'] as const;

/** `a=1,b=x` → options checked against the game's declared choices. */
function parseOptions(text: string | undefined, module: AnyGameModule): Options | string {
  const out: Options = {};
  if (text === undefined || text === '') return out;
  for (const pair of text.split(',')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return `--options wants key=value pairs, got "${pair}"`;
    const key = pair.slice(0, eq);
    const spec = module.options.find((o) => o.id === key);
    if (!spec) return `${module.title} has no option "${key}" (options: ${module.options.map((o) => o.id).join(', ') || 'none'})`;
    const value = spec.choices.find((c) => String(c) === pair.slice(eq + 1));
    if (value === undefined) return `option ${key} must be one of ${spec.choices.join(', ')}, got "${pair.slice(eq + 1)}"`;
    out[key] = value;
  }
  return out;
}

export function parseSimArgs(argv: string[], lookup: Lookup, known: string[]): { ok: true; args: SimArgs } | { ok: false; message: string } {
  const raw = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') return { ok: false, message: USAGE };
    if ((SWITCHES as readonly string[]).includes(a.slice(2)) && a.startsWith('--')) {
      switches.add(a.slice(2));
      continue;
    }
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
    if (!a.startsWith('--') || !(FLAGS as readonly string[]).includes(name)) {
      return { ok: false, message: `unknown argument "${a}"\n${USAGE}` };
    }
    const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
    if (value === undefined || value.startsWith('--')) return { ok: false, message: `--${name} needs a value` };
    if (raw.has(name)) return { ok: false, message: `--${name} given twice` };
    raw.set(name, value);
  }
  const game = raw.get('game');
  if (!game) return { ok: false, message: `--game is required (one of: ${known.join(', ')})\n${USAGE}` };
  const module = lookup(game);
  if (!module) return { ok: false, message: `unknown game "${game}"; registered: ${known.join(', ')}` };

  const int = (name: string, fallback: number, min: number): number | string => {
    const v = raw.get(name);
    if (v === undefined) return fallback;
    if (!/^-?\d+$/.test(v)) return `--${name} must be an integer, got "${v}"`;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < min) return `--${name} must be an integer ≥ ${min}, got "${v}"`;
    return n;
  };
  const games = int('games', 10, 1);
  if (typeof games === 'string') return { ok: false, message: games };
  const seed = int('seed', 1, -(2 ** 31));
  if (typeof seed === 'string') return { ok: false, message: seed };
  const maxInputs = int('max-inputs', 20_000, 1);
  if (typeof maxInputs === 'string') return { ok: false, message: maxInputs };
  const jobs = int('jobs', 1, 1);
  if (typeof jobs === 'string') return { ok: false, message: jobs };
  if (jobs > 16) return { ok: false, message: `--jobs must be at most 16, got ${jobs}` };

  const levelText = raw.get('levels');
  const levels: SimLevel[] = [];
  if (levelText !== undefined) {
    for (const l of levelText.split(',')) {
      if (!isSimLevel(l)) return { ok: false, message: `unknown bot level "${l}" in --levels (use ${[...BOT_LEVELS, ...EXPLOITERS].join(', ')})` };
      if ((EXPLOITERS as readonly string[]).includes(l) && !EXPLOITER_GAMES.includes(game)) {
        return { ok: false, message: `"${l}" exploits doubting, which ${module.title} has not (games with doubts: ${EXPLOITER_GAMES.join(', ')})` };
      }
      levels.push(l);
    }
  }
  const players = int('players', Math.max(module.minPlayers, Math.min(levels.length, module.maxPlayers)), 1);
  if (typeof players === 'string') return { ok: false, message: players };
  if (players < module.minPlayers || players > module.maxPlayers) {
    return { ok: false, message: `${module.title} takes ${module.minPlayers}–${module.maxPlayers} players, not ${players}` };
  }
  if (levels.length > players) {
    return { ok: false, message: `--levels names ${levels.length} seats but the game has ${players} players` };
  }
  const physics = raw.get('physics') ?? 'real';
  if (physics !== 'real' && physics !== 'model') return { ok: false, message: `--physics must be real or model, got "${physics}"` };
  const options = parseOptions(raw.get('options'), module);
  if (typeof options === 'string') return { ok: false, message: options };
  const report = raw.get('report');
  if (report !== undefined) {
    if (!isSimReportId(report)) return { ok: false, message: `unknown report "${report}" (reports: ${Object.keys(SIM_REPORTS).join(', ')})` };
    if (!(SIM_REPORTS[report].games as readonly string[]).includes(game)) {
      return { ok: false, message: `--report ${report} reads ${SIM_REPORTS[report].games.join(', ')}, not ${game}` };
    }
  }
  const perSeat = levels.length > 0 ? Array.from({ length: players }, (_, i) => levels[i % levels.length]!) : new Array<SimLevel>(players).fill('hard');
  return {
    ok: true,
    args: { game, games, seed, players, levels: perSeat, levelsGiven: levels.length > 0, physics, maxInputs, options, jobs, explain: switches.has('explain'), ...(report ? { report } : {}) },
  };
}
