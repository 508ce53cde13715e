// Counts what a room asks of the GPU process while it opens (issue 26): WebGL
// contexts made and shader programs linked. Both are counts, not times, so
// they compare on a loaded machine, and under SwiftShader each one is a
// synchronous wait on the GPU process (a context ≈ 0.3–3 s, a program's first
// use ≈ 0.1–1 s). The start-tasks bench and the start trace install it in the
// page before its own scripts.

/**
 * Page script (plain JavaScript text, as Playwright injects it): wraps
 * `getContext` and `linkProgram` so that window.__gl holds
 *   contexts  one entry per WebGL context made ('webgl2', 'webgl'), in order;
 *   programs  one entry per program linked: the shader's type and name from
 *             three's `#define SHADER_TYPE`/`SHADER_NAME` lines, then every
 *             define of its two shaders (with its value, if any), e.g.
 *             "MeshStandardMaterial(wood) USE_MAP USE_SHADOWMAP NUM_DIR_LIGHTS=1 …"
 *             (programKinds below keeps what sets one apart).
 * A canvas asked again for the context it has is not counted twice.
 */
export const WATCH_GL = `
(() => {
  const gl = (window.__gl = { contexts: [], programs: [] });
  const made = new WeakSet();
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
    const ctx = getContext.call(this, kind, ...rest);
    if (ctx && /^(webgl2?|experimental-webgl)$/.test(kind) && !made.has(ctx)) {
      made.add(ctx);
      gl.contexts.push(kind);
    }
    return ctx;
  };
  const sources = new WeakMap();
  const attached = new WeakMap();
  for (const proto of [window.WebGL2RenderingContext, window.WebGLRenderingContext].filter(Boolean).map((c) => c.prototype)) {
    const shaderSource = proto.shaderSource;
    proto.shaderSource = function (shader, source) {
      sources.set(shader, source);
      return shaderSource.call(this, shader, source);
    };
    const attachShader = proto.attachShader;
    proto.attachShader = function (program, shader) {
      const list = attached.get(program) ?? [];
      list.push(shader);
      attached.set(program, list);
      return attachShader.call(this, program, shader);
    };
    const linkProgram = proto.linkProgram;
    proto.linkProgram = function (program) {
      const both = (attached.get(program) ?? []).map((s) => sources.get(s) ?? '');
      const vertex = both.find((s) => /gl_Position/.test(s)) ?? '';
      const type = /#define SHADER_TYPE (\\S+)/.exec(vertex)?.[1] ?? 'custom';
      const name = /#define SHADER_NAME (\\S*)/.exec(vertex)?.[1] ?? '';
      const defines = new Set();
      for (const source of both) {
        for (const m of source.matchAll(/^[ \\t]*#define[ \\t]+(\\w+)[ \\t]*(\\S*)/gm)) {
          if (m[1] !== 'SHADER_TYPE' && m[1] !== 'SHADER_NAME') defines.add(m[2] ? m[1] + '=' + m[2] : m[1]);
        }
      }
      gl.programs.push([type + (name ? '(' + name + ')' : ''), ...defines].join(' '));
      return linkProgram.call(this, program);
    };
  }
})();`;

/** What WATCH_GL leaves in the page. */
export interface GlCounts {
  contexts: string[];
  programs: string[];
}

/**
 * The program descriptions without what every program of the same shader
 * type shares (fog, shadow map, …), so the list says how they differ.
 */
export function programKinds(programs: readonly string[]): string[] {
  const split = programs.map((p) => p.split(' '));
  const shared = (type: string): string[] => {
    const same = split.filter((parts) => parts[0]?.replace(/\(.*/, '') === type);
    return (same[0] ?? []).slice(1).filter((d) => same.length > 1 && same.every((parts) => parts.includes(d)));
  };
  return split.map((parts) => {
    const common = shared(parts[0]?.replace(/\(.*/, '') ?? '');
    return [parts[0], ...parts.slice(1).filter((d) => !common.includes(d))].join(' ');
  });
}
