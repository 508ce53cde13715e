// Gold in the Rivers' home view, apart from the board's layout (layout.ts
// imports the kit's settled row, and with it three.js): the room reads it on
// the page, which in the scene-worker mode loads no three.js (issue 26).
import type { CameraHome } from '../../../../scene/camera.ts';
import { frameRect } from '../../../../scene/kit/framing.ts';

/** Home view: the whole field, both corners and the disc tray in front. */
export const CAMERA_HOME: CameraHome = frameRect({ x0: -42, z0: -35, x1: 42, z1: 32 }, { pitch: 1.12, aspect: 1.6, margin: 0.98 });
