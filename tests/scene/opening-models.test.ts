// The scene worker's opening models (src/scene/worker/rooms.ts): one list for every room it draws, each
// entry one of the app's model files, fetched by preloadBoard and awaited by loadOpeningModels before the
// stage's first render. (That the list covers what a board draws at its opening is the render-worker
// browser spec's: the stage shows no Suspense fallback.)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKER_ROOMS, loadOpeningModels, preloadBoard } from '../../src/scene/worker/rooms.ts';
import { OPENING_MODELS } from '../../src/scene/opening-models.ts';

const isModel = (url: string) => /\.glb(\?|$)/.test(url);
const MODELS = join(import.meta.dirname, '..', '..', 'models');

afterEach(() => vi.unstubAllGlobals());

describe('the worker rooms’ opening models', () => {
  it('lists models for exactly the rooms the worker draws, each a model file of the app', () => {
    expect(Object.keys(OPENING_MODELS).sort()).toEqual([...WORKER_ROOMS].sort());
    for (const [room, urls] of Object.entries(OPENING_MODELS)) {
      expect(urls.length, room).toBeGreaterThan(0);
      expect(new Set(urls).size, `${room}: no model twice`).toBe(urls.length);
      for (const url of urls) expect(existsSync(join(MODELS, url.replace(/^.*\//, '').replace(/\?.*$/, ''))), `${room}: ${url}`).toBe(true);
    }
  });

  it('preloadBoard fetches a room’s opening models, and loadOpeningModels waits for them; another game fetches nothing', async () => {
    const fetched: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      await gate;
      return new Response('not a model', { status: 500 });
    });
    preloadBoard('lobby');
    await expect(loadOpeningModels('lobby')).resolves.toBeUndefined();
    expect(fetched.filter(isModel)).toEqual([]);
    preloadBoard('gold-rivers');
    expect(fetched.filter(isModel).sort()).toEqual([...OPENING_MODELS['gold-rivers']].sort());
    let settled = false;
    const loading = loadOpeningModels('gold-rivers').then(
      () => (settled = true),
      (e: unknown) => ((settled = true), Promise.reject(e)),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(settled, 'still waiting for the fetches').toBe(false);
    release();
    await expect(loading).rejects.toThrow(/HTTP 500/);
    expect(fetched.filter(isModel)).toHaveLength(OPENING_MODELS['gold-rivers'].length);
  });
});
