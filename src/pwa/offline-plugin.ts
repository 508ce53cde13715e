// The service worker (issue 16, item 2): Workbox through vite-plugin-pwa, no
// hand-written caching. Its precache holds every file the build writes that
// a visit can need: the lobby (index.html and its chunks), every room's
// chunks and CSS, the bot and save-check workers' chunks, Rapier's engine
// module (.mjs) and its .wasm (src/tools/vite-rapier-wasm.ts), every model
// (.glb), the manifest, icons and robots.txt. After one visit the whole app, every game
// included, opens and plays with the network off.
//
// A new build: the new worker installs beside the old one, skips waiting,
// claims the open pages and drops the old precache (cleanupOutdatedCaches);
// src/pwa/register.ts then reloads the page, so a page never runs old chunks
// next to new ones. Node only: vite.config.ts runs it.
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';

/** The extensions the precache takes from the build (the bench's precacheKB sums the same files, listed in the worker). */
export const PRECACHED = ['html', 'js', 'mjs', 'css', 'wasm', 'glb', 'svg', 'png', 'webmanifest', 'txt'] as const;

export function offline(): Plugin[] {
  return VitePWA({
    registerType: 'autoUpdate',
    // src/pwa/register.ts registers it, after the first room is ready: no inline script (the CSP forbids one).
    injectRegister: false,
    // public/manifest.webmanifest is ours and linked from index.html.
    manifest: false,
    // Dev keeps no service worker: hot reload must see every change.
    devOptions: { enabled: false },
    workbox: {
      globPatterns: [`**/*.{${PRECACHED.join(',')}}`],
      // Rapier's .wasm is over Workbox's 2 MiB default.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      // Every URL of the app (?room=…, ?game=…) is the one page.
      navigateFallback: 'index.html',
      // …but robots.txt is a file of its own: a crawler (or a visitor typing it) gets the text, not the app's HTML.
      navigateFallbackDenylist: [/^\/robots\.txt$/],
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // The service worker itself is code: no source map shipped beside it.
      sourcemap: false,
    },
  });
}
