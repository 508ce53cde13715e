// The phone dock's real height, for the board window above it: the dock is
// at most 52% of a portrait screen but often shorter (a bot's turn, a short
// turn panel), and the board window used to stop at 52% whatever it held,
// so the camera framed the board (and the tray) for a dock that was not
// there. This hook writes the dock's height (its own CSS px, so the
// interface zoom does not count twice) as --dock-height on the HUD root;
// session.css places the portrait board window's foot on it. On a wide
// screen the dock is no box (display: contents) and nothing is written.
import { useEffect, useRef, type RefObject } from 'react';

export function useDockHeight<T extends HTMLElement>(root: RefObject<T | null>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dock = ref.current;
    const hud = root.current;
    if (!dock || !hud) return;
    const publish = () => {
      const h = dock.offsetHeight;
      if (h > 0) hud.style.setProperty('--dock-height', `${h}px`);
      else hud.style.removeProperty('--dock-height');
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(dock);
    return () => {
      observer.disconnect();
      hud.style.removeProperty('--dock-height');
    };
  }, [root]);
  return ref;
}
