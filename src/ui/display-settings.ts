// Display settings for big screens and booths: the interface scale (normal,
// large, huge; remembered for every page, lobby included) and fullscreen.
// The scale is one CSS variable on <html>, --ui-scale, which display-scale.css
// turns into a zoom of the DOM layers (lobby, HUD, overlays), so text, panels,
// paddings and touch targets grow together; the 3D canvas keeps its pixels.
// No React here: the lobby (plain DOM) and the game menu both use it, and
// tests give it a fake storage and document.
import { localStore, readChoice, type KeyValue } from '../core/remembered.ts';
import { createStore } from 'zustand/vanilla';

export const UI_SCALES = ['normal', 'large', 'huge'] as const;
export type UiScale = (typeof UI_SCALES)[number];

/** How much larger the interface is drawn: "large" reads from two metres on a 1080p screen. */
export const UI_SCALE_FACTOR: Record<UiScale, number> = { normal: 1, large: 1.35, huge: 1.75 };
/** The menu's words for each size (message descriptors, formatted by the menu). */
export const UI_SCALE_LABELS: Record<UiScale, { id: string; message: string }> = {
  normal: /*i18n*/ { id: 'ui.settings.scale.normal', message: 'Normal' },
  large: /*i18n*/ { id: 'ui.settings.scale.large', message: 'Large' },
  huge: /*i18n*/ { id: 'ui.settings.scale.huge', message: 'Huge' },
};

export const UI_SCALE_KEY = 'frontier-table:ui-scale';

export type { KeyValue };

/** The remembered scale (normal when none, unknown or unreadable). */
export function readUiScale(storage: KeyValue | null = localStore()): UiScale {
  return readChoice(storage, UI_SCALE_KEY, UI_SCALES, 'normal');
}

/** The element the scale is set on: <html>, or a stand-in in tests. */
export interface ScaleRoot {
  style: { setProperty(name: string, value: string): void };
  dataset: Record<string, string | undefined>;
}

const htmlRoot = (): ScaleRoot | null => (typeof document === 'undefined' ? null : document.documentElement);

/** Puts a scale on the page: the --ui-scale factor and data-ui-scale (for rules that differ by more than size). */
export function applyUiScale(scale: UiScale, root: ScaleRoot | null = htmlRoot()): void {
  if (!root) return;
  root.style.setProperty('--ui-scale', String(UI_SCALE_FACTOR[scale]));
  root.dataset.uiScale = scale;
}

/** The scale now; the menu subscribes to follow changes. */
export const uiScaleStore = createStore<{ scale: UiScale }>()(() => ({ scale: readUiScale() }));

/** Sets, shows and remembers the scale (an unwritable storage only loses the memory). */
export function setUiScale(scale: UiScale, storage: KeyValue | null = localStore(), root: ScaleRoot | null = htmlRoot()): void {
  uiScaleStore.setState({ scale });
  applyUiScale(scale, root);
  try {
    storage?.setItem(UI_SCALE_KEY, scale);
  } catch {
    /* not remembered */
  }
}

/** The parts of the Fullscreen API used here (standard names; old Safari's webkit ones are not chased). */
export interface FullscreenDocument {
  fullscreenEnabled?: boolean;
  fullscreenElement?: Element | null;
  documentElement: { requestFullscreen?: () => Promise<void> };
  exitFullscreen?: () => Promise<void>;
}

const realDocument = (): FullscreenDocument | null => (typeof document === 'undefined' ? null : document);

/** Can this page go fullscreen? (No on iPhone Safari and in some embedded frames: the button is then hidden.) */
export function fullscreenSupported(doc: FullscreenDocument | null = realDocument()): boolean {
  return !!doc && doc.fullscreenEnabled === true && typeof doc.documentElement.requestFullscreen === 'function';
}

export const isFullscreen = (doc: FullscreenDocument | null = realDocument()): boolean => !!doc?.fullscreenElement;

/**
 * Enters fullscreen (the whole page, so the HUD comes along) or leaves it.
 * Resolves to the state after; a refusal (no user gesture, a policy) leaves
 * the page as it was and resolves to the unchanged state.
 */
export async function toggleFullscreen(doc: FullscreenDocument | null = realDocument()): Promise<boolean> {
  if (!doc || !fullscreenSupported(doc)) return false;
  try {
    if (doc.fullscreenElement) await doc.exitFullscreen?.();
    else await doc.documentElement.requestFullscreen?.();
  } catch {
    /* refused: nothing changes */
  }
  return isFullscreen(doc);
}
