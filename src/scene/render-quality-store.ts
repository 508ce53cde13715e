// Render settings at three levels, chosen in the game menu (Quality),
// remembered in localStorage and followed live by the canvas (Lighting and
// LiveQuality read the store). "Automatic" picks by the machine: a software
// renderer (SwiftShader, llvmpipe: headless test browsers, machines without
// a GPU) gets "standard", a GPU "high". `?quality=low|standard|high` in the
// URL overrides both for that page. This module is the store without React
// (the page's entry starts the scene worker with it, src/rooms/early-link.ts);
// render-quality.ts adds the hooks.
//
// Why standard is not the old software setting (half the pixels): at 1280×800
// a table centimetre covers about 4 screen pixels at a pixel ratio of 0.5, so
// every sign and printed label under 2 cm (tableau subtitles, row hints, seat
// signs, the pony board's space names) turned to mush. Standard keeps one
// pixel per CSS pixel and saves where it costs more than it shows: no MSAA,
// no point lamp (costly per pixel in software), a mid-size shadow map.
import { localStore, readChoice, type KeyValue } from '../core/remembered.ts';
import { createStore, type StoreApi } from 'zustand/vanilla';

export const QUALITY_LEVELS = ['low', 'standard', 'high'] as const;
export type QualityLevel = (typeof QUALITY_LEVELS)[number];
/** What a player can choose: a level, or automatic (by the machine). */
export const QUALITY_CHOICES = ['auto', ...QUALITY_LEVELS] as const;
export type QualityChoice = (typeof QUALITY_CHOICES)[number];

/** The menu's words for each choice (message descriptors: the menu formats them in the page's language). */
export const QUALITY_LABELS: Record<QualityChoice, { id: string; message: string }> = {
  auto: /*i18n*/ { id: 'ui.settings.quality.auto', message: 'Automatic' },
  low: /*i18n*/ { id: 'ui.settings.quality.low', message: 'Low (fastest, blurry text)' },
  standard: /*i18n*/ { id: 'ui.settings.quality.standard', message: 'Standard' },
  high: /*i18n*/ { id: 'ui.settings.quality.high', message: 'High (sharpest, smooth edges)' },
};

export interface RenderQuality {
  level: QualityLevel;
  /** Multisampling: fixed when the WebGL context is made, so a change shows in the next room opened. */
  antialias: boolean;
  shadowMapSize: number;
  dpr: number | [number, number];
  /** The warm lamp over the table (a point light: costly per pixel in software). */
  lamp: boolean;
  /** Simulated seconds a frame may catch up (slow frames skip ahead instead of slowing the roll). */
  maxCatchUp: number;
}

export const QUALITY: Record<QualityLevel, RenderQuality> = {
  low: { level: 'low', antialias: false, shadowMapSize: 512, dpr: 0.5, lamp: false, maxCatchUp: 0.5 },
  standard: { level: 'standard', antialias: false, shadowMapSize: 1024, dpr: 1, lamp: false, maxCatchUp: 0.5 },
  high: { level: 'high', antialias: true, shadowMapSize: 2048, dpr: [1, 2], lamp: true, maxCatchUp: 0.15 },
};

export const QUALITY_KEY = 'frontier-table:quality';

/** True for a renderer name that means no GPU (a software rasteriser). */
export const isSoftwareRenderer = (name: string): boolean => /swiftshader|llvmpipe|software/i.test(name);

/** The level a choice comes to on this machine; a URL override (`?quality=`) wins over the choice. */
export function resolveLevel(choice: QualityChoice, urlValue: string | null, software: boolean): QualityLevel {
  if ((QUALITY_LEVELS as readonly string[]).includes(urlValue ?? '')) return urlValue as QualityLevel;
  if (choice !== 'auto') return choice;
  return software ? 'standard' : 'high';
}

