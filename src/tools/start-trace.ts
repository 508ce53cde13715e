// What holds the main thread while a room opens (issue 26): records a Chrome
// performance trace (CDP Tracing, with V8's sampling profiler) of one room
// opening in headless Chromium with SwiftShader through ANGLE (the flags the
// start-tasks bench uses), from navigation to the first throwable frame, and
// prints each long task (≥ 50 ms) with the functions its samples were in.
// The build is unminified (names stay readable), into .tmp/start-trace; the
// trace itself is written to .tmp/start-trace-<room>.json for DevTools.
// Run: npx tsx src/tools/start-trace.ts [--room=gambler] [--dist=DIR] [--top=12] [--from=TRACE.json] [--render=worker]
//   --render where the room's scene is drawn (?render=, src/rooms/render-mode.ts); the trace file is named by it
//   --dist  an existing build to serve instead (its names may be minified)
//   --from  summarize a trace this tool wrote before, without a browser
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isAbsolute, join } from 'node:path';
import { build } from 'vite';
import { withPreviewBrowser } from './preview-browser.ts';
import { WATCH_FIRST_THROW } from './first-throw-watch.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SWIFTSHADER = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'gpu',
  // What the GPU process's long tasks run (the scene worker's WebGL is executed there): ANGLE's calls and the decoder's commands.
  'gpu.angle',
  'gpu.service',
  'disabled-by-default-gpu.service',
  'disabled-by-default-gpu.decoder',
];
const LONG_US = 50_000;

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

function parseArgs(argv: readonly string[]) {
  const o = { room: 'gambler', dist: null as string | null, top: 12, from: null as string | null, render: 'page' };
  for (const arg of argv) {
    const [k, v = ''] = arg.split('=', 2) as [string, string?];
    if (k === '--room' && v) o.room = v;
    else if (k === '--dist' && v) o.dist = isAbsolute(v) ? v : join(process.cwd(), v);
    else if (k === '--from' && v) o.from = v;
    else if (k === '--top' && /^\d+$/.test(v)) o.top = Number(v);
    else if (k === '--render' && (v === 'page' || v === 'worker')) o.render = v;
    else throw new Error(`start-trace: did not understand ${JSON.stringify(arg)} (use --room=ID, --dist=DIR, --top=N, --render=page|worker)`);
  }
  return o;
}

const frameName = (n: ProfileNode): string => {
  const f = n.callFrame;
  const file = (f.url ?? '').split('/').pop()?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';
  return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${(f.lineNumber ?? 0) + 1}` : ''}`;
};

/** Samples of the main thread's CPU profile as [ts µs, leaf node id], with the node table. */
function profileSamples(events: readonly TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  const byId = new Map<string, { t: number }>();
  for (const e of events) {
    if (e.pid !== pid) continue;
    const data = e.args?.data as Record<string, unknown> | undefined;
    if (e.name === 'Profile' && e.tid === tid && data && typeof data.startTime === 'number') byId.set(String(e.id), { t: data.startTime });
    if (e.name !== 'ProfileChunk' || !data) continue;
    const clock = byId.get(String(e.id));
    if (!clock) continue;
    const cpu = data.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    for (const n of cpu?.nodes ?? []) nodes.set(n.id, n);
    const deltas = (data.timeDeltas as number[] | undefined) ?? [];
    (cpu?.samples ?? []).forEach((s, i) => {
      clock.t += deltas[i] ?? 0;
      samples.push([clock.t, s]);
    });
  }
  samples.sort((a, b) => a[0] - b[0]);
  return { nodes, samples };
}

/**
 * The GPU process's main thread: while it is busy no frame is made and no
 * animation frame fires, so the page waits without a long task of its own.
 * Each task of 50 ms and more, with the longest traced work inside it.
 */
function gpuTasks(events: readonly TraceEvent[], nav: number): string[] {
  const gpu = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args?.name as string) === 'CrGpuMain');
  if (!gpu) return ['\n  GPU process: not in the trace'];
  const mine = events.filter((e) => e.pid === gpu.pid && e.tid === gpu.tid && e.ph === 'X');
  const tasks = mine.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= LONG_US).sort((a, b) => a.ts - b.ts);
  const total = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const out = [`\n  GPU process main thread: ${tasks.length} tasks of 50 ms and more, ${Math.round(total / 1000)} ms in all`];
  const wrappers = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'Scheduler::RunTask', 'GpuChannel::ExecuteDeferredRequest', 'GPUTask', 'CommandBuffer::Flush', 'CommandBufferStub::OnAsyncFlush', 'CommandBufferService:PutChanged']);
  for (const t of tasks) {
    const end = t.ts + (t.dur ?? 0);
    const inner = mine
      .filter((e) => e.ts >= t.ts && e.ts < end && !wrappers.has(e.name) && (e.dur ?? 0) >= 5000)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 2)
      .map((e) => `${e.name} ${Math.round((e.dur ?? 0) / 1000)}`);
    out.push(`    at ${((t.ts - nav) / 1000).toFixed(0).padStart(6)} ms  ${((t.dur ?? 0) / 1000).toFixed(0).padStart(5)} ms  ${inner.join(', ') || '(nothing traced inside)'}`);
  }
  return out;
}

/**
 * The `scene:` start marks (src/scene/worker/start-marks.ts) on every thread,
 * page and scene worker, in ms from navigation, so the GPU process's tasks
 * can be read against the steps they held up.
 */
function startMarks(events: readonly TraceEvent[], nav: number): string[] {
  const marks = events.filter((e) => e.name.startsWith('scene:') && e.ph !== 'M').sort((a, b) => a.ts - b.ts);
  if (marks.length === 0) return [];
  return ['\n  start marks (ms from navigation):', `    ${marks.map((e) => `${e.name.slice(6)} ${Math.round((e.ts - nav) / 1000)}`).join(', ')}`];
}

