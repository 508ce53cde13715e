/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers the service worker (src/pwa/offline-plugin.ts) in built pages.
//
// Not before the page's first room (or the lobby) is ready: installing the
// worker downloads the whole app into its precache, and that must not compete
// with the room the visitor asked for. Then, at the first idle moment.
// An update (a new build's worker took over) reloads the page: vite-plugin-pwa's
// autoUpdate mode, so a page never runs old chunks beside new ones.
import { tabletop } from '../ui/automation.ts';

/** If the first room never says it is ready, the worker registers anyway after this long. */
const READY_WAIT_MS = 30_000;

/**
 * A browser driven by automation (navigator.webdriver) gets no service worker
 * unless this localStorage key says '1' (tests/browser/offline.spec.mjs sets it):
 * a worker answering from its cache hides the network from the specs that hold
 * or break a request on purpose (Playwright's route() never sees what a service
 * worker answers), and every other spec's page would download the whole app.
 */
export const UNDER_AUTOMATION_KEY = 'frontier-table:offline-under-automation';

function wanted(): boolean {
  if (!navigator.webdriver) return true;
  try {
    return localStorage.getItem(UNDER_AUTOMATION_KEY) === '1';
  } catch {
    return false;
  }
}

export function registerOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !wanted()) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) =>
      registerSW({
        immediate: true,
        // Not console.error: offline play is a bonus, the page works without it.
        onRegisterError: (e: unknown) => console.warn('Offline play unavailable: the service worker did not register.', e),
      }),
    );
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 2_000 }) : setTimeout(register, 200));
  const waited = new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS));
  void Promise.race([tabletop.ready().catch(() => undefined), waited]).then(whenIdle);
}
