// Bench: how much the main thread is held while a room opens (issue 26).
// Builds the production app into .tmp/bench-start-tasks (dist/ is left alone),
// serves it with vite preview and opens each game room, a human seat against
// an easy bot, in headless Chromium (Debian's) drawing WebGL with SwiftShader
// through ANGLE (the flags issue 26 measures with), each run in a fresh
// browser context (empty HTTP cache, no autosave). Per room, medians of the runs:
//   <room>.firstThrowMs        navigation start to the first animation frame
//                              in which the human's first move is accepted:
//                              a throw, or in Mail Run (a card) and Main
//                              Street (a sow) the first legal decision
//                              (first-throw-watch.ts).
//   <room>.tableShownMs        navigation start to the first animation frame
//                              with the room's table shown and its session
//                              answering, whoever is to move: equal to
//                              firstThrowMs within a frame where the human's
//                              turn is the first shown (every room: Main
//                              Street's bot hangs its opening awning, the
//                              rules' order, while the table loads; a bot's
//                              real opening turn would make them differ by
//                              that turn and its thinking pause).
//   <room>.tableOnScreenMs     navigation start to the presentation of that
//                              frame (Element Timing's renderTime of a mark
//                              put in it): what the eye gets, after the GPU
//                              work queued by then.
//   <room>.longestStartTaskMs  the longest main-thread task that started in
//                              that window, from a PerformanceObserver for
//                              'longtask' installed before the page's scripts
//                              run (so only tasks of 50 ms and more are seen;
//                              0 when there was none).
//   <room>.startMainThreadMs   the SUM of those long tasks (tasks under 50 ms
//                              are not counted): the time the page could not
//                              answer a tap while the room opened.
//   <room>.webglContexts       WebGL contexts the page made up to then (and
//                              the settle time after), from a getContext hook.
//   <room>.programs            shader programs it linked up to then, from a
//                              linkProgram hook. Both are counts: they do not
//                              depend on the machine's load (median of runs).
//   <room>.programKinds        with --list: each program's shader type, name
//                              and the USE_* defines that set it apart.
// With --counts only the two counts, taken once the room says it is ready
// (its first frames drawn: tabletop.ready()) and a second more, not at the
// first throw: quicker, and every room has it (Mail Run's first move is a
// card, not a throw).
// Also each run's figures, in the order run. SwiftShader draws on the CPU, so
// the figures follow the machine's load; compare runs made back to back.
// Run alone: npx tsx src/tools/bench/start-tasks.ts [--runs=N] [--rooms=gambler,carson-city] [--dist=DIR] [--list]
//   --runs   runs per room (default 5; fewer for a quick look)
//   --rooms  the game ids to open (default every game room)
//   --dist   an existing production build to serve instead of building one
//   --list   also name every program linked (last run's)
//   --counts only the contexts and programs, at the room's ready signal
//   --render where the room's scene is drawn: default (the link names no
//            render=, as a player's: the worker where the room and browser
//            allow), page, worker, or a list such as page,worker to alternate
//            them run by run (figures keyed <room>@<mode>); a worker's
//            contexts and programs are not counted (the hooks watch the page)
//   --query  more link parameters for every run (e.g. --query=quality=low)
//   --against an earlier build (a folder) to compare with: its runs and the
//            measured build's alternate run by run in one browser, each
//            build served by its own preview, so both see the same minutes
//            of this noisy machine (figures keyed <room>@before and
//            <room>@after), and <room>.firstThrowMsRatio and
//            <room>.tableOnScreenMsRatio give the median of after ÷ before
//            over the pairs (run k of each)
//   --marks  print each run's start steps (the `scene:` marks of
//            src/scene/worker/start-marks.ts, page and scene worker) to stderr,
//            in ms from navigation: which step a slow start waited in
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isAbsolute, join } from 'node:path';
import { startPreview, withPreviewBrowser } from '../preview-browser.ts';
import { buildApp, median, WATCH_FIRST_THROW } from '../first-throw-watch.ts';
import { GAMES, isPlayable } from '../../games/registry.ts';
import { programKinds, WATCH_GL } from '../gl-watch.ts';
import type { GlCounts } from '../gl-watch.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const TIMEOUT_MS = 180_000;
/** After the throwable frame, how long the long-task entry of the task holding it gets to arrive. */
const SETTLE_MS = 500;
/** Every playable game's room, read from the registry. */
const ROOMS: readonly string[] = GAMES.filter(isPlayable).map((g) => g.id);
/** With --counts: after the room's ready signal, how long its next frames get to link what they draw. */
const READY_SETTLE_MS = 1000;
/** With --counts: resolves with the absolute time the game room said it was ready. */
const READY = `new Promise((resolve) => {
  const poll = () => {
    const api = window.tabletop;
    if (!api || api.room() === 'lobby') return setTimeout(poll, 50);
    api.ready().then(() => resolve(performance.timeOrigin + performance.now()), () => setTimeout(poll, 50));
  };
  poll();
})`;
const SWIFTSHADER = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** Keeps every long task the page runs, from before its own scripts. */
const WATCH_LONG_TASKS = `
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: 'longtask', buffered: true });
${WATCH_GL}
${WATCH_FIRST_THROW}`;

