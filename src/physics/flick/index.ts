// Flicks: a die shot across the board at standing figures, headless or stepped
// frame by frame, and a bot that aims by trying flicks in a copy of the world.
export { FLICK, FLICK_NOISE, FLICK_SEARCH, FLICK_SCORE } from './tuning.ts';
export { FLICK_AREA, insideBoard, insideTable } from './board.ts';
export { FIGURE_MODELS, footRadius, tiltOf, type FigureModel } from './figures.ts';
export { flickDirection, flickDieHalfHeight } from './die.ts';
export { validateFlickSpec, validateFlickSetup } from './validate.ts';
export { FlickRun, simulateFlick, type FlickRunOptions } from './run.ts';
export type { FigureState, StepLimits } from './stepper.ts';
export { DEFAULT_FLICK_START } from './board.ts';
export { addAimNoise, type BotLevel } from './noise.ts';
export { aimFlick, planFlick, scoreOutcome, type AimSetup, type FlickPlan } from './aim.ts';
export { FlickTrials } from './trial.ts';
export { openTargetScene, OPEN_TARGET_START } from './scenarios.ts';
