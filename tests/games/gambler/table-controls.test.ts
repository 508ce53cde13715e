// The gambler table's hands without a browser: the layout the board is drawn
// and clicked by, and the controller the scene and the keyboard drive (pick a
// die, choose among its rows, place, stop, throw again, undo) on a real
// session store with known faces fed in where the table reports settled dice.
import { describe, expect, it } from 'vitest';
import { newRecord, type SeatConfig } from '../../../src/core/log.ts';
import { createSessionStore } from '../../../src/store/session/store.ts';
import type { BotPort } from '../../../src/store/session/bot-port.ts';
import { gambler, fits, TABLEAUX, rowLength } from '../../../src/games/gambler/index.ts';
import type { GamblerAction, GamblerState } from '../../../src/games/gambler/types.ts';
import type { GamblerView } from '../../../src/games/gambler/types.ts';
import { controllerFor } from '../../../src/games/gambler/view/hud/controller.ts';
import { boxTarget, dieTarget } from '../../../src/games/gambler/pick-targets.ts';
import { fittingRows } from '../../../src/games/gambler/dice-fit.ts';
import { GAMBLER_KEY_ROWS } from '../../../src/games/gambler/view/hud/keys.ts';
import { pressKey } from '../../../src/scene/kit/keymap.ts';
import { HELP } from '../../../src/games/gambler/help.ts';
import { BOARD, boxCentre, tableToBoard, traySlot } from '../../../src/games/gambler/view/board/layout.ts';
import { seatSpot } from '../../../src/games/gambler/table-spots.ts';
import { boxAt, boxU, rowV } from '../../../src/games/gambler/tableau-grid.ts';
import { TABLE } from '../../../src/physics/table.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

const human: SeatConfig = { kind: 'human' };
const easy: SeatConfig = { kind: 'bot', level: 'easy' };

describe('gambler table layout', () => {
  it('maps the centre of every box of every tableau back to that box', () => {
    for (const t of TABLEAUX) {
      const lengths = t.rows.map((r) => rowLength(r.shape));
      t.rows.forEach((r, row) => {
        for (let col = 0; col < rowLength(r.shape); col++) {
          const c = boxCentre(row, col);
          const p = tableToBoard(c.x, c.z);
          expect(boxAt(p.u, p.v, lengths)).toEqual({ row, col });
          // A corner of the box still counts; the gap to the next box does not.
          expect(boxAt(p.u + BOARD.boxSize / 2 - 0.1, p.v - BOARD.boxSize / 2 + 0.1, lengths)).toEqual({ row, col });
          expect(boxAt(p.u + BOARD.boxPitch / 2, p.v, lengths)).toBeNull();
        }
        // Beyond the row's last box (where the value circle is) nothing is clicked.
        expect(boxAt(BOARD.valueU, rowV(row), lengths)).toBeNull();
        expect(boxAt(boxU(rowLength(r.shape)), rowV(row), lengths)).toBeNull();
      });
      expect(boxAt(boxU(0), BOARD.titleDepth / 2, lengths)).toBeNull();
    }
  });

  it('keeps the board, the tray row and every seat inside the rail, seats apart', () => {
    const inX = (x: number) => Math.abs(x) < TABLE.inner.width / 2;
    const inZ = (z: number) => Math.abs(z) < TABLE.inner.depth / 2;
    expect(inX(BOARD.x - BOARD.width / 2) && inX(BOARD.x + BOARD.width / 2)).toBe(true);
    expect(inZ(BOARD.z - BOARD.depth / 2) && inZ(BOARD.z + BOARD.depth / 2)).toBe(true);
    const row = [0, 1, 2, 3, 4].map((i) => traySlot(i, 5));
    row.forEach((p, i) => {
      if (i > 0) expect(p.x).toBeGreaterThan(row[i - 1]!.x);
      expect(Math.abs(p.x - TABLE.areas.tray.x)).toBeLessThan(TABLE.areas.tray.halfWidth);
    });
    for (let n = 2; n <= 6; n++) {
      const spots = Array.from({ length: n }, (_, s) => seatSpot(s, n));
      spots.forEach((p) => expect(inX(p.x) && inZ(p.z)).toBe(true));
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) expect(Math.hypot(spots[a]!.x - spots[b]!.x, spots[a]!.z - spots[b]!.z)).toBeGreaterThan(20);
    }
  });
});

