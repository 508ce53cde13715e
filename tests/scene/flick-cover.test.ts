// The kit's flick cover (scene/kit/flick-cover.ts), shared by Mail Run's and
// Main Street's boards: while the session's flick layer shows a flick, the
// cover names its figures and stage (the boards hide their copies, Mail Run's
// camera frames it); a settled fall lingers a moment after a decision, and a
// throw clears it at once.
import { describe, expect, it, vi } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createFlickCover, followFlickCover } from '../../src/scene/kit/flick-cover.ts';
import { FLICK_LINGER_MS } from '../../src/scene/kit/flick-stages.ts';
import type { Stage } from '../../src/store/session/types.ts';

describe('kit flick cover', () => {
  const flickStage = (id: number) => ({ id, kind: 'flick', setup: { die: 'poker', figures: [{ id: 'rider-1', model: 'rider', x: 0, z: 0, role: 'target' }, { id: 'indian-0', model: 'indian', x: 1, z: 1, role: 'bystander' }] } });

  it('names the figures the flick layer draws (a board hides its copies), lets the fall linger after a decision, and clears at once for a throw', () => {
    vi.useFakeTimers();
    try {
      const store = createStore<{ stage: unknown }>()(() => ({ stage: null }));
      const cover = createFlickCover();
      const shown: boolean[] = [];
      const stop = followFlickCover(store as StoreApi<{ stage: Stage | null }>, cover, (v) => shown.push(v));
      store.setState({ stage: flickStage(1) });
      expect(cover.getState()).toEqual({ flickIds: ['rider-1', 'indian-0'], flickStage: 1 });
      expect(shown.at(-1)).toBe(true);
      store.setState({ stage: null }); // a decision: the settled flick stays in view a moment
      vi.advanceTimersByTime(FLICK_LINGER_MS - 100);
      expect(cover.getState().flickStage).toBe(1);
      vi.advanceTimersByTime(200);
      expect(cover.getState()).toEqual({ flickIds: [], flickStage: null });
      expect(shown.at(-1)).toBe(false);
      store.setState({ stage: flickStage(2) });
      store.setState({ stage: { id: 3, kind: 'throw' } }); // the flick layer drops its figures for a throw
      expect(cover.getState().flickStage).toBeNull();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
