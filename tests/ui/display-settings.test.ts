// The display settings for big screens and booths: the interface scale is
// remembered and put on the page as one CSS factor; fullscreen is offered
// only where the browser has it, and a refused request changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyUiScale, fullscreenSupported, readUiScale, setUiScale, toggleFullscreen, uiScaleStore, UI_SCALE_FACTOR, UI_SCALE_KEY, UI_SCALES,
  type FullscreenDocument, type ScaleRoot,
} from '../../src/ui/display-settings.ts';

const memory = () => {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

const root = () => {
  const props = new Map<string, string>();
  const el: ScaleRoot & { props: Map<string, string> } = { props, style: { setProperty: (k, v) => void props.set(k, v) }, dataset: {} };
  return el;
};

afterEach(() => setUiScale('normal', null, null));

describe('interface scale', () => {
  it('is remembered, and anything unknown or unreadable reads as normal', () => {
    const m = memory();
    expect(readUiScale(m)).toBe('normal');
    setUiScale('large', m, null);
    expect(m.data.get(UI_SCALE_KEY)).toBe('large');
    expect(readUiScale(m)).toBe('large');
    m.setItem(UI_SCALE_KEY, 'gigantic');
    expect(readUiScale(m)).toBe('normal');
    expect(readUiScale({ getItem: () => { throw new Error('blocked'); }, setItem: () => undefined })).toBe('normal');
  });

  it('grows from normal to large to huge, and normal is the page as designed', () => {
    const factors = UI_SCALES.map((s) => UI_SCALE_FACTOR[s]);
    expect(factors[0]).toBe(1);
    expect([...factors].sort((a, b) => a - b)).toEqual(factors);
    expect(new Set(factors).size).toBe(UI_SCALES.length);
  });

  it('setting a scale puts its factor on the page at once and tells the menu', () => {
    const el = root();
    setUiScale('huge', memory(), el);
    expect(el.props.get('--ui-scale')).toBe(String(UI_SCALE_FACTOR.huge));
    expect(el.dataset.uiScale).toBe('huge');
    expect(uiScaleStore.getState().scale).toBe('huge');
    applyUiScale('normal', el);
    expect(el.props.get('--ui-scale')).toBe('1');
  });

  it('an unwritable storage still changes the page, it only forgets', () => {
    const el = root();
    setUiScale('large', { getItem: () => null, setItem: () => { throw new Error('quota'); } }, el);
    expect(el.dataset.uiScale).toBe('large');
  });
});

describe('fullscreen', () => {
  const fakeDoc = (opts: { enabled: boolean; refuse?: boolean }) => {
    const doc: FullscreenDocument & { requests: number } = {
      requests: 0,
      fullscreenEnabled: opts.enabled,
      fullscreenElement: null,
      documentElement: {
        requestFullscreen: async () => {
          doc.requests++;
          if (opts.refuse) throw new Error('not allowed');
          doc.fullscreenElement = {} as Element;
        },
      },
      exitFullscreen: async () => {
        doc.fullscreenElement = null;
      },
    };
    return doc;
  };

  it('is offered only when the browser has the API and allows it', () => {
    expect(fullscreenSupported(null)).toBe(false);
    expect(fullscreenSupported(fakeDoc({ enabled: false }))).toBe(false);
    expect(fullscreenSupported({ fullscreenEnabled: true, documentElement: {} })).toBe(false);
    expect(fullscreenSupported(fakeDoc({ enabled: true }))).toBe(true);
  });

  it('toggles the whole page in and out', async () => {
    const doc = fakeDoc({ enabled: true });
    expect(await toggleFullscreen(doc)).toBe(true);
    expect(await toggleFullscreen(doc)).toBe(false);
    expect(doc.requests).toBe(1);
  });

  it('a refused request leaves the page as it was', async () => {
    const doc = fakeDoc({ enabled: true, refuse: true });
    expect(await toggleFullscreen(doc)).toBe(false);
    expect(doc.fullscreenElement).toBeNull();
    expect(await toggleFullscreen(fakeDoc({ enabled: false }))).toBe(false);
  });
});
