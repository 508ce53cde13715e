// Test and debug hooks on window.tabletop while a Mail Run table is open (the
// kit's registerProbe, which adds the flick's aim and figures and the kit's
// `picking`: the lit dice, the cursor, the dice picked to throw again): where
// the dice are on screen (so a browser test can drag the real dice and click
// the ones it keeps) and whether the cup covers hidden dice.
import type { RootState } from '@react-three/fiber';
import { registerProbe, type PieceMotion, type Picking } from '../../../../scene/kit/index.ts';
import type { PonySession } from '../session.ts';

export function registerPonyProbe(getThree: () => RootState, session: PonySession, dice: PieceMotion, picking: Pick<Picking, 'probe'>): () => void {
  return registerProbe(getThree, {
    /** Dice waiting in the session's throw layer, the rider's dice on show (by die index); whether the cup covers hidden dice. */
    ponyPoints({ screen, waitingDice, three }) {
      const shown = dice.pieces.flatMap((m, die) => (m.shown ? [{ die, ...screen(m.pose.p) }] : []));
      const cup = three().scene.getObjectByName('rider-cup') !== undefined;
      return { waiting: waitingDice(), dice: shown, cup, stage: session.store.getState().stage?.kind ?? null };
    },
  }, picking);
}
