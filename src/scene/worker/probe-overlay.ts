// The parts of a board's probe the page knows itself (issue 26, `?render=worker`):
// the board's probe is the scene worker's and reaches the page a frame or so
// late (probe-mirror.ts), but what the page's controller decides (the pick, the
// cursor, the lit targets, how the settled discs lie) is the page's first. A
// HUD offers those parts here by the probe's name; the page's answer is the
// worker's last value with them laid over it, so a test that reads the probe
// right after the session changed reads the page's state, as when the page draws.
// Without a worker nothing reads them.
const overlays = new Map<string, () => object>();

/** Lays `part()` over probe `name`'s value on the page; returns the function that takes it away. */
export function overlayProbe(name: string, part: () => object): () => void {
  overlays.set(name, part);
  return () => {
    if (overlays.get(name) === part) overlays.delete(name);
  };
}

/** Probe `name`'s value with the page's parts laid over it (a value that is no object is left as it is). */
export function withOverlay(name: string, value: unknown): unknown {
  const part = overlays.get(name);
  if (!part || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return { ...value, ...part() };
}
