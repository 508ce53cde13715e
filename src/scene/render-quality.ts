// The render quality's React hooks over its store (render-quality-store.ts,
// which holds the levels, the choice and the machine's kind, without React).
import { useStore } from 'zustand';
import { qualityStore, type QualityChoice, type RenderQuality } from './render-quality-store.ts';

export * from './render-quality-store.ts';

/** The render settings now, following changes (inside the canvas). */
export const useRenderQuality = (): RenderQuality => useStore(qualityStore(), (s) => s.quality);

/** The player's choice, following changes (the menu). */
export const useQualityChoice = (): QualityChoice => useStore(qualityStore(), (s) => s.choice);
