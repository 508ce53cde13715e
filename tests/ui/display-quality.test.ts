// The render quality setting: automatic picks by the machine (a software
// renderer gets "standard", which keeps one pixel per CSS pixel so painted
// labels stay readable; a GPU gets "high"), a URL override wins for its page,
// and the choice is remembered.
import { describe, expect, it, vi } from 'vitest';
import { isSoftwareRenderer, QUALITY, QUALITY_KEY, QUALITY_LEVELS, readQualityChoice, resolveLevel } from '../../src/scene/render-quality.ts';

const memory = () => {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

const minDpr = (dpr: number | [number, number]) => (Array.isArray(dpr) ? dpr[0] : dpr);

describe('render quality', () => {
  it('automatic: standard on a software renderer, high on a GPU', () => {
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060)')).toBe(false);
    expect(resolveLevel('auto', null, true)).toBe('standard');
    expect(resolveLevel('auto', null, false)).toBe('high');
  });

  it('the default on a software renderer draws at least one pixel per CSS pixel (labels legible)', () => {
    expect(minDpr(QUALITY[resolveLevel('auto', null, true)].dpr)).toBeGreaterThanOrEqual(1);
  });

  it('a chosen level holds on any machine; ?quality= wins over the choice; a bad ?quality= is ignored', () => {
    expect(resolveLevel('low', null, false)).toBe('low');
    expect(resolveLevel('high', null, true)).toBe('high');
    expect(resolveLevel('low', 'high', true)).toBe('high');
    expect(resolveLevel('auto', 'standard', false)).toBe('standard');
    expect(resolveLevel('low', 'ultra', false)).toBe('low');
  });

  it('levels rise in cost: pixels, shadow map, then MSAA and the lamp', () => {
    const [low, standard, high] = QUALITY_LEVELS.map((l) => QUALITY[l]);
    expect(minDpr(low!.dpr)).toBeLessThan(minDpr(standard!.dpr));
    expect(low!.shadowMapSize).toBeLessThan(standard!.shadowMapSize);
    expect(standard!.shadowMapSize).toBeLessThan(high!.shadowMapSize);
    expect(high!.antialias && high!.lamp).toBe(true);
  });

  it('the choice is remembered; unknown or unreadable reads as automatic', () => {
    const m = memory();
    expect(readQualityChoice(m)).toBe('auto');
    m.setItem(QUALITY_KEY, 'high');
    expect(readQualityChoice(m)).toBe('high');
    m.setItem(QUALITY_KEY, 'ultra');
    expect(readQualityChoice(m)).toBe('auto');
    expect(readQualityChoice({ getItem: () => { throw new Error('blocked'); }, setItem: () => undefined })).toBe('auto');
  });

  describe('the machine is learned from the room\'s own context, not a probe', () => {
    /** A WebGL context that names `name` as its renderer. */
    const context = (name: string) => ({ RENDERER: 0x1f01, getExtension: () => ({ UNMASKED_RENDERER_WEBGL: 0x9246 }), getParameter: () => name }) as unknown as WebGL2RenderingContext;
    /** The module afresh (its store and machine are per page). */
    const fresh = async () => {
      vi.resetModules();
      return import('../../src/scene/render-quality.ts');
    };

    it('makes no WebGL context of its own: automatic starts at the software level until told', async () => {
      const made = vi.fn();
      vi.stubGlobal('document', { createElement: made });
      try {
        const q = await fresh();
        expect(q.renderQuality().level).toBe('standard');
        expect(made).not.toHaveBeenCalled();
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('a GPU context raises automatic to high at once and is remembered; a software one keeps standard', async () => {
      const q = await fresh();
      const m = memory();
      q.learnRenderer(context('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060)'), m);
      expect(q.renderQuality().level).toBe('high');
      expect(m.data.get(q.MACHINE_KEY)).toBe('gpu');
      const soft = await fresh();
      const m2 = memory();
      soft.learnRenderer(context('SwiftShader Device'), m2);
      expect(soft.renderQuality().level).toBe('standard');
      expect(m2.data.get(soft.MACHINE_KEY)).toBe('software');
    });

    it('a chosen level is not moved by what the context says; a silent context teaches nothing', async () => {
      const q = await fresh();
      q.setQualityChoice('low', memory());
      q.learnRenderer(context('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060)'), memory());
      expect(q.renderQuality().level).toBe('low');
      const m = memory();
      q.learnRenderer({ getExtension: () => null, getParameter: () => '', RENDERER: 1 } as unknown as WebGL2RenderingContext, m);
      expect(m.data.size).toBe(0);
    });
  });
});
