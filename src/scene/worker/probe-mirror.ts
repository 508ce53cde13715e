// The page's half of the boards' test probes (issue 26, `?render=worker`; the
// worker's half is probe-relay.ts): each probe the worker's board registered is
// offered on the page's window.tabletop under its name. A streamed probe
// answers at once with the last value the worker posted (it posts after every
// frame in which a value changed), so `window.tabletop.goldPoints().first` reads
// as it does when the page draws the board; a costly one (drawCalls,
// paintedText, labelFits) answers with a promise of the worker's answer. What
// the page's controller knows itself is laid over the worker's value (probe-overlay.ts).
import { registerAutomation, tabletop } from '../../ui/automation.ts';
import type { PageToScene, ProbeResult, SceneToPage } from './protocol.ts';
import { ASKED_PROBES } from './probe-relay.ts';
import { withOverlay } from './probe-overlay.ts';

export interface ProbeMirror {
  /** Takes the worker's probe reports; false for any other message. */
  receive(message: SceneToPage): boolean;
  /** Takes the probes off window.tabletop and refuses the answers still awaited. */
  stop(): void;
}

const unwrap = (name: string, result: ProbeResult): unknown => {
  if ('error' in result) throw new Error(`tabletop.${name} (in the scene worker): ${result.error}`);
  return result.value;
};

/**
 * `streaming`: the worker posts the values from the start (a test's browser); otherwise the first call of a probe
 * asks it to, and that call fails saying so (a demo calls again).
 */
export function probeMirror(send: (message: PageToScene) => void, streaming: boolean): ProbeMirror {
  const values = new Map<string, ProbeResult>();
  const offered = new Map<string, () => void>();
  const waiting = new Map<number, { name: string; resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let names: readonly string[] = [];
  let nextId = 1;

  const streamed = (name: string) => () => {
    const result = values.get(name);
    if (result) return withOverlay(name, unwrap(name, result));
    if (!streaming) {
      streaming = true;
      send({ kind: 'scene.probe.watch' });
    }
    throw new Error(`tabletop.${name}: the scene worker has not reported it yet; call again`);
  };
  const asked = (name: string) => () =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { name, resolve, reject });
      send({ kind: 'scene.probe.ask', id, name });
    });

  /** Offers each probe of the worker's (a streamed one once it has a value, when streaming), takes away those gone. */
  const offer = () => {
    for (const [name, stop] of [...offered]) {
      if (names.includes(name)) continue;
      stop();
      offered.delete(name);
      values.delete(name);
    }
    for (const name of names) {
      // The page's own methods (the session's, the HUD's goldPicks) stay the page's.
      if (offered.has(name) || tabletop.methods().includes(name)) continue;
      const costly = ASKED_PROBES.has(name);
      if (!costly && streaming && !values.has(name)) continue;
      offered.set(name, registerAutomation({ [name]: costly ? asked(name) : streamed(name) }));
    }
  };

  return {
    receive(message) {
      if (message.kind === 'scene.probes') {
        if (message.names) names = message.names;
        for (const [name, result] of Object.entries(message.values)) values.set(name, result);
        offer();
        return true;
      }
      if (message.kind === 'scene.probe.answer') {
        const w = waiting.get(message.id);
        waiting.delete(message.id);
        if (!w) return true;
        try {
          w.resolve(unwrap(w.name, message.result));
        } catch (e) {
          w.reject(e as Error);
        }
        return true;
      }
      return false;
    },
    stop() {
      for (const stop of offered.values()) stop();
      offered.clear();
      for (const { name, reject } of waiting.values()) reject(new Error(`tabletop.${name}: the scene worker was closed`));
      waiting.clear();
    },
  };
}
