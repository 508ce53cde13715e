// The engine's contract, checked on Main Street with the flick showdown and the short length (its default
// options are checked, as every registered game's, in tests/core/conformance.test.ts).
import { runConformance } from '../../core/conformance.ts';
import { mainStreet } from '../../../src/games/main-street/index.ts';
import type { GameModule } from '../../../src/core/contract.ts';
import type { MainStreetAction, MainStreetState, MainStreetView } from '../../../src/games/main-street/types.ts';

/** The same module with the options fixed, so the suite's playouts meet the variants. */
const withOptions = (options: Record<string, string>): GameModule<MainStreetState, MainStreetAction, MainStreetView> => ({
  ...mainStreet,
  setup: (config) => mainStreet.setup({ ...config, options: { ...config.options, ...options } }),
});
runConformance(withOptions({ showdown: 'flick', length: 'short' }), { playouts: 1, players: [3] });
