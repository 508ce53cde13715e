// Run with tsx from a browser spec: aims the flick a bot would play for an aim
// request (the JSON the gallery records: setup, from, level, seed) with
// aimFlick on this thread, headless, and prints the FlickSpec as JSON. The
// gallery spec checks that the bot in the browser, aiming in its worker or on
// the page, flicked exactly this.
//   npx tsx tests/browser/headless-aim.ts '<request JSON>'
import { aimFlick } from '../../src/physics/flick/aim.ts';
import { initPhysics } from '../../src/physics/rapier.ts';

const raw = process.argv[2];
if (!raw) throw new Error('usage: headless-aim.ts <aim request JSON>');
const request = JSON.parse(raw) as { setup: Parameters<typeof aimFlick>[0]; from: { x: number; z: number }; level: 'easy' | 'hard'; seed: number };
await initPhysics();
console.log(JSON.stringify(aimFlick({ ...request.setup, from: request.from }, request.level, request.seed)));
