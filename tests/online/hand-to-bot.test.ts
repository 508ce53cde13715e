// When the table page offers "Let a bot play this seat" (mayHandToBot): to
// another seated player, for a seat away, or connected but keeping the game
// waiting for its move, for the host's limit; never for one's own seat, a
// seat a bot already plays, an open seat, before the start, or to a watcher.

import { describe, expect, it } from 'vitest';
import { mayHandToBot, type SeatInfo, type TableInfo } from '../../src/online/protocol.ts';

const seat = (over: Partial<SeatInfo> = {}): SeatInfo => ({ plan: 'human', name: null, taken: true, connected: true, standIn: false, awaySec: null, stalledSec: null, ...over });
const table = (seats: SeatInfo[], over: Partial<TableInfo> = {}): TableInfo => ({
  type: 'table',
  code: 'ABCDEF',
  game: 'main-street',
  options: {},
  seats,
  you: 0,
  host: true,
  spectators: 0,
  started: true,
  awayLimitSec: 120,
  ...over,
});

describe('mayHandToBot', () => {
  it('offers a seat away for the limit, or stalling for it while connected', () => {
    expect(mayHandToBot(table([seat(), seat({ connected: false, awaySec: 120 })]), 1)).toBe(true);
    expect(mayHandToBot(table([seat(), seat({ stalledSec: 120 })]), 1)).toBe(true);
  });

  it('not before the limit, in either way', () => {
    expect(mayHandToBot(table([seat(), seat({ connected: false, awaySec: 119 })]), 1)).toBe(false);
    expect(mayHandToBot(table([seat(), seat({ stalledSec: 119 })]), 1)).toBe(false);
    // A connected seat the game is not waiting for is never stalled, however long it has been here.
    expect(mayHandToBot(table([seat(), seat({ stalledSec: null })]), 1)).toBe(false);
  });

  it('never one\'s own seat, a stood-in or open seat, before the start, or to a watcher', () => {
    const stalled = seat({ stalledSec: 500 });
    expect(mayHandToBot(table([stalled, seat()]), 0)).toBe(false);
    expect(mayHandToBot(table([seat(), seat({ stalledSec: 500, standIn: true })]), 1)).toBe(false);
    expect(mayHandToBot(table([seat(), seat({ taken: false, connected: false })]), 1)).toBe(false);
    expect(mayHandToBot(table([seat(), stalled], { started: false }), 1)).toBe(false);
    expect(mayHandToBot(table([seat(), stalled], { you: null }), 1)).toBe(false);
  });
});
