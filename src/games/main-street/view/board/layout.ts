// The camera's home over Main Street's table: the whole street, the saloon,
// the jail, the tray and the piles in front. Where the supplies lie is the
// pure half's (supply-layout.ts).
import type { CameraHome } from '../../../../scene/CameraRig.tsx';
import { frameRect } from '../../../../scene/kit/framing.ts';

/** Home view: the whole street, the saloon, the jail, the tray and the piles in front; steep enough that the far signs read. */
export const CAMERA_HOME: CameraHome = frameRect({ x0: -66, z0: -38, x1: 66, z1: 34 }, { pitch: 1.2, aspect: 1.6, margin: 0.96 });
