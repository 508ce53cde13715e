/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Rapier (with its inlined WASM, the heaviest module) gets a chunk of its own
// in the page build and in the bot worker's build alike: the two come out
// byte-identical under one file name, so a room downloads physics once.
const rapierChunk = { codeSplitting: { groups: [{ name: 'rapier', test: /@dimforge[\\/]rapier3d/ }] } };

// The app lives in src/ (index.html included) so the top level stays small;
// vitest runs from the project root and only picks up tests/.
export default defineConfig({
  root: here('./src'),
  publicDir: here('./public'),
  plugins: [react()],
  build: { outDir: here('./dist'), emptyOutDir: true, chunkSizeWarningLimit: 4000, rolldownOptions: { output: rapierChunk } },
  server: { host: '127.0.0.1', port: 5173, fs: { allow: [here('.')] } },
  preview: { host: '127.0.0.1', port: 4173 },
  worker: { format: 'es', rolldownOptions: { output: rapierChunk } },
  test: {
    root: here('.'),
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