/** The remembered choice (automatic when none, unknown or unreadable). */
export function readQualityChoice(storage: KeyValue | null = localStore()): QualityChoice {
  return readChoice(storage, QUALITY_KEY, QUALITY_CHOICES, 'auto');
}

/** What kind of renderer this machine has, as learned from a room's own WebGL context and remembered. */
export const MACHINE_KEY = 'frontier-table:renderer';
export const MACHINE_KINDS = ['software', 'gpu'] as const;
export type MachineKind = (typeof MACHINE_KINDS)[number];

/** The renderer's name as a WebGL context reports it ('' when it will not say). */
export function rendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  try {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  } catch {
    return '';
  }
}

interface QualityState {
  choice: QualityChoice;
  quality: RenderQuality;
}

/**
 * The machine's kind: remembered from an earlier room, else unknown until this
 * page's first canvas says (learnRenderer). No throwaway WebGL context is made
 * to ask: under a software renderer a context costs 0.3–3 s of the room's
 * start (issue 26), and the room makes its own a moment later.
 */
let machine: MachineKind | null | undefined;
const knownMachine = (storage: KeyValue | null = localStore()): MachineKind | null => {
  if (machine === undefined) {
    const remembered = readChoice<MachineKind | 'unknown'>(storage, MACHINE_KEY, [...MACHINE_KINDS, 'unknown'], 'unknown');
    machine = remembered === 'unknown' ? null : remembered;
  }
  return machine;
};
/**
 * Until the machine is known, automatic means the software renderer's level:
 * right at once where it is one (headless browsers, no GPU), and on a GPU's
 * first visit only the first canvas lacks multisampling (the rest follows live
 * once learnRenderer has run; MSAA is fixed when a context is made).
 */
const softwareMachine = (): boolean => knownMachine() !== 'gpu';
const urlQuality = (): string | null => (typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('quality'));

let store: StoreApi<QualityState> | null = null;

/** The quality store, made on first use. */
export function qualityStore(): StoreApi<QualityState> {
  if (!store) {
    const choice = readQualityChoice();
    store = createStore<QualityState>()(() => ({ choice, quality: QUALITY[resolveLevel(choice, urlQuality(), softwareMachine())] }));
  }
  return store;
}

/** The render settings now (read when a room's canvas or a throw starts). */
export const renderQuality = (): RenderQuality => qualityStore().getState().quality;

/** Sets and remembers the choice; the open canvas follows at once (an unwritable storage only loses the memory). */
export function setQualityChoice(choice: QualityChoice, storage: KeyValue | null = localStore()): void {
  // A choice made in the menu wins over the URL's override for the rest of this page.
  qualityStore().setState({ choice, quality: QUALITY[resolveLevel(choice, null, softwareMachine())] });
  try {
    storage?.setItem(QUALITY_KEY, choice);
  } catch {
    /* not remembered */
  }
}

/**
 * Learns the machine's kind from a canvas's own WebGL context (a room's, once
 * made) and remembers it for the next page; an automatic choice follows at
 * once (a GPU's first room: high from here on, multisampling from the next
 * canvas). A context that will not name its renderer teaches nothing.
 */
export function learnRenderer(gl: WebGLRenderingContext | WebGL2RenderingContext, storage: KeyValue | null = localStore()): void {
  learnRendererName(rendererName(gl), storage);
}

/** learnRenderer by the name a context gave (the scene worker's context names it to the page, src/scene/worker/). */
export function learnRendererName(name: string, storage: KeyValue | null = localStore()): void {
  if (name === '') return;
  const kind: MachineKind = isSoftwareRenderer(name) ? 'software' : 'gpu';
  knownMachine(storage);
  if (machine === kind) return;
  machine = kind;
  try {
    storage?.setItem(MACHINE_KEY, kind);
  } catch {
    /* not remembered */
  }
  const state = qualityStore().getState();
  const level = resolveLevel(state.choice, urlQuality(), kind === 'software');
  if (level !== state.quality.level) qualityStore().setState({ quality: QUALITY[level] });
}
