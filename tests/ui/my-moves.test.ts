// The HUD's "is it my decision?" (src/ui/hud/my-moves.ts): only a live
// decision of the seat on screen, never during a replay or a pending hand-off,
// never while the table awaits a throw or another seat.
import { describe, expect, it } from 'vitest';
import { isMyDecision } from '../../src/ui/hud/my-moves.ts';
import type { SessionState } from '../../src/store/session/types.ts';

type Asked = Parameters<typeof isMyDecision>[0];
const at = (over: Partial<Omit<Asked, 'live'>> & { awaiting?: unknown } = {}): Asked => {
  const { awaiting = { kind: 'decision', seat: 1 }, ...rest } = over;
  return { replay: null, handoff: null, viewer: 1, live: { awaiting } as SessionState['live'], ...rest };
};

describe('isMyDecision', () => {
  it('is the viewer’s live decision', () => {
    expect(isMyDecision(at())).toBe(true);
  });

  it('is not another seat’s decision, nor a throw, nor a spectator’s', () => {
    expect(isMyDecision(at({ awaiting: { kind: 'decision', seat: 0 } }))).toBe(false);
    expect(isMyDecision(at({ awaiting: { kind: 'throw', seat: 1 } }))).toBe(false);
    expect(isMyDecision(at({ viewer: null }))).toBe(false);
  });

  it('is not while a replay is shown or the device waits to be handed over', () => {
    expect(isMyDecision(at({ replay: {} as SessionState['replay'] }))).toBe(false);
    expect(isMyDecision(at({ handoff: 1 }))).toBe(false);
  });
});
