// Holds the room's first frame until its shaders are compiled and linked, off
// the main thread where the driver can (issue 26). Drawn at once, the first
// frame asked each new program whether it had linked, and each answer waited
// for the GPU process: one task of ~5 s with SwiftShader on a loaded 2-core
// machine (a phone's driver stalls the same way, shorter). compileAsync starts
// every program the stage uses and polls them with KHR_parallel_shader_compile
// between tasks, so the page keeps answering taps while they build; without
// the extension it resolves at once and the first frame compiles as before.
// The shadow pass's depth programs, which compileAsync does not see, are
// handed over in the same batch (shadow-warmup.ts), and the stage's textures
// are uploaded with them (texture-warmup.ts).
// Mounted after the stage inside the Suspense boundary, so the stage's objects
// are in the scene when its layout effect runs; `children` (the ready signal)
// are drawn only once the shaders are done.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useThree } from '@react-three/fiber';
import { compileShadowPass } from './shadow-warmup.ts';
import { uploadSceneTextures, whenGpuDone } from './texture-warmup.ts';
import { markStart } from './worker/start-marks.ts';

/** After this long the room draws anyway (a frame then waits for what is left, as it did before the warm-up). */
const WARMUP_LIMIT_MS = 20_000;

export function ShaderWarmup({ children }: { children: ReactNode }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const get = useThree((s) => s.get);
  const [done, setDone] = useState(false);
  useLayoutEffect(() => {
    let live = true;
    const state = get();
    // No frame while the programs build: a frame would wait for each of them in turn.
    markStart('warmup-start');
    state.setFrameloop('never');
    state.internal.frames = 0;
    // The shadow pass's programs go in the same batch (shadow-warmup.ts), let go once a frame has drawn.
    const releaseShadow = compileShadowPass(gl, scene, camera);
    // The textures too, so the first frame does not upload them between its draws, and done by the GPU
    // before the ready signal (texture-warmup.ts).
    uploadSceneTextures(gl, scene);
    const uploaded = whenGpuDone(gl.getContext()).then(() => markStart('textures-uploaded'));
    const resume = () => {
      clearTimeout(limit);
      if (!live) return;
      live = false;
      get().setFrameloop('demand');
      get().invalidate();
    };
    const finish = () => {
      if (!live) return;
      markStart('warmup-done');
      resume();
      setDone(true);
      requestAnimationFrame(() => requestAnimationFrame(releaseShadow));
    };
    const limit = setTimeout(finish, WARMUP_LIMIT_MS);
    // A shader that fails to build says so when it is drawn, as before.
    Promise.all([gl.compileAsync(scene, camera), uploaded]).then(finish, finish);
    return () => {
      resume();
      releaseShadow();
    };
  }, [gl, scene, camera, get]);
  return done ? children : null;
}
