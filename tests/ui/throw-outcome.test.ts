// The caption a settled throw leaves in the prompt area, for every game:
// the rules' own words (describeThrow) where a game has them, else the log
// lines the throw added; nothing when no throw was settled; a throw under a
// cup told to others only by the public log.
import { describe, expect, it } from 'vitest';
import type { Awaiting, Input, AnyGameModule } from '../../src/core/contract.ts';
import type { Shown } from '../../src/store/session/types.ts';
import { loadGames } from '../../src/games/registry.ts';
import { OUTCOME_HOLD_MS, addedLines, throwOutcomeText } from '../../src/ui/session/throw-outcome.ts';
import { formatText } from '../../src/i18n/format-message.ts';

const shown = (m: AnyGameModule, state: unknown, inputs: number): Shown => ({
  state,
  view: m.view(state, null),
  awaiting: m.awaiting(state),
  result: m.result(state),
  log: m.log?.(state) ?? [],
  inputs,
});

const FACES: Record<string, readonly (string | number)[]> = { d6: [1, 2, 3, 4, 5, 6], poker: ['9', '10', 'J', 'Q', 'K', 'A'], disc01: [0, 1], disc02: [0, 2], disc12: [1, 2] };

/** Plays a seeded game by its first legal moves up to the first throw with `purpose`; returns the position and a step to throw. */
function toThrow(m: AnyGameModule, purpose: RegExp, seed = 3): { before: Shown; throwWith(faces: (string | number)[]): Shown } {
  let s = m.setup({ seed, players: 2, options: {} });
  for (let i = 0; i < 3000; i++) {
    const aw: Awaiting = m.awaiting(s);
    if (aw.kind === 'throw' && purpose.test(aw.purpose)) {
      const at = s;
      return {
        before: shown(m, at, i),
        throwWith(faces) {
          const r = m.apply(at, { kind: 'dice', faces } as Input<unknown>);
          if (!r.ok) throw new Error(r.error.message);
          return shown(m, r.state, i + 1);
        },
      };
    }
    let input: Input<unknown>;
    if (aw.kind === 'decision') {
      const legal = m.legalActions(s);
      input = { kind: 'action', seat: aw.seat, action: legal[(i * 7) % legal.length] };
    } else if (aw.kind === 'throw') input = { kind: 'dice', faces: aw.dice.map((k, j) => (FACES[k] ?? [0, 1])[(i + j) % (FACES[k] ?? [0, 1]).length]!) } as Input<unknown>;
    else if (aw.kind === 'flick') input = { kind: 'flick', fallen: [], offBoard: [], bystandersHit: [] } as unknown as Input<unknown>;
    else throw new Error(`${m.id}: the game ended before a ${purpose} throw`);
    const r = m.apply(s, input);
    if (!r.ok) throw new Error(`${m.id}: ${r.error.message}`);
    s = r.state;
  }
  throw new Error(`${m.id}: no ${purpose} throw`);
}

const games = await loadGames();
const game = (id: string): AnyGameModule => games.find((g) => g.id === id)! as AnyGameModule;

describe('a throw’s outcome in words, per game', () => {
  it('Main Street: the second showdown die says who beat whom and where the meeples go', () => {
    const m = game('main-street');
    const first = toThrow(m, /^showdown$/);
    const mid = first.throwWith([6]);
    expect(throwOutcomeText(m, first.before, mid, 0)).toMatch(/^Player \d's \w+ throws 6; Player \d's \w+ shoots next\.$/);
    const last = m.apply(mid.state, { kind: 'dice', faces: [1] });
    if (!last.ok) throw new Error(last.error.message);
    const text = throwOutcomeText(m, mid, shown(m, last.state, mid.inputs + 1), 0);
    expect(text).toMatch(/^Player \d's \w+ (6|1) (beats|wins the tie against) Player \d's \w+ (1|6): the \w+ (goes to the graveyard|leaves the game)|may shoot once more|fall together/);
  });

  it('Silver Creek County: the town centre’s dice name its parcel', () => {
    const m = game('carson-city');
    const t = toThrow(m, /^town centre$/);
    expect(throwOutcomeText(m, t.before, t.throwWith([2, 3]), 0)).toBe('The town centre is at C4: a house and four roads.');
  });

  it('Tableau Gulch, Gold in the Rivers and Mail Run say what the log says of the throw', () => {
    const g = toThrow(game('gambler'), /^throw$/);
    expect(throwOutcomeText(game('gambler'), g.before, g.throwWith([6, 6, 5, 2, 1]), 0)).toMatch(/^Player \d threw 6 6 5 2 1\.$/);
    const r = toThrow(game('gold-rivers'), /^number$/);
    const aw = r.before.awaiting;
    const faces = aw.kind === 'throw' ? aw.dice.map((k) => FACES[k]!.at(-1) as number) : [];
    const sum = faces.reduce((a, b) => a + b, 0);
    expect(throwOutcomeText(game('gold-rivers'), r.before, r.throwWith(faces), 1)).toMatch(new RegExp(`^Player \\d throws ${faces.join(' \\+ ')} = ${sum}\\.`));
    const p = toThrow(game('pony-express'), /^saloon$/);
    expect(throwOutcomeText(game('pony-express'), p.before, p.throwWith(['Q', 'Q', 'Q', 'Q', 'Q']), 0)).toMatch(/^Saloon: Rider \d throws Q Q Q Q Q \(five of a kind\)/);
  });

  it('a throw under a cup tells the others only the public log, and no throw means no caption', () => {
    const m = game('pony-express');
    const t = toThrow(m, /^throw$/);
    const aw = t.before.awaiting;
    expect(aw.kind === 'throw' && aw.hidden).toBe(true);
    const after = t.throwWith(['A', 'A', 'K', '9', '10']);
    const other = aw.kind === 'throw' ? 1 - aw.seat : 0;
    const told = throwOutcomeText(m, t.before, after, other);
    expect(told).toBe(addedLines(t.before.log, after.log).map(formatText).join(' '));
    expect(told).not.toMatch(/A A K/);
    expect(throwOutcomeText(m, after, after, other)).toBeNull();
    expect(throwOutcomeText(m, { ...t.before, inputs: t.before.inputs - 1 }, after, other)).toBeNull();
  });

  it('holds long enough to read, and shorter when the table plays fast', () => {
    expect(OUTCOME_HOLD_MS.normal).toBeGreaterThanOrEqual(2500);
    expect(OUTCOME_HOLD_MS.fast).toBeLessThan(OUTCOME_HOLD_MS.normal);
  });
});
