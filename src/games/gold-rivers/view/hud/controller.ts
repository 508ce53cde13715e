// The seat's hands on the field, on the kit's picking (scene/kit/picking.ts):
// where each legal action is picked (a row by its two ends, either first; a
// row of one by one click when the discs say one; a burial by the revealed
// marker twice), why a click does nothing in words, and the arrow keys'
// step over the hexes. Everything else (lit sites, cursor, hover, hints,
// undo, the probe) is the kit's. Also how the settled discs lie (a disc on
// its edge). One controller per session, shared by the board and the HUD.
import { createStore } from 'zustand/vanilla';
import { createPicking, memoBySession, type PickDir, type PickingSpec } from '../../../../scene/kit/index.ts';
import type { GoldRiversAction, GoldRiversView, SiteView } from '../../index.ts';
import type { GoldSession } from '../session.ts';

/** Why a site cannot start a row now, in words. */
function whyNotFirst(view: GoldRiversView, site: SiteView): string {
  if (site.marker === 'cleared') return `${site.label} is cleared: nothing is left there.`;
  if (site.marker === 'open') return view.buryingAllowed ? `${site.label} is revealed gold: click it again to bury it (a shovel), or pick a lit marker.` : `${site.label} is already revealed.`;
  if (view.number === null) return `${site.label} has no face-down neighbour to go with it.`;
  return `No straight row of ${view.number} face-down markers begins at ${site.label}.`;
}

/** Arrow keys: the neighbouring site in that direction (up and down keep close to the column); the first press goes to a lit marker. */
function step(from: number | null, dir: PickDir, view: GoldRiversView, lit: readonly number[]): number {
  if (from === null) return lit[0] ?? view.sites[Math.floor(view.sites.length / 2)]!.site;
  const [dx, dy] = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] }[dir];
  const at = view.sites[from]!;
  // Aim a step along the key's direction; up and down lean to the side that keeps the column.
  const lean = dy === 0 ? 0 : at.r % 2 === 0 ? 0.25 : -0.25;
  const tx = at.x + dx! + lean;
  const ty = at.y + dy! * (Math.sqrt(3) / 2);
  let best = from;
  let bestD = Infinity;
  for (const s of view.sites) {
    const d = Math.hypot(s.x - tx, s.y - ty);
    if (s.site !== from && d < bestD && d < 0.8) {
      bestD = d;
      best = s.site;
    }
  }
  return best;
}

export const GOLD_PICKING: PickingSpec<GoldRiversAction, GoldRiversView, number> = {
  targetsOf(a, v) {
    if (a.type === 'bury') return [[a.site, a.site]];
    if (a.type !== 'reveal') return [];
    if (v.number === 1) return [a.first];
    return a.first === a.last ? [[a.first, a.first]] : [[a.first, a.last], [a.last, a.first]];
  },
  whyNot(target, v, picked) {
    if (v.phase === 'confirm') return 'Confirm your move (C or Enter), or undo it (U).';
    const info = v.sites[target]!;
    const first = picked[0];
    if (first === undefined) return whyNotFirst(v, info);
    const firstLabel = v.sites[first]?.label ?? '?';
    return v.number === null
      ? `${info.label} does not go with ${firstLabel}: pick ${firstLabel} again for one marker, or a lit neighbour.`
      : `${firstLabel} to ${info.label} is not a straight row of ${v.number} face-down markers: pick a lit marker.`;
  },
  idle: (aw) => (aw.kind === 'throw' ? 'Throw the discs first (drag them or press Space).' : 'Wait for your turn.'),
  step,
};

export function createController(session: GoldSession) {
  const picking = createPicking(session, GOLD_PICKING);
  /** Per thrown disc (in throw order): stands on its edge? Read from the settled bodies; null when not known. */
  const edges = createStore<{ edges: boolean[] | null }>()(() => ({ edges: null }));
  // A new throw forgets how the last discs lay.
  session.store.subscribe((s, prev) => {
    if (s.stage !== prev.stage && s.stage?.kind === 'throw') edges.setState({ edges: null });
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
      if (!v.buryingAllowed) {
        picking.hint(v.number === null ? 'No burying in free choice.' : v.shovels[v.turn] === 0 ? 'You have no shovel left.' : 'Burying is over for this game.');
        return;
      }
      if (!v.buryable.includes(site)) {
        picking.hint(`Only a revealed marker can be buried; ${v.sites[site]?.label ?? '?'} is not one.`);
        return;
      }
      picking.act({ type: 'bury', site });
    },

    confirm(): void {
      const v = picking.mine();
      if (!v || v.phase !== 'confirm') {
        if (v) picking.hint('Make your move first: reveal a row or bury a marker.');
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
