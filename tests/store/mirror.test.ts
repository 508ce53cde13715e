// A mirrored store follows its source across a real MessageChannel (no
// worker): the whole state first, then each change; its actions run at the
// source; what cannot cross (functions, class instances) is refused by path.
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { publishStore, MirrorCallError } from '../../src/store/mirror/publish.ts';
import { mirrorInto, mirrorStore } from '../../src/store/mirror/mirror.ts';
import { MirrorCloneError, assertCloneable } from '../../src/store/mirror/cloneable.ts';
import type { MirrorPort } from '../../src/store/mirror/protocol.ts';

interface Game {
  turn: number;
  log: string[];
  board: { cells: number[] };
  secret?: string;
}

const channels: MessageChannel[] = [];
function pair(): [MirrorPort, MirrorPort] {
  const c = new MessageChannel();
  channels.push(c);
  return [c.port1 as unknown as MirrorPort, c.port2 as unknown as MirrorPort];
}
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/** Resolves when `pred` holds of the mirror's state (or fails after a second). */
function until<T>(store: { getState(): T; subscribe(l: (s: T) => void): () => void }, pred: (s: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    if (pred(store.getState())) return resolve(store.getState());
    const timer = setTimeout(() => reject(new Error(`mirror never reached the state; it holds ${JSON.stringify(store.getState())}`)), 1000);
    const stop = store.subscribe((s) => {
      if (!pred(s)) return;
      clearTimeout(timer);
      stop();
      resolve(s);
    });
  });
}

const blank: Game = { turn: -1, log: [], board: { cells: [] } };

