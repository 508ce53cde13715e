// The loading screen paints before any file arrives (issue 26): the built
// page's stylesheets move to the end of the body, written for print so they
// hold no paint (src/ui/page-styles.ts switches them on), and the CSP allows
// the one inline <style> block by its hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineStyleHashes, deferStylesheets, withStyleSources } from '../../src/tools/vite-boot-screen.ts';
import { WAITING_STYLESHEET } from '../../src/ui/page-styles.ts';

const page = `<html><head>
    <style>p { color: red; }</style>
    <link rel="stylesheet" crossorigin href="/assets/a.css">
    <link rel="stylesheet" crossorigin href="/assets/b.css">
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`;

describe('the boot screen build step', () => {
  it('hashes each inline style block as CSP does (sha256 of its exact text, base64)', () => {
    const expected = createHash('sha256').update('p { color: red; }').digest('base64');
    expect(inlineStyleHashes(page)).toEqual([`'sha256-${expected}'`]);
  });

  it('adds the hashes to style-src only, and says so when there is none', () => {
    const policy = "default-src 'self'; script-src 'self'; style-src 'self'; worker-src 'self'";
    expect(withStyleSources(policy, ["'sha256-x'"])).toBe("default-src 'self'; script-src 'self'; style-src 'self' 'sha256-x'; worker-src 'self'");
    expect(withStyleSources(policy, [])).toBe(policy);
    expect(() => withStyleSources("default-src 'self'", ["'sha256-x'"])).toThrow(/no style-src/);
  });

  it('moves the stylesheet links to the end of the body, in order, for print and marked to be switched on, and leaves the rest', () => {
    const out = deferStylesheets(page);
    expect(out).toContain(`<link rel="stylesheet" media="print" ${WAITING_STYLESHEET} crossorigin href="/assets/a.css">`);
    expect(out).toContain(`<link rel="stylesheet" media="print" ${WAITING_STYLESHEET} crossorigin href="/assets/b.css">`);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('stylesheet');
    expect(head).toContain('<script type="module"');
    expect(out.indexOf('a.css')).toBeGreaterThan(out.indexOf('<div id="app">'));
    expect(out.indexOf('a.css')).toBeLessThan(out.indexOf('b.css'));
    expect(out.indexOf('b.css')).toBeLessThan(out.indexOf('</body>'));
  });

  it('refuses a stylesheet link with a media of its own (switching it on for the screen would lose it)', () => {
    expect(() => deferStylesheets(page.replace('href="/assets/b.css"', 'media="(min-width: 600px)" href="/assets/b.css"'))).toThrow(/media of its own.*b\.css/);
  });

  it("index.html has the loading screen and exactly one inline style block (the CSP's hash is of it)", () => {
    const html = readFileSync(new URL('../../src/index.html', import.meta.url), 'utf8');
    expect(inlineStyleHashes(html)).toHaveLength(1);
    expect(html).toMatch(/<main class="room-main" data-boot><div class="progress"[^>]*><p class="progress-title">Frontier Table<\/p>/);
  });
});
