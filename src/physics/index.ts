// Public face of the physics layer (no React, no three).
export { initPhysics, RAPIER } from './rapier.ts';
export * from './types.ts';
export { PHYSICS } from './tuning.ts';
export { DIE_BODY, SETTLE, READING, THROW } from './dice-tuning.ts';
export { TABLE, INNER_HALF_WIDTH, INNER_HALF_DEPTH, onTable, buildTable, tableBoxes, type TableRect, type TableBox } from './table.ts';
export { DIE_SHAPE, FACE_NORMALS, faceUp, readDie, localUp, type DieShape, type Reading } from './faces.ts';
export { createDieBody, resetDieBody, dieColliderDesc, type DieBody, type DieMaterial } from './bodies.ts';
export { SettleTracker, isCalm, type Motion } from './settle.ts';
export { throwFromSeed, throwFromGesture, throwStart, WEAK_GESTURE_MESSAGE, randomGesture, rethrowInit, randomRotation, randomDirection } from './throw-input.ts';
export { validateThrowSpec } from './validate.ts';
export { DiceRun, simulateThrow, type DiceRunOptions } from './dice-run.ts';
export { createTableWorld, configureWorld } from './world.ts';
export { mulberry32, mixSeed, type Random } from './random.ts';
export * from './flick/index.ts';
export * from './dice-kinds.ts';
