// The engine's contract, checked on Main Street with both showdown modes and the short length.
import { runConformance } from '../../core/conformance.ts';
import { mainStreet } from '../../../src/games/main-street/index.ts';
import type { GameModule } from '../../../src/core/contract.ts';
import type { MainStreetAction, MainStreetState, MainStreetView } from '../../../src/games/main-street/types.ts';

runConformance(mainStreet, { playouts: 2 });

/** The same module with the options fixed, so the suite's playouts meet the variants. */
const withOptions = (options: Record<string, string>): GameModule<MainStreetState, MainStreetAction, MainStreetView> => ({
  ...mainStreet,
  setup: (config) => mainStreet.setup({ ...config, options: { ...config.options, ...options } }),
});
runConformance(withOptions({ showdown: 'flick', length: 'short' }), { playouts: 1, players: [3] });
