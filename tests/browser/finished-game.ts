// Run with tsx from a browser spec (or by hand for screenshots): plays one
// whole game of any registered game, easy bots on every seat, with sampled
// physics (quick), and prints as JSON its result and a save of the record cut
// `left` inputs before the end, so the page plays the last inputs itself
// (its bots, its own dice) and the end happens in the browser.
//   npx tsx tests/browser/finished-game.ts <game> <seed> <players> <left> [key=value,...]
import { playGame } from '../../src/core/driver.ts';
import type { SeatConfig } from '../../src/core/log.ts';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';
import { serializeSave } from '../../src/core/save.ts';
import { loadGames } from '../../src/games/registry.ts';

const [id, seedText, playersText, leftText, optionsText] = process.argv.slice(2);
const seed = Number(seedText);
const players = Number(playersText);
const left = Number(leftText);
const games = await loadGames();
const module = games.find((g) => g.id === id);
if (!module || !Number.isInteger(seed) || !Number.isInteger(players) || !Number.isInteger(left) || left < 0) {
  throw new Error(`usage: finished-game.ts <${games.map((g) => g.id).join('|')}> <seed> <players> <left> [key=value,...]`);
}
const options = Object.fromEntries((optionsText ?? '').split(',').filter(Boolean).map((kv) => kv.split('=') as [string, string]));
const seats: SeatConfig[] = Array.from({ length: players }, () => ({ kind: 'bot', level: 'easy' }));
const out = playGame({ module, seats, seed, options, port: sampledPhysicsPort() });
if (!out.finished || !out.result || out.error) throw new Error(`${id} seed ${seed} did not finish: ${out.error?.message ?? 'no end'}`);
const total = out.record.inputs.length;
const cut = Math.max(0, total - left);
console.log(JSON.stringify({ seed, total, cut, result: out.result, save: serializeSave({ ...out.record, inputs: out.record.inputs.slice(0, cut) }) }));
