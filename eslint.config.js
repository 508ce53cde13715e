// Lint rules, including the house boundaries: rules, physics, core and bots
// never import React, three, the r3f family or the store.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';

const viewPatterns = [
  { group: ['react', 'react-dom', 'react-dom/*', 'react/*'], message: 'Pure modules must not import React.' },
  { group: ['three', 'three/*'], message: 'Pure modules must not import three.' },
  { group: ['@react-three/*'], message: 'Pure modules must not import the r3f family.' },
  { group: ['zustand', 'zustand/*'], message: 'Pure modules must not import zustand.' },
  { group: ['**/store/**', '**/scene/**', '**/ui/**', '**/rooms/**'], message: 'Pure modules must not import the view layers (store, scene, ui, rooms).' },
  { group: ['**/view/**', '**/view/*'], message: "A game's pure half must not import its view half." },
];

/** Purity is a property of folders, not of file names: every file under these is checked. */
export const PURE_FOLDERS = ['src/core/**', 'src/physics/**', 'src/games/**'];
export const VIEW_FOLDERS = ['src/games/*/view/**'];

/** Where a file or an import's target sits among the layers: ['core'], ['games', id], ['games', 'rooms.ts'], … (relative to src/). */
function place(path) {
  const rel = relative(resolve('src'), path).split(sep);
  return rel[0] === '..' ? null : rel;
}

/**
 * The house's ways up, which import names alone cannot tell (a game's
 * '../../other/types.ts' names no folder): core imports no game; a game
 * imports no other game; only the page shell (src/main.ts) reads the rooms'
 * loaders (src/games/rooms.ts), so nothing under a room leads back to it.
 */
const layers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = place(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = place(resolve(dirname(context.filename), source));
      if (!to) return;
      const game = (p) => (p[0] === 'games' && p.length > 2 ? p[1] : null);
      let message = null;
      if (from[0] === 'core' && to[0] === 'games') message = 'Core must not import a game: games import core, never the reverse.';
      else if (game(from) && game(to) && game(from) !== game(to)) message = `A game must not import another game (${game(from)} → ${game(to)}): share through core, physics or the scene kit.`;
      else if (to[0] === 'games' && to[1] === 'rooms.ts' && !(from.length === 1 && from[0] === 'main.ts'))
        message = "Only the page shell (src/main.ts) reads the rooms' loaders: a room's code importing them would close a circle.";
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'models/**', 'tests/browser/screenshots/**', '.tmp/**', '**/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, house: { rules: { layers } } },
    rules: {
      'house/layers': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: PURE_FOLDERS,
    // The registry and the rooms' loaders list dynamic imports of views; they are data, not rules.
    ignores: [...VIEW_FOLDERS, 'src/games/registry.ts', 'src/games/rooms.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: viewPatterns }] },
  },
  {
    // Physics is the lower layer: it knows no rules and no engine (core imports physics' types, never the reverse).
    files: ['src/physics/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...viewPatterns, { group: ['**/core/**', '**/games/**'], message: 'Physics must not import core or the games: the shared types live in physics.' }] }],
    },
  },
);