interface Options {
  runs: number;
  rooms: readonly string[];
  dist: string | null;
  list: boolean;
  counts: boolean;
  /** ?render= modes, alternated run by run (src/rooms/render-mode.ts). */
  render: readonly string[];
  marks: boolean;
  /** More link parameters, appended to every run's address. */
  query: string;
  /** An earlier build to alternate with, run by run (`@before`; the measured build is `@after`). */
  against: string | null;
}

/**
 * The `scene:` marks of the thread it runs in (start-marks.ts) and the shell's (`shell:`, after-paint.ts: the
 * loading screen's frame made and presented), as [step, absolute ms].
 */
const READ_MARKS = `performance.getEntriesByType('mark').filter((m) => m.name.startsWith('scene:') || m.name.startsWith('shell:')).map((m) => [m.name.startsWith('scene:') ? m.name.slice(6) : m.name, performance.timeOrigin + m.startTime])`;

/** The command line's options; a clear error for anything it does not know. */
export function parseOptions(argv: readonly string[]): Options {
  const options: Options = { runs: 5, rooms: ROOMS, dist: null, list: false, counts: false, render: ['default'], marks: false, query: '', against: null };
  for (const arg of argv) {
    const [key, value = ''] = arg.split('=', 2) as [string, string?];
    if (key === '--runs' && /^[1-9]\d*$/.test(value)) options.runs = Number(value);
    else if (key === '--rooms' && value !== '') options.rooms = value.split(',');
    else if (key === '--dist' && value !== '') options.dist = isAbsolute(value) ? value : join(process.cwd(), value);
    else if (key === '--against' && value !== '') options.against = isAbsolute(value) ? value : join(process.cwd(), value);
    else if (key === '--list' && arg === '--list') options.list = true;
    else if (key === '--counts' && arg === '--counts') options.counts = true;
    else if (key === '--marks' && arg === '--marks') options.marks = true;
    else if (key === '--query' && /^[\w.-]+=[\w.,:-]*(&[\w.-]+=[\w.,:-]*)*$/.test(arg.slice('--query='.length))) options.query = `&${arg.slice('--query='.length)}`;
    else if (key === '--render' && /^(default|page|worker)(,(default|page|worker))*$/.test(value)) options.render = value.split(',');
    else throw new Error(`start-tasks: did not understand ${JSON.stringify(arg)} (use --runs=N, --rooms=a,b, --dist=DIR, --list, --counts, --marks, --query=a=b&c=d, --render=default|page|worker[,…], --against=DIR)`);
  }
  const unknown = options.rooms.filter((r) => !ROOMS.includes(r));
  if (unknown.length > 0) throw new Error(`start-tasks: no game room called ${unknown.join(', ')}; there are ${ROOMS.join(', ')}`);
  return options;
}

interface Run {
  firstThrowMs: number;
  tableShownMs: number;
  tableOnScreenMs: number;
  longestStartTaskMs: number;
  startMainThreadMs: number;
  webglContexts: number;
  programs: number;
  programList: string[];
}

/** after[k] ÷ before[k] for each run k both have (the runs were made in turn, so pair k saw the same minute). */
export function pairedRatios(before: readonly number[], after: readonly number[]): number[] {
  return after.slice(0, before.length).map((a, k) => a / before[k]!);
}

