// The seat's hands on the field: the marker picked as a row's first end, the
// keyboard cursor, the site under the pointer (or a long press), a hint
// after a click that did nothing, and how the settled discs lie (a disc on
// its edge). One controller per session, shared by the board in the canvas
// and the DOM HUD over it (memoBySession). Every move goes through
// session.actions.act, so the rules decide and a refused move changes nothing.
// What may be picked is read from the view (legalFirst, rowEnds, buryable):
// the rules computed it, the controller only looks things up.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import type { GoldRiversAction, GoldRiversView, SiteView } from '../../index.ts';
import type { GoldSession } from '../session.ts';

export interface PickState {
  /** The first end of a row (or a revealed marker to bury), or null. */
  first: number | null;
  /** The keyboard cursor (arrow keys), or null until a key is used. */
  cursor: number | null;
  /** The site under the pointer or a long press: its mountain and river are lit and named. */
  hovered: number | null;
  /** Why the last click or key did nothing. */
  hint: string | null;
  /** Per thrown disc (in throw order): stands on its edge? Read from the settled bodies; null when not known. */
  edges: boolean[] | null;
}

/** The sites that end a legal row begun at `first` (first itself for a row of one): looked up in the view's rowEnds. */
export function lastEnds(view: GoldRiversView, first: number): number[] {
  const out = new Set<number>();
  for (const [a, b] of view.rowEnds) {
    if (a === first) out.add(b);
    else if (b === first) out.add(a);
  }
  return [...out].sort((x, y) => x - y);
}

/** Why a site cannot start a row now, in words. */
function whyNot(view: GoldRiversView, site: SiteView): string {
  if (site.marker === 'cleared') return `${site.label} is cleared: nothing is left there.`;
  if (site.marker === 'open') return view.buryingAllowed ? `${site.label} is revealed gold: click it again to bury it (a shovel), or pick a lit marker.` : `${site.label} is already revealed.`;
  if (view.number === null) return `${site.label} has no face-down neighbour to go with it.`;
  return `No straight row of ${view.number} face-down markers begins at ${site.label}.`;
}