/** A face that fits exactly one row of the tableau, and one that fits several (empty tableau). */
function facesFor(view: GamblerView): { single: number; multi: number } | null {
  const rowsOf = (face: number) => view.tableau.rows.filter((r, i) => fits(r.shape, view.rows[i] ?? [], face)).length;
  const single = [1, 2, 3, 4, 5, 6].find((f) => rowsOf(f) === 1);
  const multi = [1, 2, 3, 4, 5, 6].find((f) => rowsOf(f) >= 2);
  return single !== undefined && multi !== undefined ? { single, multi } : null;
}

function newSession(seed: number) {
  const port: BotPort = {
    choose: async (req) => gambler.legalActions(req.state as GamblerState)[0],
    aim: async () => {
      throw new Error('no flicks in this game');
    },
    dispose: () => undefined,
  };
  const s = createSessionStore({
    module: gambler,
    record: newRecord<GamblerAction>('gambler', gambler.version, seed, [human, easy]),
    bot: port,
    games: [gambler],
    storage: null,
    wait: () => new Promise(() => undefined), // the bot never gets to move during a test
  });
  s.actions.start();
  return s;
}

/** Throws the human's dice and reports `faces` as the settled result. */
function settle(s: ReturnType<typeof newSession>, faces: number[]): void {
  expect(s.actions.throwDice().ok).toBe(true);
  const stage = s.store.getState().stage!;
  s.actions.settled(stage.id, { kind: 'dice', faces });
}

const viewOf = (s: ReturnType<typeof newSession>) => s.store.getState().live.view as GamblerView;
const nextBox = (v: GamblerView, row: number) => boxTarget(row, v.rows[row]?.length ?? 0);

