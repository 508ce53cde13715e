// Test and debug hooks on window.tabletop while a Main Street table is open
// (the kit's registerProbe): page pixels of every building's roof, every
// street space, the saloon and the jail, so a browser test can click the
// real board; the dice waiting to be thrown; and the cursor and hovered target.
import type { RootState } from '@react-three/fiber';
import { registerProbe } from '../../../../scene/kit/index.ts';
import { SPACES, spacePoint } from '../../index.ts';
import type { StreetController } from '../hud/controller.ts';
import { BUILDING, JAIL, SALOON, STREET_TOP, buildingSpot } from './layout.ts';

export function registerStreetProbe(getThree: () => RootState, controller: StreetController): () => void {
  return registerProbe(getThree, {
    streetPoints({ screen, waitingDice }) {
      const buildings = Array.from({ length: 12 }, (_, b) => {
        const c = buildingSpot(b);
        return { building: b, target: `b${b}`, ...screen({ x: c.x, y: BUILDING.height, z: c.z }) };
      });
      const spaces = SPACES.map((_, s) => {
        const p = spacePoint(s);
        return { space: s, target: `s${s}`, ...screen({ x: p.x, y: STREET_TOP, z: p.z }) };
      });
      const { cursor, hovered, kind } = controller.pick.getState();
      return {
        buildings,
        spaces,
        saloon: { target: 'saloon', ...screen({ x: SALOON.x, y: 2.8, z: SALOON.z }) },
        jail: { target: 'jail', ...screen({ x: JAIL.x, y: 2.8, z: JAIL.z }) },
        lit: controller.options().flatMap((o) => o.targets),
        waiting: waitingDice().map(({ x, y }) => ({ x, y })),
        cursor,
        hovered,
        kind,
      };
    },
  });
}
