// The engine's public face (framework-free): import from here.
export * from './contract.ts';
export * from './score-lines.ts';
export * from './dice-kinds.ts';
export * from './rng.ts';
export * from './log.ts';
export * from './replay.ts';
export * from './save.ts';
export * from './undo.ts';
export * from './input-checks.ts';
export * from './outcome-model.ts';
export * from './physics-port.ts';
export * from './derive.ts';
export { sampledPhysicsPort } from './sampled-port.ts';
export { playGame, type DriverConfig, type DriverOutcome, type Chooser, type Violation } from './driver.ts';
export * from './bot/index.ts';
export { fnv1a } from './hash.ts';
