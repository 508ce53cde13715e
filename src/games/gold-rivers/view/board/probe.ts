// Test and debug hooks on window.tabletop while a Gold in the Rivers table is open
// (the kit's registerProbe): the discs waiting to be thrown and every site's
// marker on screen (page pixels of its top), so a browser test can drag the
// real discs and click the real markers; and which discs stand on their edge.
// The pick itself is the kit's `picking()` probe.
import type { RootState } from '@react-three/fiber';
import { registerProbe } from '../../../../scene/kit/index.ts';
import type { GoldController } from '../hud/controller.ts';
import { goldPicks } from '../hud/picks-probe.ts';
import { MARKER_HEIGHT, siteSpot, tileTop } from './layout.ts';

export function registerGoldProbe(getThree: () => RootState, controller: GoldController): () => void {
  return registerProbe(getThree, {
    goldPoints({ screen, waitingDice }) {
      const view = controller.current();
      const sites = (view?.sites ?? []).map((s) => {
        const c = siteSpot(s);
        return { site: s.site, label: s.label, marker: s.marker, ...screen({ x: c.x, y: tileTop(s.mountain) + MARKER_HEIGHT, z: c.z }) };
      });
      return { waiting: waitingDice().map(({ x, y }) => ({ x, y })), sites, ...goldPicks(controller) };
    },
  }, controller.picking);
}
