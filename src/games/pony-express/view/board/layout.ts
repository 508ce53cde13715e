// How our pieces are drawn off the track (the places are the pure half's,
// table-spots.ts): the size of the dice on show and of the cup, and the
// camera's home view. Pure numbers.
import { dieHalfHeight } from '../../../../scene/kit/face-rotation.ts';

/** Dice on show are drawn this much larger than the rolling dice, to be read from the chair. */
export const SHOWN_SCALE = 1.7;
/** Half a poker die's edge (the rolling size). */
export const DIE_HALF = dieHalfHeight('poker');
/** The cup is drawn this much larger so it covers five shown dice. */
export const CUP_SCALE = 1.4;
export const CUP_HEIGHT = 9;

export { CAMERA_HOME } from './camera-home.ts';
