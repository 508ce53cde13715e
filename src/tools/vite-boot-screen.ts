// The page's first paint without waiting for stylesheets (issue 26). index.html
// carries the loading screen (`main[data-boot]`: the name "Frontier Table",
// the same in every language, and an empty progress track) and its rules
// inline (one <style> block; its font and colours repeat styles.css's :root
// and body), so it paints before any file arrives: it was the rooms' largest
// contentful paint, painted late. The lobby replaces it; a room's shell takes
// it over (src/ui/shell.ts). The Content-Security-Policy allows that one block
// by its hash (taken from the built page: vite rewrites the block). The built page's stylesheet links move from the head to
// the end of the body, written for print: a stylesheet for another medium holds
// no paint (links at the end of the body still did, session 40). main.ts
// switches them on for the screen and shows nothing they style before they are
// in (src/ui/page-styles.ts). Node only: vite.config.ts runs it.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { WAITING_STYLESHEET } from '../ui/page-styles.ts';

const STYLE = /<style>([\s\S]*?)<\/style>/g;
const META = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

/** The CSP source of each inline <style> block of `html`: 'sha256-…' of its exact text. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(STYLE)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`);
}

/** `policy` with `sources` added to its style-src directive (a clear error when it has none). */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  if (!/(^|;\s*)style-src /.test(policy)) throw new Error(`the CSP has no style-src to add the loading screen's hash to: ${policy}`);
  return sources.length === 0 ? policy : policy.replace(/((?:^|;\s*)style-src [^;]*)/, `$1 ${sources.join(' ')}`);
}

/**
 * The built page's stylesheet links, moved from where vite put them (the head) to the end of the body, each
 * media="print" and marked for src/ui/page-styles.ts to switch on (one with a media of its own is an error: switching it on would lose that).
 */
export function deferStylesheets(html: string): string {
  const links: string[] = [];
  const rest = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (link) => {
    const tag = link.trim();
    if (/\smedia=/.test(tag)) throw new Error(`index.html: a stylesheet link with a media of its own cannot wait for main.ts: ${tag}`);
    links.push(tag.replace(/^<link rel="stylesheet"/, `<link rel="stylesheet" media="print" ${WAITING_STYLESHEET}`));
    return '';
  });
  if (links.length === 0) return html;
  if (!rest.includes('</body>')) throw new Error('index.html has no </body> to move the stylesheets before');
  return rest.replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
}

/**
 * The build's index.html: stylesheets at the end of the body, and the meta
 * tag's policy with the hash of each inline block as the build leaves it (vite
 * rewrites the block's text, so the hash is taken here, at the end). vite
 * preview sends the built page's policy as a header with `headerExtra` added
 * (directives a meta tag cannot carry), read from the built index.html, so the
 * two always agree.
 */
export function bootScreen(headerExtra: string): Plugin {
  return {
    name: 'boot-screen',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.server) return html; // dev: no meta tag (cspOnlyInBuilds) and vite's own styles
        const meta = META.exec(html);
        if (!meta) throw new Error('index.html has no Content-Security-Policy meta tag');
        return deferStylesheets(html.replace(META, `$1${withStyleSources(meta[2] ?? '', inlineStyleHashes(html))}$3`));
      },
    },
    configurePreviewServer(server) {
      const page = join(resolve(server.config.root, server.config.build.outDir), 'index.html');
      let read: { mtimeMs: number; policy: string } | null = null;
      // Registered before the other middlewares: every response carries the policy (models and workers too).
      server.middlewares.use((_req, res, next) => {
        const { mtimeMs } = statSync(page, { throwIfNoEntry: false }) ?? { mtimeMs: -1 };
        if (read?.mtimeMs !== mtimeMs) {
          const policy = mtimeMs < 0 ? null : META.exec(readFileSync(page, 'utf8'))?.[2];
          if (!policy) throw new Error(`vite preview: ${page} has no Content-Security-Policy meta tag to send as a header`);
          read = { mtimeMs, policy };
        }
        res.setHeader('Content-Security-Policy', `${read.policy}; ${headerExtra}`);
        next();
      });
    },
  };
}
