// How long a game keeps its players throwing before the first decision: bots
// play with real Rapier dice from the start until a seat first decides; per
// seed the throws, the dice thrown, and the time the dice roll on screen
// (physics steps × timestep) plus the session's pause before each throw.
//   npx tsx src/tools/setup-throws.ts --game carson-city [--seeds 20] [--players 2]
// Prints one line per seed and a JSON summary (medians).
import { playGame } from '../core/driver.ts';
import { loadGames } from '../games/registry.ts';
import { initPhysics, simulateThrow } from '../physics/index.ts';
import { throwSpecOf } from '../physics/start-of.ts';
import { PHYSICS } from '../physics/tuning.ts';
import { TIMINGS } from '../store/session/speed.ts';
import type { PhysicsPort } from '../core/physics-port.ts';
import { median } from './first-throw-watch.ts';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : (process.argv[i + 1] ?? fallback);
};
const gameId = arg('game', 'carson-city');
const seeds = Number(arg('seeds', '20'));
const players = Number(arg('players', '2'));

await initPhysics();
const module = (await loadGames()).find((g) => g.id === gameId);
if (!module) throw new Error(`no game ${gameId}`);

const rows: { throws: number; dice: number; seconds: number }[] = [];
for (let seed = 1; seed <= seeds; seed++) {
  let steps = 0;
  let dice = 0;
  const port: PhysicsPort = {
    real: true,
    throwDice(request) {
      const res = simulateThrow(throwSpecOf(request, {}));
      steps += res.steps;
      dice += request.kinds.length;
      return { choice: { kind: 'throw' }, faces: res.faces, rethrows: res.rethrows };
    },
    flick() {
      throw new Error('a flick before the first decision: not measured');
    },
  };
  let throws = 0;
  let decided = false;
  playGame({
    module,
    seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'easy' as const })),
    seed,
    options: {},
    port,
    maxInputs: 200,
    // Stop at the first decision: every later input is cut short by answering nothing more.
    chooser: () => {
      decided = true;
      throw new Error('first decision');
    },
    onInput: (entry) => {
      if (!decided && entry.input.kind === 'dice') throws += 1;
    },
  });
  const seconds = steps * PHYSICS.timestep + (throws * TIMINGS.normal.throwDelayMs) / 1000;
  rows.push({ throws, dice, seconds });
  console.log(`seed ${seed}: ${throws} throws, ${dice} dice, ${seconds.toFixed(1)} s of rolling and pauses`);
}
console.log(
  JSON.stringify({
    game: gameId,
    players,
    seeds,
    throwsMedian: median(rows.map((r) => r.throws)),
    throwsMax: Math.max(...rows.map((r) => r.throws)),
    secondsMedian: Number(median(rows.map((r) => r.seconds)).toFixed(1)),
    secondsMax: Number(Math.max(...rows.map((r) => r.seconds)).toFixed(1)),
  }),
);
