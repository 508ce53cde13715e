// npm run models: builds every model the scenes load from procedural geometry
// and writes models/*.glb. No external art: pips, letters and silhouettes are
// geometry drawn here. `--if-missing` skips the work when all files exist.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ModelPart } from './models/glb.ts';
import { writeModel, writeModels } from './models/glb.ts';
import { d6Parts, discParts, pokerParts } from './models/dice.ts';
import { cupParts, shovelParts, tableParts } from './models/props.ts';
import { meepleParts, riderParts, warriorParts } from './models/figures.ts';
import { townModels } from './models/town.ts';

const MODELS: Record<string, () => ModelPart[]> = {
  d6: d6Parts,
  poker: pokerParts,
  disc01: () => discParts('disc01'),
  disc02: () => discParts('disc02'),
  disc12: () => discParts('disc12'),
  cup: cupParts,
  shovel: shovelParts,
  table: tableParts,
  rider: () => riderParts(),
  indian: () => warriorParts(),
  meeple: () => meepleParts(),
};

/** Files of several models (a node each), for a game's set of pieces loaded at once. */
const SETS: Record<string, () => Record<string, ModelPart[]>> = {
  town: townModels,
};

const outDir = fileURLToPath(new URL('../../models/', import.meta.url));
const ifMissing = process.argv.includes('--if-missing');

if (ifMissing && [...Object.keys(MODELS), ...Object.keys(SETS)].every((name) => existsSync(`${outDir}${name}.glb`))) {
  console.log('models: all present, nothing to build');
} else {
  mkdirSync(outDir, { recursive: true });
  for (const [name, build] of Object.entries(MODELS)) {
    const bytes = await writeModel(`${outDir}${name}.glb`, name, build());
    console.log(`models/${name}.glb ${(bytes / 1024).toFixed(1)} KB`);
  }
  for (const [name, build] of Object.entries(SETS)) {
    const bytes = await writeModels(`${outDir}${name}.glb`, name, build());
    console.log(`models/${name}.glb ${(bytes / 1024).toFixed(1)} KB`);
  }
}
