// The die vocabulary the rules speak, owned by the physics layer (which must
// not import core): re-exported here so rules modules import only from core.
export * from '../physics/dice-kinds.ts';
