// The touchable props (issue 16, item 4): laid out where the room says, inside
// the rail and apart; a toss is the pointer's last motion, capped and finite;
// the physics is fetched only for a player, and a press that comes before it
// is handed over, not lost; and the module that hands @react-three/rapier our engine exports every name
// the library reads (a library upgrade that reads a new one fails here, not
// in a player's room).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { clampInside, fetchOnAnyPress, propsActive, DICE_TABLE_PROPS, GAME_TABLE_PROPS, MAX_TOSS_SPEED, propSet, tossVelocity } from '../../src/scene/props/prop-set.ts';
import { INNER_HALF_DEPTH, INNER_HALF_WIDTH, TABLE } from '../../src/physics/table.ts';
import { SHARED_NAMES, sharedEngineModule } from '../../src/tools/vite-rapier-shared.ts';
import { hoverReaches, physicsWanted, PressHandover } from '../../src/scene/props/press-handover.ts';
import { propGeometry, propMaterial } from '../../src/scene/props/prop-meshes.ts';

/** Footprint radius of a prop on the table (cm). */
const reach = (p: ReturnType<typeof propSet>[number]) => (p.collider.kind === 'cylinder' ? p.collider.radius : Math.hypot(p.collider.half[0], p.collider.half[2]));

describe('touchable props', () => {
  for (const [name, area] of [['dice table', DICE_TABLE_PROPS], ['game table', GAME_TABLE_PROPS]] as const) {
    it(`lie inside their area on the ${name}, inside the rail, and do not overlap`, () => {
      const props = propSet(area);
      expect(props.length).toBeGreaterThanOrEqual(8);
      for (const p of props) {
        const [x, , z] = p.start;
        expect(Math.abs(x - area.x)).toBeLessThanOrEqual(area.halfWidth);
        expect(Math.abs(z - area.z)).toBeLessThanOrEqual(area.halfDepth);
        expect(Math.abs(x) + reach(p)).toBeLessThan(INNER_HALF_WIDTH);
        expect(Math.abs(z) + reach(p)).toBeLessThan(INNER_HALF_DEPTH);
      }
      // Distinct spots (the chips share one: a stack, one above the other).
      const spots = props.filter((p) => !p.id.startsWith('chip-') || p.id === 'chip-1');
      for (let i = 0; i < spots.length; i++)
        for (let j = i + 1; j < spots.length; j++) {
          const [a, b] = [spots[i]!, spots[j]!];
          expect(Math.hypot(a.start[0] - b.start[0], a.start[2] - b.start[2]), `${a.id} / ${b.id}`).toBeGreaterThan(reach(a) + reach(b));
        }
      const chips = props.filter((p) => p.id.startsWith('chip-'));
      for (let i = 1; i < chips.length; i++) expect(chips[i]!.start[1]).toBeGreaterThan(chips[i - 1]!.start[1]);
    });
  }

  it('keep off the game board and the throw areas on a game table', () => {
    const apart = (a: typeof GAME_TABLE_PROPS, b: typeof GAME_TABLE_PROPS) =>
      Math.abs(a.x - b.x) >= a.halfWidth + b.halfWidth || Math.abs(a.z - b.z) >= a.halfDepth + b.halfDepth;
    for (const rect of [TABLE.board, ...Object.values(TABLE.areas)]) expect(apart(GAME_TABLE_PROPS, rect), JSON.stringify(rect)).toBe(true);
  });

  it('are held inside the rail', () => {
    expect(clampInside(500, -500)).toEqual([INNER_HALF_WIDTH - 3, -(INNER_HALF_DEPTH - 3)]);
    expect(clampInside(1, 2)).toEqual([1, 2]);
  });

  it('leave the hand with the pointer’s last motion, capped, and lie still after a stop', () => {
    // 30 cm in 60 ms to the right: 500 cm/s, capped.
    const fast = [{ t: 0, x: 0, z: 0 }, { t: 30, x: 15, z: 0 }, { t: 60, x: 30, z: 0 }];
    const [vx, vy, vz] = tossVelocity(fast, 60);
    expect(Math.hypot(vx, vz)).toBeCloseTo(MAX_TOSS_SPEED, 5);
    expect(vx).toBeGreaterThan(0);
    expect(vz).toBe(0);
    expect(vy).toBeGreaterThan(0);
    // 4 cm in 40 ms: 100 cm/s along z.
    const slow = tossVelocity([{ t: 100, x: 0, z: 0 }, { t: 140, x: 0, z: 4 }], 140);
    expect(slow[2]).toBeCloseTo(100, 5);
    // Moved, then held still for 200 ms before letting go: a drop, not a throw.
    expect(tossVelocity(fast, 260)).toEqual([0, 0, 0]);
    // Junk never becomes a NaN velocity.
    const junk = tossVelocity([{ t: 0, x: NaN, z: 0 }, { t: 10, x: 1, z: Infinity }, { t: 10, x: 2, z: 2 }], 10);
    expect(junk.every(Number.isFinite)).toBe(true);
  });
});