describe('store mirror', () => {
  it('starts from the whole state, then follows each change', async () => {
    const [a, b] = pair();
    const source = createStore<Game>()(() => ({ turn: 1, log: ['start'], board: { cells: [0, 1] } }));
    publishStore('game', source, a);
    const mirror = mirrorStore('game', b, blank);
    await mirror.ready;
    expect(mirror.store.getState()).toEqual({ turn: 1, log: ['start'], board: { cells: [0, 1] } });
    source.setState((s) => ({ turn: 2, log: [...s.log, 'roll'] }));
    const s = await until(mirror.store, (x) => x.turn === 2);
    expect(s.log).toEqual(['start', 'roll']);
    // A copy, not the source's object.
    expect(s.board).toEqual(source.getState().board);
    expect(s.board).not.toBe(source.getState().board);
  });

  it('sends the changes of one task as one message, the later value of a key winning', async () => {
    const [a, b] = pair();
    const posted: { full: boolean; patch: Record<string, unknown> }[] = [];
    const port: MirrorPort = {
      postMessage: (m) => {
        posted.push(m as (typeof posted)[number]);
        a.postMessage(m);
      },
      addEventListener: a.addEventListener.bind(a),
      removeEventListener: a.removeEventListener.bind(a),
    };
    const source = createStore<Game>()(() => ({ turn: 1, log: [], board: { cells: [0] } }));
    publishStore('game', source, port);
    const mirror = mirrorStore('game', b, blank);
    await mirror.ready;
    // A turn set in two steps (its view, then its stage) reaches the mirror as one state, never the half between.
    const seen: number[][] = [];
    mirror.store.subscribe((s) => seen.push([s.turn, s.board.cells[0]!]));
    source.setState({ turn: 2 });
    source.setState({ board: { cells: [5] } });
    source.setState({ turn: 3 });
    expect(posted.filter((m) => !m.full)).toEqual([]);
    await until(mirror.store, (s) => s.turn === 3 && s.board.cells[0] === 5);
    expect(posted.filter((m) => !m.full)).toEqual([{ kind: 'mirror.state', store: 'game', full: false, patch: { turn: 3, board: { cells: [5] } } }]);
    expect(seen).toEqual([[3, 5]]);
  });

  it('keeps an unchanged key the same object in the mirror (selectors do not re-render for it)', async () => {
    const [a, b] = pair();
    const source = createStore<Game>()(() => ({ turn: 1, log: [], board: { cells: [5] } }));
    publishStore('game', source, a);
    const mirror = mirrorStore('game', b, blank);
    await mirror.ready;
    const board = mirror.store.getState().board;
    source.setState({ turn: 3 });
    await until(mirror.store, (x) => x.turn === 3);
    expect(mirror.store.getState().board).toBe(board);
  });

  it('leaves out the keys the source keeps to itself', async () => {
    const [a, b] = pair();
    const source = createStore<Game>()(() => ({ turn: 1, log: [], board: { cells: [] }, secret: 'hand' }));
    publishStore('game', source, a, { omit: ['secret'] });
    const mirror = mirrorStore('game', b, blank);
    await mirror.ready;
    expect(mirror.store.getState().secret).toBeUndefined();
  });

  it('runs the actions a mirror calls at the source, and only the offered ones', async () => {
    const [a, b] = pair();
    const source = createStore<Game>()(() => ({ turn: 1, log: [], board: { cells: [] } }));
    const errors: Error[] = [];
    publishStore('game', source, a, {
      actions: { roll: (n: number) => source.setState((s) => ({ turn: s.turn + n, log: [...s.log, `roll ${n}`] })) },
      onError: (e) => errors.push(e),
    });
    const mirror = mirrorStore('game', b, blank);
    await mirror.ready;
    mirror.call('roll', 4);
    const s = await until(mirror.store, (x) => x.turn === 5);
    expect(s.log).toEqual(['roll 4']);
    expect(source.getState().turn).toBe(5);
    mirror.call('toString');
    mirror.call('wipe');
    await new Promise((r) => setTimeout(r, 50));
    expect(errors.map((e) => e.message)).toEqual([
      'game: a mirror called "toString", which is not an action offered to mirrors',
      'game: a mirror called "wipe", which is not an action offered to mirrors',
    ]);
    expect(errors.every((e) => e instanceof MirrorCallError)).toBe(true);
    expect(source.getState().turn).toBe(5);
  });

  it('gets the whole state when it starts after the source has changed', async () => {
    const [a, b] = pair();
    const source = createStore<Game>()(() => ({ turn: 1, log: [], board: { cells: [] } }));
    publishStore('game', source, a);
    source.setState({ turn: 7 });
    const mirror = mirrorStore('game', b, blank);
    await mirror.ready;
    await until(mirror.store, (x) => x.turn === 7);
  });

  it('gets the whole state when it was made before the source was published (its hello went unheard)', async () => {
    const [a, b] = pair();
    const mirror = mirrorStore('game', b, blank);
    await new Promise((r) => setTimeout(r, 20));
    const source = createStore<Game>()(() => ({ turn: 4, log: ['late'], board: { cells: [] } }));
    publishStore('game', source, a);
    await mirror.ready;
    expect(mirror.store.getState()).toEqual({ turn: 4, log: ['late'], board: { cells: [] } });
  });

  it('tells two stores on one port apart', async () => {
    const [a, b] = pair();
    const one = createStore<Game>()(() => ({ turn: 1, log: [], board: { cells: [] } }));
    const two = createStore<Game>()(() => ({ turn: 2, log: [], board: { cells: [] } }));
    publishStore('one', one, a);
    publishStore('two', two, a);
    const m1 = mirrorStore('one', b, blank);
    const m2 = mirrorStore('two', b, blank);
    await Promise.all([m1.ready, m2.ready]);
    two.setState({ turn: 22 });
    await until(m2.store, (x) => x.turn === 22);
    expect(m1.store.getState().turn).toBe(1);
  });

  it('refuses a state holding a function or a class instance, by its path, before posting anything', () => {
    const [a] = pair();
    class Mesh {
      x = 1;
    }
    const posted: unknown[] = [];
    const port: MirrorPort = { postMessage: (m) => posted.push(m), addEventListener: a.addEventListener.bind(a), removeEventListener: a.removeEventListener.bind(a) };
    const withMesh = createStore(() => ({ turn: 1, board: { cells: [new Mesh()] } }));
    expect(() => publishStore('game', withMesh, port)).toThrow(new MirrorCloneError('game.board.cells[0]', 'a class instance (Mesh)'));
    const withFn = createStore(() => ({ turn: 1, act: () => 1 }));
    expect(() => publishStore('game', withFn, port)).toThrow('game.act cannot be mirrored: it holds a function (only plain data crosses to a mirror)');
    expect(posted).toEqual([]);
    // A plain store is posted whole at once.
    publishStore('plain', createStore(() => ({ turn: 2 })), port);
    expect(posted).toEqual([{ kind: 'mirror.state', store: 'plain', full: true, patch: { turn: 2 } }]);
  });

  it('refuses a change that brings a non-cloneable part, naming it', async () => {
    const [a, b] = pair();
    const source = createStore<{ turn: number; extra: unknown }>()(() => ({ turn: 1, extra: null }));
    publishStore('game', source, a);
    const mirror = mirrorStore('game', b, { turn: 0, extra: null });
    await mirror.ready;
    expect(() => source.setState({ extra: { handle: new WeakMap() } })).toThrow(MirrorCloneError);
    expect(() => source.setState({ extra: { handle: new WeakMap() } })).toThrow('game.extra.handle cannot be mirrored: it holds a class instance (WeakMap)');
  });

  it('refuses an action argument that cannot cross, at the caller', async () => {
    const [, b] = pair();
    const mirror = mirrorStore('game', b, blank);
    expect(() => mirror.call('roll', { then: () => 1 })).toThrow('game.roll(argument 1).then cannot be mirrored: it holds a function');
  });

  it('lets plain data through: maps, sets, dates, typed arrays, shared references', () => {
    const shared = { a: 1 };
    expect(() => assertCloneable({ m: new Map([[1, shared]]), s: new Set([2]), d: new Date(0), f: new Float32Array(3), x: shared, y: shared, n: null, u: undefined }, 'v')).not.toThrow();
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => assertCloneable(loop, 'v')).not.toThrow();
  });
});

describe('mirrorInto', () => {
  it('keeps the mirror in a store that exists already, keys it does not post left as they are', async () => {
    const [a, b] = pair();
    const source = createStore(() => ({ level: 'low', dpr: 0.5 }));
    publishStore('quality', source, a);
    const local = createStore(() => ({ level: 'high', dpr: 2, local: true }));
    const m = mirrorInto('quality', b, local);
    await m.ready;
    expect(local.getState()).toEqual({ level: 'low', dpr: 0.5, local: true });
    source.setState({ level: 'standard' });
    await until(local, (s) => s.level === 'standard');
  });
});
