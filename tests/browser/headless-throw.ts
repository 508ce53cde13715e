// Run with tsx from a browser spec: finds the first seed (from 1) whose
// headless throw of `count` dice of `kind` needs a re-throw, and prints that
// seed with the headless faces and re-throw reasons as JSON. The spec then
// replays the seed in Chromium: same physics, same result, visible notice.
//   npx tsx tests/browser/headless-throw.ts d6 10
import { initPhysics, simulateThrow, throwFromSeed } from '../../src/physics/index.ts';
import { isDieKind } from '../../src/core/dice-kinds.ts';

const [kind, countText] = process.argv.slice(2);
const count = Number(countText);
if (!isDieKind(kind) || !Number.isInteger(count)) throw new Error('usage: headless-throw.ts <kind> <count>');
await initPhysics();
for (let seed = 1; seed <= 2000; seed++) {
  const result = simulateThrow(throwFromSeed(new Array(count).fill(kind), seed));
  if (result.rethrows.length > 0) {
    console.log(JSON.stringify({ seed, faces: result.faces, reasons: result.rethrows.map((r) => r.reason) }));
    process.exit(0);
  }
}
throw new Error(`no re-throw in 2000 seeded throws of ${count} ${kind}`);