export function createController(session: GoldSession) {
  const pick: StoreApi<PickState> = createStore<PickState>()(() => ({ first: null, cursor: null, hovered: null, hint: null, edges: null }));
  const hint = (text: string | null) => pick.setState({ hint: text });
  // A new position (a move, an undo, the bot, a replay step) drops a pick made for the old one;
  // a new throw forgets how the last discs lay.
  session.store.subscribe((s, prev) => {
    if (s.live.state !== prev.live.state || s.replay?.step !== prev.replay?.step) pick.setState({ first: null });
    // A new turn starts the keyboard afresh: the first Enter puts the cursor on a lit marker.
    if (s.live.state.turnNumber !== prev.live.state.turnNumber) pick.setState({ cursor: null });
    if (s.stage !== prev.stage && s.stage?.kind === 'throw') pick.setState({ edges: null });
  });

  /** The position the screen shows (live or a replay step). */
  const current = (): GoldRiversView | null => {
    const s = session.store.getState();
    const v = (s.replay?.shown ?? s.live).view;
    return v && v.game === 'gold-rivers' ? v : null;
  };

  /** The view when the screen's seat must decide now (live, no hand-over pending), else null. */
  const myDecision = (): GoldRiversView | null => {
    const s = session.store.getState();
    if (s.replay || s.handoff !== null) return null;
    const aw = s.live.awaiting;
    if (aw.kind !== 'decision' || aw.seat !== s.viewer) return null;
    return s.live.view;
  };

  function act(action: GoldRiversAction): boolean {
    const res = session.actions.act(action);
    pick.setState({ first: null, hint: res.ok ? null : res.error.message });
    return res.ok;
  }

  /** Reveal the row between two picked ends, named as the rules list it (either end may be picked first). */
  const reveal = (a: number, b: number) => {
    const ends = myDecision()?.rowEnds.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
    const [first, last] = ends ?? [a, b];
    return act({ type: 'reveal', first, last });
  };

  const api = {
    pick,
    current,
    myDecision,

    /** A click or a tap on a site (or Enter on the cursor). */
    clickSite(site: number): void {
      const v = myDecision();
      if (!v) {
        const s = session.store.getState();
        hint(s.live.awaiting.kind === 'throw' ? 'Throw the discs first (drag them or press Space).' : 'Wait for your turn.');
        return;
      }
      if (v.phase === 'confirm') {
        hint('Confirm your move (C or Enter), or undo it (U).');
        return;
      }
      const info = v.sites[site];
      if (!info) return;
      const first = pick.getState().first;
      if (first === null) {
        const ends = v.legalFirst.includes(site) ? lastEnds(v, site) : [];
        if (ends.length === 1 && ends[0] === site && v.number === 1) {
          reveal(site, site);
          return;
        }
        if (ends.length > 0 || v.buryable.includes(site)) {
          pick.setState({ first: site, cursor: site, hint: null });
          return;
        }
        hint(whyNot(v, info));
        return;
      }
      if (site === first) {
        if (lastEnds(v, first).includes(first)) reveal(first, first);
        else if (v.buryable.includes(first)) api.bury();
        else pick.setState({ first: null, hint: null });
        return;
      }
      if (v.legalFirst.includes(first) && lastEnds(v, first).includes(site)) {
        reveal(first, site);
        return;
      }
      if (v.legalFirst.includes(site) || v.buryable.includes(site)) {
        pick.setState({ first: site, cursor: site, hint: null });
        return;
      }
      const firstLabel = v.sites[first]?.label ?? '?';
      hint(
        v.number === null
          ? `${info.label} does not go with ${firstLabel}: pick ${firstLabel} again for one marker, or a lit neighbour.`
          : `${firstLabel} to ${info.label} is not a straight row of ${v.number} face-down markers: pick a lit marker.`,
      );
    },

    /** Bury the picked revealed marker (or the one under the cursor). */
    bury(): void {
      const v = myDecision();
      const { first, cursor } = pick.getState();
      const site = first ?? cursor;
      if (!v || site === null) return;
      if (!v.buryingAllowed) {
        hint(v.number === null ? 'No burying in free choice.' : v.shovels[v.turn] === 0 ? 'You have no shovel left.' : 'Burying is over for this game.');
        return;
      }
      if (!v.buryable.includes(site)) {
        hint(`Only a revealed marker can be buried; ${v.sites[site]?.label ?? '?'} is not one.`);
        return;
      }
      act({ type: 'bury', site });
    },

    confirm(): void {
      const v = myDecision();
      if (!v || v.phase !== 'confirm') {
        if (v) hint('Make your move first: reveal a row or bury a marker.');
        return;
      }
      act({ type: 'confirm' });
    },

    undo(): void {
      const res = session.actions.undo();
      pick.setState({ first: null, hint: res.ok ? null : res.error.message });
    },

    cancel(): void {
      pick.setState({ first: null, hint: null });
    },

    /** Enter: confirm a made move, else pick the site under the cursor (placing the cursor first if it has none). */
    enter(): void {
      const v = myDecision();
      if (!v) return;
      if (v.phase === 'confirm') {
        api.confirm();
        return;
      }
      const { cursor } = pick.getState();
      if (cursor === null) {
        pick.setState({ cursor: v.legalFirst[0] ?? v.buryable[0] ?? 0 });
        return;
      }
      api.clickSite(cursor);
    },

    /** Arrow keys: move the cursor to the neighbouring site in that direction (up and down keep close to the column). */
    moveCursor(dx: number, dy: number): void {
      const v = current();
      if (!v) return;
      const { cursor } = pick.getState();
      if (cursor === null) {
        pick.setState({ cursor: myDecision()?.legalFirst[0] ?? v.sites[Math.floor(v.sites.length / 2)]!.site });
        return;
      }
      const from = v.sites[cursor]!;
      // Aim a step along the key's direction; up and down lean to the side that keeps the column.
      const lean = dy === 0 ? 0 : (from.r % 2 === 0 ? 0.25 : -0.25);
      const tx = from.x + dx + lean;
      const ty = from.y + dy * (Math.sqrt(3) / 2);
      let best = cursor;
      let bestD = Infinity;
      for (const s of v.sites) {
        if (s.site === cursor) continue;
        const d = Math.hypot(s.x - tx, s.y - ty);
        if (d < bestD && d < 0.8) {
          bestD = d;
          best = s.site;
        }
      }
      pick.setState({ cursor: best, hovered: best });
    },

    /** Would a click on this site pick or reveal something now? (For the pointing hand.) */
    clickable(site: number): boolean {
      const v = myDecision();
      if (!v || v.phase !== 'choose') return false;
      const first = pick.getState().first;
      if (first !== null && (site === first || lastEnds(v, first).includes(site))) return true;
      return v.legalFirst.includes(site) || v.buryable.includes(site);
    },

    hover(site: number | null): void {
      if (pick.getState().hovered !== site) pick.setState({ hovered: site });
    },

    setEdges(edges: boolean[] | null): void {
      pick.setState({ edges });
    },
  };
  return api;
}

export type GoldController = ReturnType<typeof createController>;
export const controllerFor = memoBySession(createController);
