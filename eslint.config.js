// Lint rules, including the house boundaries: rules, physics, core and bots
// never import React, three, the r3f family or the store.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'models/**', 'tests/browser/screenshots/**', '.tmp/**', '**/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
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
    ignores: [...VIEW_FOLDERS, 'src/games/registry.ts'],
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
