// URLs of the glTF models (built by `npm run models` into /models). Vite turns
// each import into a hashed asset URL in the production build.
import type { DieKind } from '../core/dice-kinds.ts';
import d6 from '../../models/d6.glb?url';
import poker from '../../models/poker.glb?url';
import disc01 from '../../models/disc01.glb?url';
import disc02 from '../../models/disc02.glb?url';
import disc12 from '../../models/disc12.glb?url';
import cup from '../../models/cup.glb?url';
import table from '../../models/table.glb?url';
// Small enough for vite to inline as a data: URL, which the page's CSP refuses to fetch: kept a file.
import shovel from '../../models/shovel.glb?url&no-inline';

export const DIE_MODEL_URL: Record<DieKind, string> = { d6, poker, disc01, disc02, disc12 };
export const CUP_URL = cup;
export const TABLE_URL = table;
export const SHOVEL_URL = shovel;
