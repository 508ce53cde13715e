// The online session without a browser or a server: positions made from a real
// Mail Run game (each seat's view, as the server sends them) drive it; moves go
// to a recording port, nothing is applied here; the thrower's own throw rolls
// from the server's `thrown` message and the position after it waits until the
// dice settle; another seat's hidden throw is never staged.
import { describe, expect, it } from 'vitest';
import { ponyExpress, type PonyState } from '../../src/games/pony-express/index.ts';
import type { Seat } from '../../src/core/contract.ts';
import type { PositionMessage } from '../../src/online/protocol.ts';
import { createOnlineSession } from '../../src/store/online/online-session.ts';
import { appendEntry, newRecord } from '../../src/core/log.ts';
import { parseSave } from '../../src/core/save.ts';
import { PHYSICS_VERSION } from '../../src/physics/version.ts';

function position(s: PonyState, seq: number, seat: Seat | null): PositionMessage {
  const aw = ponyExpress.awaiting(s);
  const legal = aw.kind === 'decision' && aw.seat === seat ? ponyExpress.legalActions(s) : [];
  return { type: 'position', seq, view: ponyExpress.view(s, seat), awaiting: aw, legal, labels: legal.map((a) => ponyExpress.describeAction(s, a)), log: [], result: null };
}

/** Play the draft (two decisions) so the first rider awaits its hidden throw; `record` holds the decisions. */
function toThrow() {
  let s = ponyExpress.setup({ seed: 11, players: 2, options: {} });
  let record = newRecord(ponyExpress.id, ponyExpress.version, 11, [{ kind: 'human' }, { kind: 'human' }], {}, PHYSICS_VERSION);
  let seq = 0;
  while (ponyExpress.awaiting(s).kind === 'decision') {
    const aw = ponyExpress.awaiting(s) as { seat: Seat };
    const first = ponyExpress.legalActions(s).find((a) => a.type !== 'play')!;
    const input = { kind: 'action' as const, seat: aw.seat, action: first };
    const r = ponyExpress.apply(s, input);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    record = appendEntry(record, { input });
    seq++;
  }
  return { state: s, seq, record };
}

function recorder() {
  const sent: unknown[][] = [];
  return { sent, port: { act: (a: unknown) => sent.push(['act', a]), throwDice: (g?: unknown) => sent.push(['throw', g]), flick: (a: number, p: number) => sent.push(['flick', a, p]) } };
}

