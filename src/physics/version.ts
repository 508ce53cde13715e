// The version of the dice physics: everything that decides where a recorded
// throw or flick comes to rest (Rapier build, bodies, tuning, settle rule,
// re-throw inputs, collider turns). Game records carry it, so a replay can
// tell the player when it re-simulates a game made under other physics (the
// recorded results still replay the rules; only the re-simulated dice may
// land elsewhere). tests/physics/physics-version.test.ts pins a fingerprint
// of seeded throws and flicks to this number: a change that moves them fails
// that test until the version is bumped and the new fingerprint recorded.
//
// 1: the first tuning (29 Nov 2026, restitution 0.55, no collider turns).
// 2: collider turns (die-symmetry.ts), restitution 0.6 (~1.5 s rolls).
export const PHYSICS_VERSION = 2;
