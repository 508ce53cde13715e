// The conformance suite against every registered game and the toy fixture.
import { loadGames } from '../../src/games/registry.ts';
import { runConformance } from './conformance.ts';
import { toyPig } from './fixtures/toy-pig.ts';

runConformance(toyPig, { players: [2, 3] });
// Two seeded playouts per player count keep the suite quick on a busy 2-core machine.
for (const game of await loadGames()) runConformance(game, { playouts: 2 });