describe('props on a game table', () => {
  const decision = (seat: number) => ({ kind: 'decision', seat }) as Parameters<typeof fetchOnAnyPress>[0];
  it('can be picked up on every turn, the player’s own too (issue 21), not in a replay or behind the hand-over', () => {
    expect(propsActive(false, false)).toBe(true);
    expect(propsActive(true, false)).toBe(false);
    expect(propsActive(false, true)).toBe(false);
  });

  it('fetch their physics at any press while another seat plays or the game is over, not at the player’s own move', () => {
    expect(fetchOnAnyPress(decision(1), 0)).toBe(true);
    expect(fetchOnAnyPress(decision(0), 0)).toBe(false);
    expect(fetchOnAnyPress({ kind: 'end' } as Parameters<typeof fetchOnAnyPress>[0], 0)).toBe(true);
    expect(fetchOnAnyPress(decision(0), null)).toBe(true);
  });
});

describe('the props’ physics, fetched on the first touch', () => {
  it('is fetched once someone touched the room and the props are active, never for a room only watched', () => {
    const at = (p: Partial<Parameters<typeof physicsWanted>[0]>) => physicsWanted({ active: true, eager: true, touched: false, reached: false, ...p });
    expect(at({})).toBe(false);
    expect(at({ touched: true })).toBe(true);
    // A press on the player's own turn is a game action: only a press on a prop (or a mouse over one) fetches it then.
    expect(at({ eager: false, touched: true })).toBe(false);
    expect(at({ eager: false, touched: true, reached: true })).toBe(true);
    // A replay or the hand-over screen: nothing.
    expect(at({ active: false, touched: true, reached: true })).toBe(false);
  });

  it('a mouse or a pen over a prop reaches for it; a finger has no hover', () => {
    expect(hoverReaches('mouse')).toBe(true);
    expect(hoverReaches('pen')).toBe(true);
    expect(hoverReaches('touch')).toBe(false);
  });

  it('the stand-ins and the bodies share one look, drawn around the body’s centre: the foot footBelow under it', () => {
    for (const spec of propSet(DICE_TABLE_PROPS)) {
      const g = propGeometry(spec);
      g.computeBoundingBox();
      // Within a millimetre (a meeple's bevel reaches a little under its foot).
      expect(Math.abs(g.boundingBox!.min.y + spec.footBelow), spec.id).toBeLessThan(0.1);
      expect(propMaterial(spec).color.getHexString(), spec.id).toBe(spec.colour.slice(1));
    }
  });

  it('hands over a press still down, lifted where the pointer is now', () => {
    const h = new PressHandover();
    expect(h.press({ pointerId: 1, propId: 'chip-6', x: 100, y: 200 })).toBe(true);
    h.move(1, 120, 210);
    h.move(2, 999, 999); // another pointer
    h.move(1, NaN, 5); // junk keeps the last good point
    expect(h.release(2)).toBe(false);
    expect(h.take()).toEqual({ pointerId: 1, propId: 'chip-6', x: 120, y: 210 });
    // Handed over once.
    expect(h.take()).toBeNull();
  });

  it('forgets a press let go before the physics came, and takes one press at a time', () => {
    const h = new PressHandover();
    expect(h.press({ pointerId: 1, propId: 'cup', x: 0, y: 0 })).toBe(true);
    expect(h.press({ pointerId: 2, propId: 'rider', x: 5, y: 5 })).toBe(false);
    expect(h.pending()?.propId).toBe('cup');
    expect(h.release(1)).toBe(true);
    expect(h.release(1)).toBe(false);
    expect(h.take()).toBeNull();
    // Free for the next press.
    expect(h.press({ pointerId: 3, propId: 'rider', x: 5, y: 5 })).toBe(true);
    expect(h.take()?.propId).toBe('rider');
  });
});

describe("@react-three/rapier gets our engine", () => {
  const dist = join(dirname(createRequire(import.meta.url).resolve('@react-three/rapier/package.json')), 'dist/react-three-rapier.esm.js');
  const source = readFileSync(dist, 'utf8');

  it('with every name the library imports or reads off the engine', () => {
    const imported = [...source.matchAll(/^(?:import|export) \{([^}]*)\} from '@dimforge\/rapier3d-compat'/gm)].flatMap((m) =>
      m[1]!.split(',').map((s) => s.trim().split(/\s+as\s+/)[0]!).filter(Boolean),
    );
    const read = [...source.matchAll(/\brapier\.([A-Z][A-Za-z]*)/g)].map((m) => m[1]!);
    expect(imported.length).toBeGreaterThan(3);
    for (const name of new Set([...imported, ...read])) expect(SHARED_NAMES, name).toContain(name);
  });

  it('already initialised, so its init() is a no-op after ours', () => {
    const code = sharedEngineModule('/x/rapier.ts');
    expect(code).toMatch(/await initPhysics\(\);/);
    expect(code).toMatch(/export const init = async \(\) => \{\};/);
    for (const name of SHARED_NAMES) expect(code).toContain(`export const ${name} = engine.${name};`);
  });
});
