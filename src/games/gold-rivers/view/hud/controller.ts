// The seat's hands on the field, on the kit's picking (scene/kit/picking.ts):
// where each legal action is picked (a row by its two ends, either first; a
// row of one by one click when the discs say one; a burial by the revealed
// marker twice), why a click does nothing in words, and the arrow keys'
// step over the hexes. Everything else (lit sites, cursor, hover, hints,
// undo, the probe) is the kit's. Also how the settled discs lie (a disc on
// its edge). One controller per session, shared by the board and the HUD.
import { createStore } from 'zustand/vanilla';
import { createPicking, type PickingSpec } from '../../../../scene/kit/picking.ts';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import { i18n } from '@lingui/core';
import type { GoldRiversAction, GoldRiversView } from '../../index.ts';
import { moveFirst, whyNoBurial, whyNotPick } from '../../pick-words.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';
import { siteStep } from '../../site-step.ts';
import type { GoldSession } from '../session.ts';

export const GOLD_PICKING: PickingSpec<GoldRiversAction, GoldRiversView, number> = {
  targetsOf(a, v) {
    if (a.type === 'bury') return [[a.site, a.site]];
    if (a.type !== 'reveal') return [];
    if (v.number === 1) return [a.first];
    return a.first === a.last ? [[a.first, a.first]] : [[a.first, a.last], [a.last, a.first]];
  },
  whyNot: (target, v, picked) => formatMessage(whyNotPick(v, target, picked[0])),
  // Said when clicked, in the reader's language (issue 25).
  idle: (aw) => (aw.kind === 'throw' ? i18n._({ id: 'gold-rivers.hint.throw-first', message: 'Throw the discs first (drag them or press Space).' }) : i18n._({ id: 'picking.idle.wait', message: 'Wait for your turn.' })),
  // Arrow keys: the neighbouring site in that direction; the first press goes to a lit marker.
  step: (from, dir, v, lit) => (from === null ? (lit[0] ?? v.sites[Math.floor(v.sites.length / 2)]!.site) : siteStep(v.sites, from, dir)),
};

/** The edge list of the throw settled last (the newest input the session added one for), or null when none was added. */
function latestThrowEdges(now: Record<number, number[]>, before: Record<number, number[]>): readonly number[] | null {
  const added = Object.keys(now).map(Number).filter((k) => !(k in before));
  return added.length > 0 ? now[Math.max(...added)]! : null;
}

export function createController(session: GoldSession) {
  const picking = createPicking(session, GOLD_PICKING);
  /** Per thrown disc (in throw order): stands on its edge? Read from the settled bodies; null when not known. */
  const edges = createStore<{ edges: boolean[] | null }>()(() => ({ edges: null }));
  // A new throw forgets how the last discs lay.
  session.store.subscribe((s, prev) => {
    if (s.stage !== prev.stage && s.stage?.kind === 'throw') edges.setState({ edges: null });
    // The throw layer tells the session which discs stood on their edge: the HUD learns it there too, so it
    // knows when the board that read the discs is drawn in the scene worker (`?render=worker`, issue 26).
    if (s.edges !== prev.edges) {
      const on = latestThrowEdges(s.edges, prev.edges);
      const v = s.live.view as GoldRiversView | null;
      if (on && v?.game === 'gold-rivers') edges.setState({ edges: v.faces.map((_, i) => on.includes(i)) });
    }
  });

  const api = {
    picking,
    edges,
    /** The position the screen shows (live or a replay step), when it is ours. */
    current: (): GoldRiversView | null => {
      const v = picking.shown();
      return v && v.game === 'gold-rivers' ? v : null;
    },
    /** The picked first end of a row (or revealed marker to bury), or null. */
    first: (): number | null => picking.store.getState().picked[0] ?? null,

    /** Bury the picked revealed marker (or the one under the cursor). */
    bury(): void {
      const v = picking.mine();
      const site = api.first() ?? picking.store.getState().cursor;
      if (!v || site === null) return;
      const why = whyNoBurial(v, site);
      if (why !== null) return picking.hint(() => formatMessage(why));
      picking.act({ type: 'bury', site });
    },

    confirm(): void {
      const v = picking.mine();
      if (!v || v.phase !== 'confirm') {
        if (v) picking.hint(() => formatMessage(moveFirst()));
        return;
      }
      picking.act({ type: 'confirm' });
    },

    /** Enter: confirm a made move, else the kit's Enter (pick the site under the cursor, or put the cursor on a lit one). */
    enter(): void {
      if (picking.mine()?.phase === 'confirm') api.confirm();
      else picking.enter();
    },

    setEdges(next: boolean[] | null): void {
      edges.setState({ edges: next });
    },
  };
  return api;
}

export type GoldController = ReturnType<typeof createController>;
export const controllerFor = memoBySession(createController);
