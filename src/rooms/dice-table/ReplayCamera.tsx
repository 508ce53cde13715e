// The attract replay's camera: while the die that landed cocked is held, a cut
// to a close-up of it (from the table's middle, so a die leaning on a rail is
// seen against the rail, not hidden behind it), then back to the view of the
// tray for the re-throw. The orbit
// controls rest meanwhile (their distance limits would pull the close-up back;
// in the attract loop any touch leaves it anyway).
import { useFrame, useThree } from '@react-three/fiber';
import { useOrbitControls } from '../../scene/camera.ts';
import { useRef } from 'react';
import type { Vector3 } from 'three';
import type { Vec3 } from '../../physics/types.ts';

/** Where the close-up looks from, relative to the cocked die (cm): this far towards the table's centre, this high above it. */
const CLOSE_UP = { back: 11, up: 8 };

export interface ReplayFocus {
  /** The cocked die's position while it is held; null otherwise. */
  current: Vec3 | null;
}

export function ReplayCamera({ focus }: { focus: ReplayFocus }) {
  const camera = useThree((s) => s.camera);
  const controls = useOrbitControls();
  const shown = useRef<Vec3 | null>(null);
  const saved = useRef<{ position: Vector3; target: Vector3 } | null>(null);
  useFrame(() => {
    const f = focus.current;
    if (f === shown.current || !controls) return;
    shown.current = f;
    if (f) {
      saved.current ??= { position: camera.position.clone(), target: controls.target.clone() };
      controls.enabled = false;
      const away = Math.hypot(f.x, f.z);
      const [dx, dz] = away > 1 ? [-f.x / away, -f.z / away] : [0, 1];
      camera.position.set(f.x + dx * CLOSE_UP.back, f.y + CLOSE_UP.up, f.z + dz * CLOSE_UP.back);
      camera.lookAt(f.x, f.y, f.z);
    } else if (saved.current) {
      camera.position.copy(saved.current.position);
      controls.target.copy(saved.current.target);
      saved.current = null;
      controls.enabled = true;
      controls.update();
    }
  });
  return null;
}
