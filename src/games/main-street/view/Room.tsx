// Main Street's room: the generic game room with our street on the table,
// our scoreboard and turn panel over it, and the rules help. The showdown
// die is the session's own throw layer (thrown in the tray in front of the
// street; the board brings it back into the tray at rest, ShowdownDice). Camera: high over the front edge, the whole street in view.
import type { RoomContext, RoomHandle } from '../../../rooms/types.ts';
import { mountGameRoom } from '../../../rooms/game-room.tsx';
import { keyTable } from '../../../scene/kit/keymap.ts';
import { STREET_KEYS } from './hud/keys.ts';
import { mainStreet } from '../index.ts';
import { HELP } from '../help.ts';
import { CAMERA_HOME } from './board/layout.ts';
import { StreetHud } from './hud/StreetHud.tsx';

export const mount = (host: HTMLElement, ctx: RoomContext): Promise<RoomHandle> =>
  mountGameRoom(host, ctx, {
    module: mainStreet,
    // The board (three.js, r3f) is fetched only when the page draws it: in ?render=worker the worker draws its own (issue 26).
    loadBoard: () => import('./board/StreetBoard.tsx').then((m) => m.StreetBoard),
    Hud: StreetHud,
    ownControls: true,
    help: HELP,
    keys: keyTable(STREET_KEYS),
    camera: CAMERA_HOME,
  });
