// Lighthouse per room (issue 26): node src/tools/lighthouse-rooms.mjs DIST LABEL RUNS [mobile,desktop] ['/?a|/?b']
// Serves the production build DIST with vite preview and runs Lighthouse 12 RUNS times per page and preset, with the
// SwiftShader flags the start benches use; prints each run (score, LCP, TBT), the medians and the machine's load.
// Lighthouse is not a dependency of the project (it is large and only measures): install it beside it first,
// npm install --prefix /tmp/lh lighthouse@12.8.2 (LIGHTHOUSE=path/to/lighthouse/cli/index.js points elsewhere).
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
const [dist, label = 'lh', runsArg = '3', presetsArg = 'mobile,desktop', pagesArg] = process.argv.slice(2);
const LH = process.env.LIGHTHOUSE ?? '/tmp/lh/node_modules/lighthouse/cli/index.js';
const rooms = ['gambler', 'pony-express', 'main-street', 'carson-city', 'gold-rivers'];
const pages = pagesArg ? pagesArg.split('|') : ['/', ...rooms.map((r) => `/?game=${r}&seats=human,bot:easy&seed=11`)];
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const port = await new Promise((r) => { const s = createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => r(p)); }); });
const vite = spawn(process.execPath, [new URL('../../node_modules/vite/bin/vite.js', import.meta.url).pathname, 'preview', '--config', new URL('../../vite.config.ts', import.meta.url).pathname, '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--bypass-lock'], { cwd: new URL('../../', import.meta.url).pathname, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 80; i++) { try { if ((await fetch(base + '/')).ok) break; } catch { /* not up yet */ } await new Promise((r) => setTimeout(r, 250)); }
const med = (a) => { const s = [...a].sort((x, y) => x - y); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
console.log(`${label}: ${dist}, load at start ${load()}`);
try {
  for (const page of pages) for (const preset of presetsArg.split(',')) {
    const runs = [];
    for (let i = 0; i < Number(runsArg); i++) {
      const args = [LH, base + page, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance', '--chrome-path=/usr/bin/chromium', '--chrome-flags=--headless=new --no-sandbox --use-gl=angle --use-angle=swiftshader --enable-unsafe-swiftshader', ...(preset === 'desktop' ? ['--preset=desktop'] : [])];
      const out = execFileSync(process.execPath, args, { maxBuffer: 1 << 28 }).toString();
      const j = JSON.parse(out);
      runs.push({ score: Math.round(j.categories.performance.score * 100), lcp: Math.round(j.audits['largest-contentful-paint'].numericValue), tbt: Math.round(j.audits['total-blocking-time'].numericValue) });
    }
    console.log(`${label} ${preset.padEnd(7)} ${page.padEnd(48)} score ${med(runs.map((r) => r.score))} (${runs.map((r) => r.score).join(' ')}) LCP ${med(runs.map((r) => r.lcp))} (${runs.map((r) => r.lcp).join(' ')}) TBT ${med(runs.map((r) => r.tbt))} (${runs.map((r) => r.tbt).join(' ')}) load ${load()}`);
  }
} finally { vite.kill(); }
