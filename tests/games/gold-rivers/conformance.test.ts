// The engine's contract checks on Gold in the Rivers (both lengths through random playouts).
import { runConformance } from '../../core/conformance.ts';
import { goldRivers } from '../../../src/games/gold-rivers/index.ts';

runConformance(goldRivers, { playouts: 2 });
