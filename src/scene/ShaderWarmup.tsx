// Holds the room's first frame until its shaders are compiled and linked, off
// the main thread where the driver can (issue 26). Drawn at once, the first
// frame asked each new program whether it had linked, and each answer waited
// for the GPU process: one task of ~5 s with SwiftShader on a loaded 2-core
// machine (a phone's driver stalls the same way, shorter). compileAsync starts
// every program the stage uses and polls them with KHR_parallel_shader_compile
// between tasks, so the page keeps answering taps while they build; without
// the extension it resolves at once and the first frame compiles as before.
// Mounted after the stage inside the Suspense boundary, so the stage's objects
// are in the scene when its layout effect runs; `children` (the ready signal)
// are drawn only once the shaders are done.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useThree } from '@react-three/fiber';

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
    state.setFrameloop('never');
    state.internal.frames = 0;
    const resume = () => {
      if (!live) return;
      live = false;
      get().setFrameloop('demand');
      get().invalidate();
    };
    gl.compileAsync(scene, camera)
      .catch(() => undefined) // a shader that fails to build says so when it is drawn, as before
      .then(() => {
        resume();
        setDone(true);
      });
    return resume;
  }, [gl, scene, camera, get]);
  return done ? children : null;
}
