// A bot game in a session (bots through the worker protocol, throws stepped
// through DiceRun as the browser's ThrowLayer does) records exactly what the
// headless driver records for the same seed: same bot seeds, same throw
// specs, same faces. So a game watched in the browser is the sim tool's game.
import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics } from '../../src/physics/rapier.ts';
import { DiceRun } from '../../src/physics/dice-run.ts';
import { aimFlick } from '../../src/physics/flick/aim.ts';
import { playGame } from '../../src/core/driver.ts';
import { chooseAction } from '../../src/core/bot/choose.ts';
import { newRecord, type SeatConfig } from '../../src/core/log.ts';
import { gameLookup } from '../../src/games/registry.ts';

const getGame = await gameLookup();
import { gambler } from '../../src/games/gambler/index.ts';
import { rapierPort } from '../../src/tools/physics-port.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { BotPort } from '../../src/store/session/bot-port.ts';

const INPUTS = 40;
const seats: SeatConfig[] = [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }];

/**
 * The worker's choice, in-process, with the wall-clock cap lifted as the
 * driver lifts it: under load a capped search stops early and picks another
 * move, which would make this parity depend on the machine, not the code.
 */
const inProcessBot: BotPort = {
  async choose(req) {
    const module = getGame(req.moduleId);
    if (!module) throw new Error(`unknown game ${req.moduleId}`);
    return chooseAction(module, req.state, req.seat, req.level, req.seed, { players: req.players, budget: { timeCapMs: Number.POSITIVE_INFINITY } });
  },
  aim: async (req) => aimFlick({ ...req.setup, from: req.from }, req.level, req.seed),
  dispose: () => undefined,
};

beforeAll(async () => {
  await initPhysics();
});

describe('session and headless driver agree', () => {
  it(`records the same first ${INPUTS} inputs of a gambler bot game`, async () => {
    const headless = playGame({ module: gambler, seats, seed: 17, port: rapierPort(), maxInputs: INPUTS });
    expect(headless.record.inputs.length).toBe(INPUTS);

    const session = createSessionStore({
      module: gambler,
      record: newRecord('gambler', gambler.version, 17, seats, headless.record.options),
      bot: inProcessBot,
      games: getGame,
      wait: () => Promise.resolve(),
    });
    session.actions.start();
    for (let guard = 0; guard < 500 && session.store.getState().record.inputs.length < INPUTS; guard++) {
      await new Promise((r) => setTimeout(r, 0));
      const stage = session.store.getState().stage;
      if (stage?.kind === 'throw' && stage.spec) {
        const run = new DiceRun(stage.spec, { impacts: false });
        while (!run.done) run.step();
        const result = run.result();
        run.free();
        session.actions.settled(stage.id, { kind: 'dice', faces: result.faces }, result.rethrows);
      }
    }
    session.actions.dispose();
    const mine = session.store.getState().record.inputs.slice(0, INPUTS);
    expect(mine.filter((e) => e.physics).length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(mine))).toEqual(JSON.parse(JSON.stringify(headless.record.inputs)));
  });
});
