// Lint rules, including the house boundaries: rules, physics, core and bots
// never import React, three, the r3f family or the store.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const viewLibs = {
  patterns: [
    { group: ['react', 'react-dom', 'react-dom/*', 'react/*'], message: 'Pure modules must not import React.' },
    { group: ['three', 'three/*'], message: 'Pure modules must not import three.' },
    { group: ['@react-three/*'], message: 'Pure modules must not import the r3f family.' },
    { group: ['zustand', 'zustand/*'], message: 'Pure modules must not import zustand.' },
    { group: ['**/store/**', '**/scene/**', '**/ui/**'], message: 'Pure modules must not import the view layers.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'models/**', 'tests/browser/screenshots/**', '.tmp/**'] },
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
    files: ['src/core/**', 'src/physics/**', 'src/games/*/rules/**', 'src/games/*/rules.ts', 'src/games/*/bot.ts', 'src/games/*/bot/**', 'src/games/*/data/**', 'src/games/*/*.data.ts'],
    rules: { 'no-restricted-imports': ['error', viewLibs] },
  },
);
