// The boards' test probes across the scene worker (issue 26, `?render=worker`):
// a board registers its probes (window.tabletop.goldPoints() and the kit's
// decisionTargets(), picking(), …: screen points projected with the worker's
// camera) where it is drawn, in the worker, but the tests and demos call them
// on the page. The worker's half, here: it reports which probes are
// registered and, once the page wants them, posts the cheap ones' values after
// every frame drawn and every tick in which they changed (the page answers them
// at once from the last values, as a page-drawn board would); the costly ones
// (a frame drawn again, every label measured) it runs when the page asks.
// The page's half is probe-mirror.ts.
import { tabletop } from '../../ui/automation.ts';
import type { ProbeResult, SceneToPage } from './protocol.ts';

/** Probes that draw a frame or measure every label: run when asked, never streamed. */
export const ASKED_PROBES: ReadonlySet<string> = new Set(['drawCalls', 'paintedText', 'labelFits']);

const runProbe = async (name: string): Promise<ProbeResult> => {
  try {
    const method = tabletop[name];
    if (typeof method !== 'function') return { error: `tabletop.${name} is no longer offered in the scene worker` };
    return { value: await (method as () => unknown)() };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
};

const runNow = (name: string): ProbeResult => {
  try {
    return { value: (tabletop[name] as () => unknown)() };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
};

export interface ProbeRelay {
  /** Reports the registered probes if they changed and, when streaming, the changed values (after a frame, or on a tick). */
  tick(): void;
  /** From now on the values stream (the page called a probe). */
  watch(): void;
  /** Runs probe `name` now and posts its answer under `id`. */
  ask(id: number, name: string): void;
}

export function probeRelay(post: (message: SceneToPage) => void, streaming: boolean): ProbeRelay {
  let names: string[] = [];
  let namesKey = '';
  const last = new Map<string, string>();
  return {
    tick() {
      const now = tabletop.methods();
      const key = now.join(' ');
      const changedNames = key !== namesKey;
      if (changedNames) {
        names = now;
        namesKey = key;
        for (const name of [...last.keys()]) if (!names.includes(name)) last.delete(name);
      }
      const values: Record<string, ProbeResult> = {};
      let changed = false;
      if (streaming) {
        for (const name of names) {
          if (ASKED_PROBES.has(name)) continue;
          const result = runNow(name);
          let json: string;
          try {
            json = JSON.stringify(result);
          } catch {
            json = `{"error":"unserialisable"}`;
          }
          if (last.get(name) === json) continue;
          last.set(name, json);
          values[name] = result;
          changed = true;
        }
      }
      if (changedNames || changed) post({ kind: 'scene.probes', names: changedNames ? names : undefined, values });
    },
    watch() {
      streaming = true;
    },
    ask(id, name) {
      void runProbe(name).then((result) => {
        try {
          post({ kind: 'scene.probe.answer', id, result });
        } catch (e) {
          post({ kind: 'scene.probe.answer', id, result: { error: `tabletop.${name}'s answer cannot be posted: ${e instanceof Error ? e.message : String(e)}` } });
        }
      });
    },
  };
}
