// The start bench's page hook counts WebGL contexts and linked programs and
// says how the programs differ (issue 26: counts compare on a loaded machine).
import { describe, expect, it } from 'vitest';
import { programKinds, WATCH_GL, type GlCounts } from '../../src/tools/gl-watch.ts';

/** Runs the page script against stand-ins for the canvas and the WebGL2 context's prototypes. */
function page() {
  class Context {
    shaderSource(_s: object, _src: string) {}
    attachShader(_p: object, _s: object) {}
    linkProgram(_p: object) {}
  }
  const contexts = new Map<object, Context>();
  class Canvas {
    getContext(kind: string) {
      if (kind === '2d') return {};
      const ctx = contexts.get(this) ?? new Context();
      contexts.set(this, ctx);
      return ctx;
    }
  }
  const window = { WebGL2RenderingContext: Context } as unknown as { __gl: GlCounts };
  new Function('window', 'HTMLCanvasElement', WATCH_GL)(window, Canvas);
  return { window, Canvas };
}

describe('the GL watch', () => {
  it('counts each WebGL context once and names each linked program by type, name and defines', () => {
    const { window, Canvas } = page();
    const canvas = new Canvas();
    const gl = canvas.getContext('webgl2') as { shaderSource(s: object, t: string): void; attachShader(p: object, s: object): void; linkProgram(p: object): void };
    canvas.getContext('webgl2');
    new Canvas().getContext('2d');
    const [vs, fs, program] = [{}, {}, {}];
    gl.shaderSource(vs, '#version 300 es\n#define SHADER_TYPE MeshStandardMaterial\n#define SHADER_NAME wood\n#define USE_MAP\nvoid main() { gl_Position = vec4(0.0); }');
    gl.shaderSource(fs, '#define TONE_MAPPING\n#define NUM_DIR_LIGHTS 1\nvoid main() {}');
    gl.attachShader(program, vs);
    gl.attachShader(program, fs);
    gl.linkProgram(program);
    expect(window.__gl.contexts).toEqual(['webgl2']);
    expect(window.__gl.programs).toEqual(['MeshStandardMaterial(wood) USE_MAP TONE_MAPPING NUM_DIR_LIGHTS=1']);
  });

  it('keeps only the defines that set a program apart from others of its type', () => {
    expect(programKinds(['MeshStandardMaterial(wood) USE_MAP USE_FOG', 'MeshStandardMaterial USE_FOG', 'MeshDepthMaterial USE_INSTANCING'])).toEqual([
      'MeshStandardMaterial(wood) USE_MAP',
      'MeshStandardMaterial',
      'MeshDepthMaterial USE_INSTANCING',
    ]);
  });
});
