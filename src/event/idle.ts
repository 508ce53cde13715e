// The idle timer: `onIdle` runs once when no input (pointer, touch, key,
// wheel) has reached the page for `ms`; any input starts the wait again.
// Listeners sit on window in the capture phase, so an input a component
// stops still counts. Bots, dice and timers are not input.
export const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface IdleWatch {
  /** Start the wait again now (as an input would). */
  reset(): void;
  stop(): void;
}

export function watchIdle(ms: number, onIdle: () => void, target: Window = window): IdleWatch {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const reset = () => {
    if (stopped) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!stopped) onIdle();
    }, ms);
  };
  for (const type of INPUT_EVENTS) target.addEventListener(type, reset, { capture: true, passive: true });
  reset();
  return {
    reset,
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      for (const type of INPUT_EVENTS) target.removeEventListener(type, reset, { capture: true });
    },
  };
}
