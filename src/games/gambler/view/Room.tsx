// Tableau Gulch's room: the generic game room with our board on the table
// (tableau, dice, chips, stack, seat signs), our turn panel and scoreboard
// over it, and the rules help. Camera: high over the front edge, so the
// tableau, the tray and every seat's sign are in view at once.
import type { RoomContext, RoomHandle } from '../../../rooms/types.ts';
import { mountGameRoom } from '../../../rooms/game-room.tsx';
import { keyTable } from '../../../scene/kit/keymap.ts';
import { GAMBLER_KEY_ROWS } from './hud/keys.ts';
import { gambler } from '../index.ts';
import { HELP } from '../help.ts';
import { GamblerHud } from './hud/GamblerHud.tsx';
import { VIEWER } from './board/viewer.ts';

export const mount = (host: HTMLElement, ctx: RoomContext): Promise<RoomHandle> =>
  mountGameRoom(host, ctx, {
    module: gambler,
    // The board (three.js, r3f) is fetched only when the page draws it: in ?render=worker the worker draws its own (issue 26).
    loadBoard: () => import('./board/GamblerBoard.tsx').then((m) => m.GamblerBoard),
    Hud: GamblerHud,
    ownControls: true,
    help: HELP,
    keys: keyTable(GAMBLER_KEY_ROWS),
    camera: { position: [0, VIEWER.y, VIEWER.z], target: [0, 0, 6] },
    controls: { thrown: 'dice', flicks: false },
  });
