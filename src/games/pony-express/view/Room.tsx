// Mail Run to Sacramento's room: the generic game room with our track board,
// riders, gold and cup on the table, our riders' board, turn panel and cards
// over it, and the rules help. Camera: high over the front edge, so the whole
// track, the gold piles and the cup and open dice in front are in view.
import type { RoomContext, RoomHandle } from '../../../rooms/types.ts';
import { mountGameRoom } from '../../../rooms/game-room.tsx';
import { keyTable } from '../../../scene/kit/keymap.ts';
import { PONY_KEYS } from './hud/keys.ts';
import { ponyExpress } from '../index.ts';
import { HELP } from '../help.ts';
import { PonyHud } from './hud/PonyHud.tsx';
import { CAMERA_HOME } from './board/camera-home.ts';
import { figurePaint } from '../colours.ts';

export const mount = (host: HTMLElement, ctx: RoomContext): Promise<RoomHandle> =>
  mountGameRoom(host, ctx, {
    module: ponyExpress,
    // The board (three.js, r3f) is fetched only when the page draws it: in ?render=worker the worker draws its own (issue 26).
    loadBoard: () => import('./board/PonyBoard.tsx').then((m) => m.PonyBoard),
    Hud: PonyHud,
    ownControls: true,
    help: HELP,
    keys: keyTable(PONY_KEYS),
    camera: CAMERA_HOME,
    figurePaint,
  });
