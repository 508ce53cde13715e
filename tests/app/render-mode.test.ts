// Where a room's scene is drawn (src/rooms/render-mode.ts): the worker by default where it can, the link's choice
// kept, a bad value or an impossible choice refused with a sentence.
import { describe, expect, it } from 'vitest';
import { PREFER_WORKER, canDrawInWorker, renderModeOf, type RenderContext } from '../../src/rooms/render-mode.ts';
import { WORKER_ROOMS } from '../../src/scene/worker/rooms.ts';

const rooms = ['gambler', 'gold-rivers'];
const able: RenderContext = { workerRooms: rooms, canWorker: true, event: false, preferWorker: true };
const q = (s: string) => new URLSearchParams(s);

describe('the default a link without render= gets (PREFER_WORKER)', () => {
  const shipped: RenderContext = { workerRooms: WORKER_ROOMS, canWorker: true, event: false, preferWorker: PREFER_WORKER };
  it('is the worker for every game room, not asked by the link (so it may fall back to the page)', () => {
    expect(PREFER_WORKER).toBe(true);
    expect(WORKER_ROOMS).toEqual(expect.arrayContaining(['gambler', 'gold-rivers', 'carson-city', 'pony-express', 'main-street']));
    for (const game of WORKER_ROOMS) {
      expect(renderModeOf(q(`game=${game}`), game, shipped)).toEqual({ ok: true, mode: 'worker', asked: false });
      expect(renderModeOf(q(`game=${game}&render=worker`), game, shipped)).toEqual({ ok: true, mode: 'worker', asked: true });
    }
  });
  it('keeps the page for render=page, event mode and a browser that cannot hand a canvas over', () => {
    for (const game of WORKER_ROOMS) {
      expect(renderModeOf(q(`game=${game}&render=page`), game, shipped)).toEqual({ ok: true, mode: 'page', asked: true });
      expect(renderModeOf(q(`game=${game}`), game, { ...shipped, event: true })).toEqual({ ok: true, mode: 'page', asked: false });
      expect(renderModeOf(q(`game=${game}`), game, { ...shipped, canWorker: false })).toEqual({ ok: true, mode: 'page', asked: false });
    }
  });
});

describe('renderModeOf', () => {
  it('draws a worker room in the worker by default, not asked by the link', () => {
    expect(renderModeOf(q('game=gambler'), 'gambler', able)).toEqual({ ok: true, mode: 'worker', asked: false });
  });
  it('draws on the page by default where the worker is not preferred, and in the worker when asked', () => {
    expect(renderModeOf(q('game=gambler'), 'gambler', { ...able, preferWorker: false })).toEqual({ ok: true, mode: 'page', asked: false });
    expect(renderModeOf(q('render=worker'), 'gambler', { ...able, preferWorker: false })).toEqual({ ok: true, mode: 'worker', asked: true });
  });
  it('draws a room the worker cannot draw on the page by default', () => {
    expect(renderModeOf(q('game=main-street'), 'main-street', able)).toEqual({ ok: true, mode: 'page', asked: false });
  });
  it('draws on the page by default where the browser cannot hand a canvas over, and in event mode', () => {
    expect(renderModeOf(q(''), 'gambler', { ...able, canWorker: false })).toEqual({ ok: true, mode: 'page', asked: false });
    expect(renderModeOf(q(''), 'gambler', { ...able, event: true })).toEqual({ ok: true, mode: 'page', asked: false });
  });
  it('keeps the link’s choice, marked as asked', () => {
    expect(renderModeOf(q('render=page'), 'gambler', able)).toEqual({ ok: true, mode: 'page', asked: true });
    expect(renderModeOf(q('render=worker'), 'gold-rivers', able)).toEqual({ ok: true, mode: 'worker', asked: true });
  });
  it('refuses a bad value, a room the worker cannot draw, a browser that cannot, and event mode, each saying why', () => {
    const bad = renderModeOf(q('render=gpu'), 'gambler', able);
    expect(bad).toEqual({ ok: false, message: 'render= must be page or worker, not "gpu".' });
    const room = renderModeOf(q('render=worker'), 'main-street', able);
    expect(room.ok === false && room.message).toContain('gambler, gold-rivers');
    const browser = renderModeOf(q('render=worker'), 'gambler', { ...able, canWorker: false });
    expect(browser.ok === false && browser.message).toMatch(/cannot draw the table in a worker/);
    const event = renderModeOf(q('render=worker'), 'gambler', { ...able, event: true });
    expect(event.ok === false && event.message).toMatch(/Event mode/);
  });
});

describe('canDrawInWorker', () => {
  it('needs a Worker and a canvas that can be handed over', () => {
    class Canvas {
      transferControlToOffscreen() {}
    }
    class OldCanvas {}
    class W {}
    expect(canDrawInWorker({ Worker: W, HTMLCanvasElement: Canvas })).toBe(true);
    expect(canDrawInWorker({ Worker: W, HTMLCanvasElement: OldCanvas })).toBe(false);
    expect(canDrawInWorker({ HTMLCanvasElement: Canvas })).toBe(false);
    expect(canDrawInWorker({})).toBe(false);
  });
});