describe('gambler table controller', () => {
  // The first seed whose first tableau has a face fitting exactly one row.
  const found = Array.from({ length: 40 }, (_, seed) => seed)
    .map((seed) => ({ seed, faces: facesFor(gambler.view(gambler.setup({ seed, players: 2 }), 0) as GamblerView) }))
    .find((x) => x.faces !== null)!;

  it('lights the dice that fit, then the boxes of the picked one; a second click places a die that fits one row', () => {
    const s = newSession(found.seed);
    const { picking } = controllerFor(s);
    picking.click(dieTarget(0));
    expect(picking.store.getState().hint).toMatch(/throw your dice first/i);
    const { single, multi } = found.faces!;
    settle(s, [multi, single, multi, multi, multi]);
    const v = viewOf(s);
    expect(fittingRows(v, 1)).toHaveLength(1);
    // The lit boxes of a die are the rules' legal placements of that die.
    const legal = (s.actions.legalActions() as GamblerAction[]).filter((a) => a.type === 'place' && a.die === 0).map((a) => (a as { row: number }).row);
    expect(fittingRows(v, 0)).toEqual(legal);
    expect(picking.lit()).toEqual([0, 1, 2, 3, 4].map(dieTarget));
    picking.click(dieTarget(0));
    expect(picking.lit()).toEqual(legal.map((row) => nextBox(v, row)));
    // The cursor goes on to the first box, so Enter would place the die there.
    expect(picking.store.getState()).toMatchObject({ picked: [dieTarget(0)], cursor: nextBox(v, legal[0]!) });
    picking.click(dieTarget(1));
    const row = fittingRows(v, 1)[0]!;
    expect(picking.lit()).toEqual([nextBox(v, row), dieTarget(1)]);
    expect(s.store.getState().record.inputs).toHaveLength(1);
    picking.click(dieTarget(1));
    const after = viewOf(s);
    expect(after.rows[row]).toEqual([single]);
    expect(after.turn?.faces?.[1]).toBeNull();
    expect(picking.store.getState().picked).toEqual([]);
  });

  it('places by box click only in the next free box of a fitting row, and explains a refusal', () => {
    const s = newSession(found.seed);
    const { picking } = controllerFor(s);
    const { multi } = found.faces!;
    settle(s, [multi, multi, multi, multi, multi]);
    const v = viewOf(s);
    const rows = fittingRows(v, 2);
    picking.click(boxTarget(rows[0]!, 0));
    expect(picking.store.getState().hint).toMatch(/pick a die first/i);
    picking.click(dieTarget(2));
    picking.click(boxTarget(rows[0]!, 1));
    expect(picking.store.getState().hint).toMatch(/fills from the left/);
    const other = v.tableau.rows.findIndex((_, r) => !rows.includes(r));
    if (other >= 0) {
      picking.click(boxTarget(other, 0));
      expect(picking.store.getState().hint).toMatch(/does not fit/);
    }
    expect(s.store.getState().record.inputs).toHaveLength(1);
    picking.click(boxTarget(rows[1] ?? rows[0]!, 0));
    expect(viewOf(s).rows[rows[1] ?? rows[0]!]).toEqual([multi]);
  });

  it('drives a turn from the keyboard: number, arrows, Enter, S; R and S refused before a placement', () => {
    const s = newSession(found.seed);
    const c = controllerFor(s);
    const key = (k: string) => pressKey(GAMBLER_KEY_ROWS, c, k);
    const hint = () => c.picking.store.getState().hint;
    const { multi } = found.faces!;
    settle(s, [multi, multi, multi, multi, multi]);
    expect(key('r')).toBe(true);
    expect(hint()).toMatch(/place at least one/i);
    expect(key('s')).toBe(true);
    expect(hint()).toMatch(/place at least one/i);
    const v = viewOf(s);
    const rows = fittingRows(v, 1);
    expect(key('2')).toBe(true);
    expect(c.picking.store.getState()).toMatchObject({ picked: [dieTarget(1)], cursor: nextBox(v, rows[0]!) });
    // The same digit again keeps the pick (it does not drop it, nor place).
    key('2');
    expect(c.picking.store.getState().picked).toEqual([dieTarget(1)]);
    key('ArrowRight');
    expect(c.picking.store.getState().cursor).toBe(nextBox(v, rows[1 % rows.length]!));
    key('ArrowLeft');
    expect(c.picking.store.getState().cursor).toBe(nextBox(v, rows[0]!));
    key('ArrowDown');
    key('Enter');
    const chosen = rows[1 % rows.length]!;
    expect(viewOf(s).rows[chosen]).toEqual([multi]);
    // Undo (U, the session HUD's shared key) takes the placement back; the die is on offer again.
    expect(key('u')).toBe(false);
    expect(s.actions.undo().ok).toBe(true);
    expect(viewOf(s).rows[chosen]).toEqual([]);
    expect(viewOf(s).turn?.faces?.[1]).toBe(multi);
    // Tab stays the browser's (focus to the buttons and the menu). With nothing picked the arrows walk the dice, Enter picks, Enter places.
    expect(key('Tab')).toBe(false);
    key('ArrowLeft');
    expect(c.picking.store.getState().cursor).toBe(dieTarget(4));
    key('Enter');
    expect(c.picking.store.getState().picked).toEqual([dieTarget(4)]);
    key('Enter');
    expect(viewOf(s).turn?.faces?.[4]).toBeNull();
    key('9');
    expect(hint()).toMatch(/no die 9/);
    // Esc drops a pick and leaves the key to the session too (it closes its overlays).
    key('1');
    expect(key('Escape')).toBe(false);
    expect(c.picking.store.getState().picked).toEqual([]);
    expect(key('?')).toBe(false); // the rules are the shared key map's (tests/app/shared-keys.test.ts)
    expect(key('s')).toBe(true);
    expect(s.store.getState().live.log.some((l) => formatText(l).includes('stopped'))).toBe(true);
    expect(s.store.getState().live.awaiting).toMatchObject({ seat: 1 });
    // Not the human's turn any more: moves are refused with a hint, nothing changes.
    const inputs = s.store.getState().record.inputs.length;
    key('r');
    expect(hint()).toMatch(/wait for your turn/i);
    key('1');
    expect(s.store.getState().record.inputs).toHaveLength(inputs);
  });

  it('lists in the help every key the keyboard handles', () => {
    const listed = HELP.keys.map((k) => formatText(k.keys)).join(' ');
    for (const k of ['Space', '1–5', 'Tab', 'Enter', 'S', 'R', 'U', 'Esc', '?', '←']) expect(listed).toContain(k);
  });
});
