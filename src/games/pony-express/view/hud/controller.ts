// The dice the player picked for a re-throw, shared by the 3D dice (click a
// die) and the HUD (click a tile, keys 1–5), one small store per session.
// Also turns the pick into the rules' re-throw action, and keeps the board
// cursor (arrow keys over the five dice, Enter picks or unpicks the one under it).
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PonySession } from '../session.ts';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import type { DieWhere, PonyAction } from '../../types.ts';
import type { PonyView } from '../../types.ts';

export interface PickState {
  /** Dice indices (0..4) chosen to be thrown again. */
  rethrow: number[];
  /** Which throw the pick belongs to (cleared when the dice change). */
  diceKey: string;
  /** Why the last move from the HUD or the keys did not go through. */
  hint: string | null;
  /** The die under the board cursor (0..4), or null until an arrow key is used. */
  cursor: number | null;
}

export interface PonyController {
  pick: StoreApi<PickState>;
  session: PonySession;
  /** The view on screen (set by the HUD). */
  view(): PonyView | null;
  /** Is the seat on screen the one deciding on re-throws now? */
  deciding(): boolean;
  toggle(die: number): void;
  /** Arrow keys: the cursor to the next or previous die (it wraps); only while deciding. */
  moveCursor(step: -1 | 1): void;
  /** Enter: pick or unpick the die under the cursor (the first Enter puts the cursor on die 1). */
  enter(): void;
  clear(): void;
  /** Re-throws the picked dice; the hint says why not when it cannot. */
  rethrow(landing: DieWhere): { ok: boolean; message?: string };
  act(action: PonyAction): { ok: boolean; message?: string };
}

export const diceKeyOf = (v: PonyView | null): string =>
  v ? `${v.turn}:${v.round}:${v.flags.rethrows}:${v.dice.map((d) => `${d.face ?? '?'}${d.where}`).join(',')}` : '';

/** The one controller of a session (the 3D dice and the HUD both ask for it). */
export const controllerFor = memoBySession((session: PonySession): PonyController => {
  const pick = createStore<PickState>()(() => ({ rethrow: [], diceKey: '', hint: null, cursor: null }));
  const currentView = (): PonyView | null => {
    const s = session.store.getState();
    const v: PonyView | null = (s.replay?.shown ?? s.live).view;
    return v && v.game === 'pony-express' ? v : null;
  };
  const c: PonyController = {
    pick,
    session,
    view: currentView,
    deciding() {
      const s = session.store.getState();
      const aw = s.live.awaiting;
      const v = currentView();
      return !s.replay && s.handoff === null && aw.kind === 'decision' && aw.seat === s.viewer && v?.phase.kind === 'decide';
    },
    toggle(die) {
      if (!c.deciding() || die < 0 || die > 4) return;
      const key = diceKeyOf(currentView());
      const cur = pick.getState();
      const list = cur.diceKey === key ? cur.rethrow : [];
      const next = list.includes(die) ? list.filter((d) => d !== die) : [...list, die].sort((a, b) => a - b);
      pick.setState({ rethrow: next, diceKey: key });
    },
    moveCursor(step) {
      if (!c.deciding()) return;
      const at = pick.getState().cursor;
      pick.setState({ cursor: at === null ? (step > 0 ? 0 : 4) : (at + step + 5) % 5 });
    },
    enter() {
      if (!c.deciding()) return;
      const at = pick.getState().cursor;
      if (at === null) pick.setState({ cursor: 0 });
      else c.toggle(at);
    },
    clear() {
      pick.setState({ rethrow: [], diceKey: diceKeyOf(currentView()) });
    },
    rethrow(landing) {
      const key = diceKeyOf(currentView());
      const { rethrow, diceKey } = pick.getState();
      const dice = diceKey === key ? rethrow : [];
      const refuse = (message: string) => {
        pick.setState({ hint: message });
        return { ok: false, message };
      };
      if (!c.deciding()) return refuse('There is nothing to re-throw now.');
      if (dice.length === 0) return refuse('Pick the dice to throw again first (click them, or keys 1–5).');
      if (dice.length === 5) return refuse('At least one die must stay as it is: unpick one.');
      const res = c.act({ type: 'rethrow', dice: [...dice], landing });
      if (res.ok) pick.setState({ rethrow: [], diceKey: '', hint: null });
      return res;
    },
    act(action) {
      const res = session.actions.act(action);
      pick.setState({ hint: res.ok ? null : res.error.message });
      return res.ok ? { ok: true } : { ok: false, message: res.error.message };
    },
  };
  return c;
});
