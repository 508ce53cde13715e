// Gold in the Rivers' room: the generic game room with our field, markers and the
// players' corners on the table, our dig and turn panels over it, and the
// rules help. The discs are the session's own throw layer (thrown in the
// tray in front of the field). Camera: high over the front edge, so the
// whole field, both corners and the tray are in view.
import type { RoomContext, RoomHandle } from '../../../rooms/types.ts';
import { mountGameRoom } from '../../../rooms/game-room.tsx';
import { keyTable } from '../../../scene/kit/keymap.ts';
import { GOLD_KEYS } from './hud/keys.ts';
import { goldRivers } from '../index.ts';
import { HELP } from '../help.ts';
import { CAMERA_HOME } from './board/camera-home.ts';
import { GoldHud } from './hud/GoldHud.tsx';

export const mount = (host: HTMLElement, ctx: RoomContext): Promise<RoomHandle> =>
  mountGameRoom(host, ctx, {
    module: goldRivers,
    // The board (three.js, r3f) is fetched only when the page draws it: in ?render=worker the worker draws its own (issue 26).
    loadBoard: () => import('./board/GoldBoard.tsx').then((m) => m.GoldBoard),
    Hud: GoldHud,
    ownControls: true,
    help: HELP,
    keys: keyTable(GOLD_KEYS),
    camera: CAMERA_HOME,
    controls: { thrown: 'discs', flicks: false },
  });
