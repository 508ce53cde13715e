// The camera's home view over Mail Run's table, apart from layout.ts (which
// measures dice with three.js): the room's page imports it in the scene
// worker's mode too, where the page loads no three.js (issue 26).
import type { CameraHome } from '../../../../scene/CameraRig.tsx';

/** Home view: steep (about 74° down), so the track's far row is not foreshortened and its print reads. */
export const CAMERA_HOME: CameraHome = { position: [4, 135, 35], target: [4, 0, -3] };