describe('online session', () => {
  it('sends a legal decision to the server and refuses others; the position stays until the server answers', () => {
    const s = ponyExpress.setup({ seed: 11, players: 2, options: {} });
    const { sent, port } = recorder();
    const session = createOnlineSession({ module: ponyExpress, plans: ['human', 'human'], options: {}, you: 0, port, position: position(s, 0, 0) });
    session.actions.start();
    const legal = ponyExpress.legalActions(s);
    expect(session.actions.act({ type: 'ride' }).ok).toBe(false);
    expect(session.actions.act(legal[0]!).ok).toBe(true);
    expect(sent).toEqual([['act', legal[0]]]);
    expect(session.store.getState().live.inputs).toBe(0);
    const other = createOnlineSession({ module: ponyExpress, plans: ['human', 'human'], options: {}, you: 1, port, position: position(s, 0, 1) });
    other.actions.start();
    expect(other.actions.act(legal[0]!)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });

  it('rolls its own hidden throw from the server’s thrown message and holds the next position until the dice settle', () => {
    const { state, seq } = toThrow();
    const aw = ponyExpress.awaiting(state);
    expect(aw).toMatchObject({ kind: 'throw', hidden: true, seat: 0 });
    const { sent, port } = recorder();
    const mine = createOnlineSession({ module: ponyExpress, plans: ['human', 'human'], options: {}, you: 0, port, position: position(state, seq, 0) });
    mine.actions.start();
    expect(mine.store.getState().stage).toMatchObject({ kind: 'throw', performer: 'human', spec: null });
    expect(mine.actions.throwDice().ok).toBe(true);
    expect(mine.actions.throwDice().ok).toBe(false); // sent once
    expect(sent).toEqual([['throw', undefined]]);
    const faces = ['A', 'A', 'K', 'Q', '9'] as const;
    const after = ponyExpress.apply(state, { kind: 'dice', faces: [...faces] });
    if (!after.ok) throw new Error(after.error.message);
    mine.receive.thrown({ type: 'thrown', index: seq, seat: 0, seed: 1234, gesture: null, faces: [...faces], rethrows: [] });
    const rolling = mine.store.getState().stage!;
    expect(rolling.spec).not.toBeNull();
    expect(rolling.seed).toBe(1234);
    mine.receive.position(position(after.state, seq + 1, 0));
    expect(mine.store.getState().live.inputs).toBe(seq); // held while the dice roll
    mine.actions.settled(rolling.id, { kind: 'dice', faces: ['9', '9', '9', '9', '9'] });
    expect(mine.store.getState().live.inputs).toBe(seq + 1);
    expect(mine.store.getState().live.view.dice.map((d) => d.face)).toEqual([...faces]);
    // A re-simulation that came out otherwise is said; the server's faces stand.
    expect(mine.store.getState().notices.at(-1)?.text).toMatch(/differently/);

    // The other seat: no stage for a hidden throw not its own, and the cup's faces never reach its state.
    const theirs = createOnlineSession({ module: ponyExpress, plans: ['human', 'human'], options: {}, you: 1, port, position: position(state, seq, 1) });
    theirs.actions.start();
    expect(theirs.store.getState().stage).toBeNull();
    theirs.receive.position(position(after.state, seq + 1, 1));
    const seen = theirs.store.getState().live;
    expect(seen.view.dice.every((d) => d.where !== 'cup' || d.face === null)).toBe(true);
    expect(JSON.stringify(seen.state.dice)).not.toContain('"A"');
  });

  it('once the server sends the finished record, it saves as a local game does and replays on this table, throws re-simulated', () => {
    const { state, seq, record: draft } = toThrow();
    const { port } = recorder();
    const watcher = createOnlineSession({ module: ponyExpress, plans: ['human', 'human'], options: {}, you: null, port, position: position(state, seq, null) });
    watcher.actions.start();
    // Before the end: nothing to save or replay yet.
    expect(() => watcher.actions.exportSave()).toThrow(/still being played/);
    watcher.actions.startReplay();
    expect(watcher.store.getState().replay).toBeNull();
    // The server's record: the draft, then the hidden throw made with the seeded throw (re-simulated in the replay).
    const faces = ['A', 'A', 'K', 'Q', '9'] as const;
    const record = appendEntry(draft, { input: { kind: 'dice', faces: [...faces] }, physics: { kind: 'throw' } });
    watcher.receive.record(record);
    const saved = parseSave(watcher.actions.exportSave(), [ponyExpress]);
    expect(saved.ok && saved.record).toEqual(record);

    watcher.actions.startReplay();
    expect(watcher.store.getState().replay).toMatchObject({ step: 0 });
    watcher.actions.replaySeek(seq);
    expect(watcher.store.getState().replay?.step).toBe(seq);
    // The throw is re-simulated on this table: a replay stage, and the step is taken once it settles.
    watcher.actions.replayStep(1);
    const stage = watcher.store.getState().stage!;
    expect(stage).toMatchObject({ kind: 'throw', mode: 'replay' });
    expect(stage.spec).not.toBeNull();
    watcher.actions.settled(stage.id, { kind: 'dice', faces: [...faces] });
    const rp = watcher.store.getState().replay!;
    expect(rp.step).toBe(seq + 1);
    // Seen as the watcher sees it: the cup's faces stay hidden in the replay too.
    expect(rp.shown.view.dice.every((d) => d.where !== 'cup' || d.face === null)).toBe(true);
    watcher.actions.stopReplay();
    expect(watcher.store.getState()).toMatchObject({ replay: null, stage: null });
    expect(watcher.store.getState().live.inputs).toBe(seq);
  });
});