export default async function benchStartTasks(argv: readonly string[] = []): Promise<Record<string, number | string>> {
  const options = parseOptions(argv);
  const outDir = options.dist ?? join(root, '.tmp', 'bench-start-tasks');
  if (!options.dist) await buildApp(root, outDir);
  // The earlier build's own preview, beside the measured one's (withPreviewBrowser's).
  const earlier = options.against ? await startPreview(root, options.against) : null;
  const measured = await withPreviewBrowser(
    root,
    outDir,
    async (browser, after) => {
      // Each run's build and render mode, in turn: the builds alternate first, then the modes.
      const builds = earlier ? [{ tag: '@before', base: earlier.base }, { tag: '@after', base: after }] : [{ tag: '', base: after }];
      const variants = options.render.flatMap((mode) => builds.map((b) => ({ mode, ...b, key: `${options.render.length > 1 ? `@${mode}` : ''}${b.tag}` })));
      const byRoom = new Map<string, Run[]>();
      for (const room of options.rooms) {
        const runsOf = new Map<string, Run[]>(variants.map((v) => [v.key, []]));
        for (let i = 0; i < options.runs * variants.length; i++) {
          const { mode, base, key } = variants[i % variants.length]!;
          const runs = runsOf.get(key)!;
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          try {
            await context.addInitScript({ content: WATCH_LONG_TASKS });
            const page = await context.newPage();
            await page.goto(`${base}/?game=${room}&seats=human,bot:easy&seed=11${options.query}${mode === 'default' ? '' : `&render=${mode}`}`, { waitUntil: 'commit' });
            const [throwAt, tasks, gl, shownAt, onScreenAt] = (await page.evaluate(`Promise.race([
              (${options.counts ? READY : 'window.__firstThrow'}
                ?? Promise.reject(new Error('the init script did not run')))
                .then((at) => new Promise((r) => setTimeout(() => r([at - performance.timeOrigin, window.__longTasks, window.__gl]), ${options.counts ? READY_SETTLE_MS : SETTLE_MS})))
                .then((got) => ${options.counts ? 'Promise.resolve([NaN, NaN])' : 'Promise.all([window.__tableShown, window.__tableOnScreen])'}.then(([shown, screen]) => [...got, shown - performance.timeOrigin, screen - performance.timeOrigin])),
              new Promise((_, reject) => setTimeout(() => reject(new Error('${room}: ${options.counts ? 'not ready' : 'no throw accepted'} within ${TIMEOUT_MS} ms')), ${TIMEOUT_MS})),
            ])`)) as [number, [number, number][], GlCounts, number, number];
            if (options.marks) {
              const origin = (await page.evaluate('performance.timeOrigin')) as number;
              const marks = (await page.evaluate(READ_MARKS)) as [string, number][];
              for (const worker of page.workers()) marks.push(...((await worker.evaluate(READ_MARKS).catch(() => [])) as [string, number][]).map(([n, t]): [string, number] => [`w:${n}`, t]));
              marks.sort((a, b) => a[1] - b[1]);
              // The navigation's own time too (ms since the epoch), to line the marks up with another clock (a profile of the GPU process).
              console.error(`${room}${key || `@${mode}`} run ${runs.length + 1}: ${marks.map(([n, t]) => `${n} ${Math.round(t - origin)}`).join(', ')}; table shown ${Math.round(shownAt)}, on screen ${Math.round(onScreenAt)}; throw ${Math.round(throwAt)}; navigation ${Math.round(origin)}`);
            }
            const inWindow = tasks.filter(([start]) => start <= throwAt).map(([, duration]) => duration);
            runs.push({
              firstThrowMs: Math.round(throwAt),
              tableShownMs: Math.round(shownAt),
              tableOnScreenMs: Math.round(onScreenAt),
              longestStartTaskMs: Math.round(Math.max(0, ...inWindow)),
              startMainThreadMs: Math.round(inWindow.reduce((a, b) => a + b, 0)),
              webglContexts: gl.contexts.length,
              programs: gl.programs.length,
              programList: gl.programs,
            });
          } finally {
            await context.close();
          }
        }
        for (const [key, runs] of runsOf) byRoom.set(`${room}${key}`, runs);
      }
      return byRoom;
    },
    SWIFTSHADER,
  ).finally(() => earlier?.stop());
  if (!measured) return { startTasks: 'n/a (no Chromium)' };
  const out: Record<string, number | string> = {};
  for (const [room, runs] of measured) {
    for (const key of options.counts ? [] : (['firstThrowMs', 'tableShownMs', 'tableOnScreenMs', 'longestStartTaskMs', 'startMainThreadMs'] as const)) {
      out[`${room}.${key}`] = median(runs.map((r) => r[key]));
      out[`${room}.${key}Runs`] = runs.map((r) => r[key]).join(' ');
    }
    for (const key of ['webglContexts', 'programs'] as const) out[`${room}.${key}`] = median(runs.map((r) => r[key]));
    if (options.list) out[`${room}.programKinds`] = programKinds(runs.at(-1)?.programList ?? []).join('; ');
  }
  if (options.against && !options.counts) {
    for (const [key, after] of measured) {
      if (!key.endsWith('@after')) continue;
      const before = measured.get(`${key.slice(0, -'@after'.length)}@before`) ?? [];
      const name = key.slice(0, -'@after'.length);
      for (const figure of ['firstThrowMs', 'tableOnScreenMs'] as const) {
        out[`${name}.${figure}Ratio`] = Number(median(pairedRatios(before.map((r) => r[figure]), after.map((r) => r[figure]))).toFixed(3));
      }
    }
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchStartTasks(process.argv.slice(2)).then(
    (r) => console.log(JSON.stringify(r)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
