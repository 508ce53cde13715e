// Flicks: a die shot across the board at standing figures, headless or stepped
// frame by frame, and a bot that aims by trying flicks in a copy of the world.
export { FLICK, FLICK_NOISE, FLICK_SEARCH } from './tuning.ts';
export { FLICK_AREA, insideBoard, insideTable } from './board.ts';
export { FIGURE_MODELS, footRadius, tiltOf, type FigureModel } from './figures.ts';
export { flickDirection, flickDieHalfHeight } from './die.ts';
export { validateFlickSpec, validateFlickSetup } from './validate.ts';
export { FlickRun, simulateFlick } from './run.ts';
