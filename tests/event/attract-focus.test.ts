// The attract loop frames the action: the throw area while dice fly, the
// strip between a flicked die and its targets, the board otherwise.
import { describe, expect, it } from 'vitest';
import { attractFocus } from '../../src/event/attract-focus.ts';
import { TABLE } from '../../src/physics/table.ts';
import type { Stage } from '../../src/store/session/types.ts';

const base = { id: 1, mode: 'live', seat: 0, performer: 'bot', seed: 1, expected: null } as const;

describe('attract loop camera focus', () => {
  it('looks at the board when nothing is thrown or flicked', () => {
    expect(attractFocus(null)).toBeNull();
  });

  it('frames the area the dice are thrown in, closer than home', () => {
    const stage = { ...base, kind: 'throw', kinds: ['d6'], area: 'cup', hidden: true, spec: null } as unknown as Stage;
    const f = attractFocus(stage)!;
    expect([f.x, f.z]).toEqual([TABLE.areas.cup.x, TABLE.areas.cup.z]);
    expect(f.closer).toBeLessThan(1);
  });

  it('frames a flick halfway between the die and its targets (bystanders do not pull it)', () => {
    const stage = {
      ...base,
      kind: 'flick',
      from: { x: -20, z: 10 },
      level: null,
      spec: null,
      setup: {
        die: 'd6',
        figures: [
          { id: 'a', model: 'indian', x: 20, z: -10, role: 'target' },
          { id: 'b', model: 'indian', x: 30, z: -10, role: 'target' },
          { id: 'c', model: 'rider', x: -50, z: 30, role: 'bystander' },
        ],
      },
    } as unknown as Stage;
    const f = attractFocus(stage)!;
    expect(f.x).toBeCloseTo(2.5);
    expect(f.z).toBeCloseTo(0);
    expect(f.closer).toBeLessThan(1);
  });
});
