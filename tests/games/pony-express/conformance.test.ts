// The engine's conformance suite against this game (it also runs from the
// registry once the game is registered there).
import { runConformance } from '../../core/conformance.ts';
import { ponyExpress } from '../../../src/games/pony-express/index.ts';

runConformance(ponyExpress);
