// The flick variant's showdowns: the session's FlickLayer draws the target
// and the bystanders of a flick (its own physical figures standing where our
// meeples stand); while it does (the kit's useFlickCover), our meeples on
// those spaces step aside, so no figure shows twice. Figure ids are the
// rules' (showdown.ts).
import { doorwaySpace, showdownSpace } from '../../index.ts';

/** The street space of a flick figure: duellist-a / duellist-b on the showdown spaces, doorway-<b> on building b's doorway. */
export function figureSpace(id: string): number | null {
  if (id === 'duellist-a') return showdownSpace(0);
  if (id === 'duellist-b') return showdownSpace(1);
  const m = /^doorway-(\d+)$/.exec(id);
  return m ? doorwaySpace(Number(m[1])) : null;
}
