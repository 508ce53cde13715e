// The purity boundary is enforced by folder: a planted import of React,
// three, zustand or a view layer fails lint anywhere under src/core,
// src/physics and src/games (except a game's view/), and physics may not
// import core. Linted through ESLint's API against the project's config.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerBreaks(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'house/layers').map((m) => m.message);
}

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const PLANTS = [
  "import { useState } from 'react';\nexport const x = useState;\n",
  "import { Vector3 } from 'three';\nexport const x = Vector3;\n",
  "import { create } from 'zustand';\nexport const x = create;\n",
  "import { useFrame } from '@react-three/fiber';\nexport const x = useFrame;\n",
  "import { createSessionStore } from '../../store/session/store.ts';\nexport const x = createSessionStore;\n",
  "import { RoomCanvas } from '../../scene/RoomCanvas.tsx';\nexport const x = RoomCanvas;\n",
];

describe('purity lint, by folder', () => {
  // Files that no list of names would have covered: any new file in a pure folder is checked.
  const pureFiles = ['src/games/any-game/brand-new-file.ts', 'src/games/any-game/rules/deep/nested.ts', 'src/core/new-thing.ts', 'src/physics/new-thing.ts'];
  for (const file of pureFiles) {
    it(`rejects view imports in ${file}`, async () => {
      for (const code of PLANTS) expect(await restrictedImports(file, code)).toHaveLength(1);
    });
  }

  it("rejects a pure half importing its own view half", async () => {
    const code = "import { Board } from './view/Board.tsx';\nexport const x = Board;\n";
    expect(await restrictedImports('src/games/any-game/index.ts', code)).toHaveLength(1);
  });

  it('lets a game view import React, three and the scene kit', async () => {
    for (const code of PLANTS) expect(await restrictedImports('src/games/any-game/view/Board.tsx', code)).toEqual([]);
  });

  it('rejects physics importing core, and lets core import physics types', async () => {
    const up = "import type { RuleError } from '../core/contract.ts';\nexport type X = RuleError;\n";
    expect(await restrictedImports('src/physics/new-thing.ts', up)).toHaveLength(1);
    const down = "import type { ThrowSpec } from '../physics/types.ts';\nexport type X = ThrowSpec;\n";
    expect(await restrictedImports('src/core/new-thing.ts', down)).toEqual([]);
  });

  it('a pure file importing only core passes', async () => {
    const code = "import { ok } from '../../core/contract.ts';\nexport const x = ok;\n";
    expect(await restrictedImports('src/games/any-game/rules/apply.ts', code)).toEqual([]);
  });

  it('rejects core importing a game, and a game importing another game, static or dynamic', async () => {
    expect(await layerBreaks('src/core/new-thing.ts', "import { FACTS } from '../games/gambler/facts.ts';\nexport const x = FACTS;\n")).toHaveLength(1);
    expect(await layerBreaks('src/games/any-game/rules/apply.ts', "import { HELP } from '../../other-game/help.ts';\nexport const x = HELP;\n")).toHaveLength(1);
    expect(await layerBreaks('src/games/any-game/view/Board.tsx', "export const x = () => import('../../other-game/view/Room.tsx');\n")).toHaveLength(1);
    expect(await layerBreaks('src/games/any-game/rules/apply.ts', "import { HELP } from '../help.ts';\nexport const x = HELP;\n")).toEqual([]);
  });

  it("keeps the rooms' loaders to the page shell", async () => {
    const code = "import { gameRoom } from '../games/rooms.ts';\nexport const x = gameRoom;\n";
    expect(await layerBreaks('src/rooms/new-room.tsx', code)).toHaveLength(1);
    expect(await layerBreaks('src/main.ts', "import { gameRoom } from './games/rooms.ts';\nexport const x = gameRoom;\n")).toEqual([]);
  });
});
