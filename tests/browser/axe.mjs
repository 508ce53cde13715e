// axe-core in the page: evaluates axe.min.js from node_modules through the
// debugging protocol (a <script> tag would be refused by the page's
// Content-Security-Policy) and runs it on the whole document as it stands.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The violations axe finds now: [{ id, impact, nodes: n, targets, help }]. */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')), help: v.help }));
  });
}

/** Fails with the list when axe finds anything on this screen (`where` names the screen and state). */
export async function expectNoAxeViolations(page, where, log = []) {
  const found = await axeViolations(page);
  log.push(`${where}: ${found.reduce((n, v) => n + v.nodes, 0)}`);
  if (found.length > 0) throw new Error(`axe on ${where}: ${found.map((v) => `${v.id} (${v.impact}, ${v.nodes}×: ${v.targets.join(' | ')})`).join('; ')}`);
}
