// What the scene-worker tests share: two human seats and no bot, and a
// MessageChannel whose two ends stand for the page and the worker (closed
// after each test), as the worker canvas links them (WorkerRoomCanvas.tsx).
import { afterEach } from 'vitest';
import type { SeatConfig } from '../../src/core/log.ts';
import type { BotPort } from '../../src/store/session/bot-port.ts';
import type { MirrorPort } from '../../src/store/mirror/protocol.ts';
import { SCENE_SESSION_ACTIONS } from '../../src/scene/worker/worker-session.ts';

export const human: SeatConfig = { kind: 'human' };

export const noBot: BotPort = {
  choose: () => Promise.reject(new Error('no bot here')),
  aim: () => Promise.reject(new Error('no bot here')),
  dispose: () => undefined,
};

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/** A fresh channel: the page's end and the worker's. */
export function pagePorts(): { pagePort: MirrorPort; workerPort: MirrorPort } {
  const c = new MessageChannel();
  channels.push(c);
  return { pagePort: c.port1 as unknown as MirrorPort, workerPort: c.port2 as unknown as MirrorPort };
}

/** The session actions the scene may call, offered by the page's session as the worker canvas offers them. */
export const sceneActionsOf = (page: { actions: object }): Record<string, (...a: unknown[]) => unknown> =>
  Object.fromEntries(SCENE_SESSION_ACTIONS.map((n) => [n, (page.actions as Record<string, (...a: unknown[]) => unknown>)[n]!]));
