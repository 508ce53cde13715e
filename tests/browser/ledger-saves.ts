// Run with tsx from ledger-games.spec.mjs: for each game named, plays one
// whole game with easy bots and sampled physics (quick) and prints as JSON a
// save of its record cut just before a late throw whose faces every seat
// sees (no cup). The thrower stays a bot, the other seats become human, so
// in the page the bot throws with real physics (a line the ledger can
// replay) and play stops at the next human turn; the earlier throws fill the
// ledger's statistics (drawn by the sampled port: faces without a throw to
// replay).
//   npx tsx tests/browser/ledger-saves.ts <seed> <game> [<game>…]
import type { GameModule } from '../../src/core/contract.ts';
import { playGame } from '../../src/core/driver.ts';
import type { GameRecord, SeatConfig } from '../../src/core/log.ts';
import { replay } from '../../src/core/replay.ts';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';
import { serializeSave } from '../../src/core/save.ts';
import { loadGames } from '../../src/games/registry.ts';
import { PHYSICS_VERSION } from '../../src/physics/version.ts';

const [seedText, ...ids] = process.argv.slice(2);
const seed = Number(seedText);
const games = await loadGames();
if (!Number.isInteger(seed) || ids.length === 0) throw new Error(`usage: ledger-saves.ts <seed> <${games.map((g) => g.id).join('|')}>…`);

/** The input indices of the throws every seat sees, with their thrower and dice. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function openThrows(module: GameModule<any, any, any>, record: GameRecord) {
  const found: { index: number; seat: number; kinds: string[] }[] = [];
  replay(module, record, {
    before(state, index) {
      const aw = module.awaiting(state);
      if (record.inputs[index]!.input.kind === 'dice' && aw.kind === 'throw' && !aw.hidden) found.push({ index, seat: aw.seat, kinds: aw.dice.slice() });
    },
  });
  return found;
}

const out: Record<string, unknown> = {};
for (const id of ids) {
  const module = games.find((g) => g.id === id);
  if (!module) throw new Error(`no game ${id}`);
  const bots: SeatConfig[] = [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }];
  const game = playGame({ module, seats: bots, seed, port: sampledPhysicsPort() });
  if (!game.finished || game.error) throw new Error(`${id} seed ${seed} did not finish: ${game.error?.message ?? 'no end'}`);
  const throws = openThrows(module, game.record);
  // Late in the game (the ledger has many throws to count), but not the last (the game goes on after it);
  // of those the one of most dice (Mail Run: five poker dice, a hand; Gold in the Rivers: all three discs).
  const late = throws.slice(Math.floor(throws.length / 3), Math.max(1, throws.length - 2));
  const pick = late.reduce<(typeof late)[number] | undefined>((best, t) => (!best || t.kinds.length >= best.kinds.length ? t : best), undefined);
  if (!pick) throw new Error(`${id} seed ${seed}: no throw every seat sees`);
  const seats = bots.map((s, i): SeatConfig => (i === pick.seat ? s : { kind: 'human' }));
  // The page throws with this build's physics; the sampled throws before have no throw to replay whatever the version.
  const record = { ...game.record, seats, inputs: game.record.inputs.slice(0, pick.index), physicsVersion: PHYSICS_VERSION };
  out[id] = { cut: pick.index, thrower: pick.seat, kinds: pick.kinds, save: serializeSave(record) };
}
console.log(JSON.stringify(out));
