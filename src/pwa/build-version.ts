// The build's version string, injected into the page at build time (vite's
// `define`, see vite.config.ts) so the lobby can say which build is running:
// package.json's version and the commit it was built from ("0.1.0 · 46f523c").
// Without git (a tarball), the build's UTC date stands in for the commit.
// Node only: vite.config.ts runs it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function buildVersion(root: string): string {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    commit = '';
  }
  return `${version} · ${commit || `built ${new Date().toISOString().slice(0, 10)}`}`;
}
