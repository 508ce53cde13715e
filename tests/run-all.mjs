#!/usr/bin/env node
// `npm test`: every check in order — lint, typecheck, unit and physics tests
// (vitest), production build, browser tests. Runs them all (the browser tests
// need the build), then prints one closing line counting tests and failed steps.
// Lint and typecheck run side by side (each is one busy thread, and a CI
// machine has two cores); their output is printed whole, one after the other.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
mkdirSync(join(root, '.tmp'), { recursive: true });
const vitestJson = join(root, '.tmp', 'vitest-report.json');
rmSync(vitestJson, { force: true });

const steps = [
  { name: 'lint', cmd: bin('eslint'), args: ['.'], together: 'static' },
  { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'], together: 'static' },
  { name: 'unit + physics (vitest)', cmd: bin('vitest'), args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`] },
  // `--mode test`: the production build plus the pseudo-locale en-XA, which tests/browser/pseudo-locale.spec.mjs reads (issue 25).
  { name: 'build', cmd: bin('vite'), args: ['build', '--mode', 'test', '--logLevel', 'warn'] },
  { name: 'browser', cmd: process.execPath, args: [join(root, 'tests', 'browser', 'run.mjs')], needs: 'build' },
];

/** Runs a command, passing its output through as it comes (or, with `quiet`, only keeping it) and keeping a copy. */
function runStreaming(cmd, args, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('error', (error) => resolve({ status: null, signal: error.message, stdout }));
    child.on('close', (status, signal) => resolve({ status, signal, stdout }));
  });
}

/** Steps marked with the same `together` run side by side; each one's output is printed whole when it ends. */
function startTogether(group) {
  return new Map(
    steps
      .filter((s) => s.together === group)
      .map((s) => {
        const started = Date.now();
        return [s.name, runStreaming(s.cmd, s.args, true).then((run) => ({ ...run, seconds: (Date.now() - started) / 1000 }))];
      }),
  );
}

const failedSteps = [];
let passed = 0;
let failed = 0;
let together = new Map();
for (const step of steps) {
  if (step.needs && failedSteps.includes(step.needs)) {
    console.log(`\n== ${step.name}: skipped (${step.needs} failed)`);
    failedSteps.push(step.name);
    continue;
  }
  console.log(`\n== ${step.name}${step.together ? ` (side by side with the other ${step.together} checks)` : ''}`);
  const started = Date.now();
  if (step.together && !together.has(step.name)) together = startTogether(step.together);
  const run = step.together ? await together.get(step.name) : await runStreaming(step.cmd, step.args);
  if (step.together) process.stdout.write(run.stdout);
  const ok = run.status === 0;
  console.log(`== ${step.name}: ${ok ? 'ok' : `FAILED (exit ${run.status ?? run.signal})`} in ${(run.seconds ?? (Date.now() - started) / 1000).toFixed(1)}s`);
  if (!ok) failedSteps.push(step.name);
  if (step.name.startsWith('browser')) {
    const m = /browser: (\d+) passed, (\d+) failed/.exec(run.stdout ?? '');
    if (m) {
      passed += Number(m[1]);
      failed += Number(m[2]);
    }
  }
}
try {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
} catch {
  /* vitest did not write a report: its step failed and is counted below */
}
const stepFailures = failedSteps.filter((s) => !s.startsWith('browser') && !s.startsWith('unit')).length;
console.log(`\nsteps failed: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
console.log(`tests: ${passed} passed, ${failed + stepFailures} failed`);
process.exit(failedSteps.length ? 1 : 0);