/** The long tasks of the page's main thread with the functions they ran, and the GPU process's long tasks. */
export function summarize(events: readonly TraceEvent[], top: number): string {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const mains = names.filter((e) => (e.args?.name as string) === 'CrRendererMain');
  // The page's renderer: the one that navigated to the served page (Chromium's own pages, the omnibox's,
  // have renderers too, and outwork the page's when its scene is drawn in a worker), then the busiest.
  const served = new Set(events.filter((e) => e.name === 'navigationStart' && /^http:\/\/127\.0\.0\.1/.test(String((e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? ''))).map((e) => e.pid));
  const busy = (pid: number, tid: number) => events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0);
  const main = mains.map((m) => ({ pid: m.pid, tid: m.tid, busy: busy(m.pid, m.tid) + (served.has(m.pid) ? Number.MAX_SAFE_INTEGER / 2 : 0) })).sort((a, b) => b.busy - a.busy)[0];
  if (!main) return 'no renderer main thread in the trace';
  const nav = events.find((e) => e.pid === main.pid && e.name === 'navigationStart')?.ts ?? events.filter((e) => e.pid === main.pid && e.ts > 0).reduce((m, e) => Math.min(m, e.ts), Infinity);
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && (e.dur ?? 0) >= LONG_US).sort((a, b) => a.ts - b.ts);
  const { nodes, samples } = profileSamples(events, main.pid, main.tid);
  const lines: string[] = [];
  const total = tasks.reduce((s, t) => s + (t.dur ?? 0), 0);
  lines.push(`${tasks.length} long tasks, ${Math.round(total / 1000)} ms in all; ${samples.length} profile samples`);
  const overall = new Map<string, number>();
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const self = new Map<string, number>();
    const incl = new Map<string, number>();
    // What the task ran, by the timeline's own events on the main thread.
    const kinds = new Map<string, number>();
    for (const e of events) {
      if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || e === task || e.ts < start || e.ts >= end) continue;
      if (['FunctionCall', 'EvaluateScript', 'v8.compile', 'FireAnimationFrame', 'TimerFire', 'Layout', 'UpdateLayoutTree', 'Paint', 'MajorGC', 'MinorGC', 'v8.compileModule', 'v8.evaluateModule', 'ParseHTML', 'v8.wasm.compiledModule', 'v8.wasm.streamFromResponseCallback', 'CompileScript'].includes(e.name)) {
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
      }
    }
    let prev = 0;
    for (const [ts, leaf] of samples) {
      const dt = prev === 0 ? 0 : Math.min(ts - prev, 5000);
      prev = ts;
      if (ts < start || ts >= end) continue;
      const n = nodes.get(leaf);
      if (!n) continue;
      const key = frameName(n);
      self.set(key, (self.get(key) ?? 0) + dt);
      overall.set(key, (overall.get(key) ?? 0) + dt);
      const seen = new Set<string>();
      for (let p: ProfileNode | undefined = n; p; p = p.parent === undefined ? undefined : nodes.get(p.parent)) {
        const k = frameName(p);
        if (seen.has(k)) continue;
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + dt);
      }
    }
    // Parents come from the 'parent' field; older traces give children instead.
    const fmt = (m: Map<string, number>, n: number) =>
      [...m.entries()]
        .filter(([k]) => !/^\((root|program|idle)\)/.test(k))
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `      ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`)
        .join('\n');
    lines.push(`\n  task at ${((start - nav) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms long`);
    lines.push(`    timeline: ${[...kinds.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', ')}`);
    lines.push(`    self time:\n${fmt(self, top)}`);
    lines.push(`    inclusive:\n${fmt(incl, top)}`);
  }
  lines.push(...startMarks(events, nav));
  lines.push(...gpuTasks(events, nav));
  lines.push('\n  self time over all long tasks:');
  lines.push(
    [...overall.entries()]
      .filter(([k]) => !/^\((root|program|idle)\)/.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top * 2)
      .map(([k, v]) => `      ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n'),
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  if (o.from) {
    console.log(summarize((JSON.parse(readFileSync(o.from, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents, o.top));
    return;
  }
  const outDir = o.dist ?? join(root, '.tmp', 'start-trace');
  if (!o.dist) await build({ root: join(root, 'src'), configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, minify: false } });
  const traced = await withPreviewBrowser(
    root,
    outDir,
    async (browser, base) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await context.addInitScript({ content: WATCH_FIRST_THROW });
        const page = await context.newPage();
        await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(`${base}/?game=${o.room}&seats=human,bot:easy&seed=11${o.render === 'page' ? '' : `&render=${o.render}`}`, { waitUntil: 'commit' });
        const at = (await page.evaluate(`window.__firstThrow.then((at) => new Promise((r) => setTimeout(() => r(at - performance.timeOrigin), 300)))`)) as number;
        const buf = await browser.stopTracing();
        return { at, json: buf.toString('utf8') };
      } finally {
        await context.close();
      }
    },
    SWIFTSHADER,
  );
  if (!traced) throw new Error('start-trace: no Chromium at /usr/bin/chromium');
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const file = join(root, '.tmp', `start-trace-${o.room}${o.render === 'page' ? '' : `-${o.render}`}.json`);
  writeFileSync(file, traced.json);
  const parsed = JSON.parse(traced.json) as { traceEvents: TraceEvent[] };
  console.log(`${o.room}: first throwable frame at ${Math.round(traced.at)} ms; trace in ${file}`);
  console.log(summarize(parsed.traceEvents, o.top));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
