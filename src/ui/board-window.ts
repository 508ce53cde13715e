// The HUD's "board window": an empty box the phone layout places over the part
// of the screen it leaves free for the board (it has no box on a wide screen).
// Its place is published to the camera rig (scene/view-frame.ts), which fits
// the board into it. The game rooms' HUD has one; so does every room's canvas
// (RoomCanvas), which the sandbox rooms' CSS places.
import { useEffect, useRef } from 'react';
import { setBoardWindow } from '../scene/view-frame.ts';

export function useBoardWindow() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const owner = Symbol('board window');
    const publish = () => {
      const r = el.getBoundingClientRect();
      setBoardWindow(owner, r.width > 0 && r.height > 0 ? { x: r.left, y: r.top, width: r.width, height: r.height } : null);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      setBoardWindow(owner, null);
    };
  }, []);
  return ref;
}
