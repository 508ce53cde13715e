// Picks render settings for the machine: a software renderer (SwiftShader,
// llvmpipe: headless test browsers, machines without a GPU) gets no MSAA, a
// small shadow map, fewer pixels and one light less, so a frame stays
// affordable there. `?quality=low|high` in the URL overrides the guess.

export interface RenderQuality {
  software: boolean;
  antialias: boolean;
  shadowMapSize: number;
  dpr: number | [number, number];
  /** The warm lamp over the table (a point light: costly per pixel in software). */
  lamp: boolean;
  /** Simulated seconds a frame may catch up (slow frames skip ahead instead of slowing the roll). */
  maxCatchUp: number;
}

const HIGH: RenderQuality = { software: false, antialias: true, shadowMapSize: 2048, dpr: [1, 2], lamp: true, maxCatchUp: 0.15 };
const LOW: RenderQuality = { software: true, antialias: false, shadowMapSize: 512, dpr: 0.5, lamp: false, maxCatchUp: 0.5 };

let cached: RenderQuality | null = null;

function rendererName(): string {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return '';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return name;
  } catch {
    return '';
  }
}

export function renderQuality(): RenderQuality {
  if (cached) return cached;
  const forced = new URLSearchParams(location.search).get('quality');
  if (forced === 'low' || forced === 'high') cached = forced === 'low' ? LOW : HIGH;
  else cached = /swiftshader|llvmpipe|software/i.test(rendererName()) ? LOW : HIGH;
  return cached;
}
