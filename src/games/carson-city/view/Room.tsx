// Silver Creek County's room: the generic game room with our town on the
// table (squares, map, cards, mats), our players', turn and reference panels
// over it, and the rules help with the reference. Every die (setup
// coordinates, duels, gambling) is the session's own throw layer, thrown in
// the tray in front of the map. Camera: high over the front edge, the whole
// board in view; during resolution it steps through the squares (Tour).
import type { RoomContext, RoomHandle } from '../../../rooms/types.ts';
import { mountGameRoom } from '../../../rooms/game-room.tsx';
import { keyTable } from '../../../scene/kit/keymap.ts';
import { CARSON_KEY_ROWS } from './hud/keys.ts';
import { carsonCity } from '../index.ts';
import { HELP } from '../help.ts';
import { CAMERA_HOME } from './board/tour-store.ts';
import { CarsonHud } from './hud/CarsonHud.tsx';
import { ReferenceLists } from '../../../ui/hud/ReferenceLists.tsx';
import { REFERENCE_LISTS } from '../listing.ts';

export const mount = (host: HTMLElement, ctx: RoomContext): Promise<RoomHandle> =>
  mountGameRoom(host, ctx, {
    module: carsonCity,
    // The board (three.js, r3f) is fetched only when the page draws it: in ?render=worker the worker draws its own (issue 26).
    loadBoard: () => import('./board/CarsonBoard.tsx').then((m) => m.CarsonBoard),
    Hud: CarsonHud,
    ownControls: true,
    help: HELP,
    keys: keyTable(CARSON_KEY_ROWS),
    helpExtra: <ReferenceLists lists={REFERENCE_LISTS} headingLevel={3} className="cc-reference" testId="cc-reference" />,
    camera: CAMERA_HOME,
    controls: { thrown: 'dice', flicks: false },
  });
