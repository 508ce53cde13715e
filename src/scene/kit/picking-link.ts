// A board's picking (picking.ts) across the scene worker (issue 26). A game's
// controller is made twice when the room is drawn in the worker: on the page
// for the HUD and the keys, and in the worker for the board. The page's
// picking decides (as it does the session): its state is mirrored into the
// worker's (src/store/mirror/), and what the board's pointer does there (a
// click, a hover, an arrow) is sent to the page's. Pickings are matched by the
// order they are made for a session (one per controller, and a game has one).
import type { StoreApi } from 'zustand/vanilla';
import { sessionRegistry } from './session-registry.ts';

/** The picking methods that change its state: sent from the worker to the page's picking. */
export const PICKING_CALLS = ['click', 'hover', 'move', 'enter', 'toggle', 'clearSelection', 'choose', 'cancel', 'undo', 'hint', 'act'] as const;

/** What the worker's session offers a picking made there: the store to keep as a mirror, and how to send a call. */
export interface PickingLink {
  adopt(store: StoreApi<object>): (name: string, ...args: unknown[]) => void;
}

/** A picking as the link sees it (its store and its methods). */
export interface LinkedPicking {
  store: StoreApi<object>;
}

const pickings = sessionRegistry<LinkedPicking>();

/** Mirror name of a session's `index`-th picking. */
export const pickingName = (index: number): string => `board-picking/${index}`;

/** A picking was made on the page for `session` (picking.ts calls this). */
export function pickingMade(session: object, picking: LinkedPicking): void {
  pickings.add(session, picking);
}

/** Calls `watch` with each picking made for `session`, those made already and those to come; returns the function that stops. */
export function onPickings(session: object, watch: (picking: LinkedPicking, index: number) => void): () => void {
  return pickings.watch(session, watch);
}
