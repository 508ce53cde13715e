// What every room's mount() does the same way: read an optional ?seed, start
// the physics engine with progress shown, and render its React tree under the
// error boundary, resolving once the first frame is drawn.
import { i18n } from '@lingui/core';
import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initPhysics } from '../physics/rapier.ts';
import { RoomErrorBoundary } from './RoomErrorBoundary.tsx';
import type { RoomContext } from './types.ts';

/** ?seed=<n> (0 … 2^32−1) makes a room repeatable; no seed picks one from the clock. A string is the error to show. */
export function seedFromParams(params: URLSearchParams): number | string {
  const raw = params.get('seed');
  if (raw === null) return (Date.now() ^ (performance.now() * 1000)) >>> 0;
  const n = Number(raw);
  return /^\d{1,10}$/.test(raw) && n <= 0xffffffff ? n : i18n._({ id: 'link.seed', message: 'The seed must be a whole number from 0 to {max}, not {seed}.', values: { max: 4294967295, seed: JSON.stringify(raw.slice(0, 20)) } });
}

/** Starts Rapier, then shows `next` as the following loading step. */
export async function startPhysics(ctx: RoomContext, next: string): Promise<void> {
  ctx.progress(0.55, i18n._({ id: 'room.physics', message: 'Starting the physics engine…' }));
  await initPhysics();
  ctx.progress(0.75, next);
}

/**
 * Renders the room into `host` and waits for its first drawn frame. A render
 * error reaches the lobby as "<what> could not start: …". The first render is
 * a transition: React renders it in slices of a few milliseconds instead of one
 * task (the HUD's was 30–70 ms, ×4 in Lighthouse's phone: blocking time), while
 * the loading screen still covers the room (docs/start.md, session 40, lane paint).
 */
export async function renderRoom(host: HTMLElement, ctx: RoomContext, what: string, render: (onReady: () => void) => ReactNode): Promise<Root> {
  const root = createRoot(host);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      root.render(<RoomErrorBoundary onError={(message) => ctx.fail(i18n._({ id: 'room.could-not-start', message: '{title} could not start: {reason}', values: { title: what, reason: message } }))}>{render(resolve)}</RoomErrorBoundary>);
    });
  });
  return root;
}
