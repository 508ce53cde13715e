// tabletop.ready() never hangs (issue 12, item 8): a room that falls back to
// the lobby while it loads rejects the promise handed out for it, with the
// lobby's message; nobody waiting is no uncaught error.
import { describe, expect, it } from 'vitest';
import { roomOpening, roomReady, tabletop } from '../../src/ui/automation.ts';

/** How a promise stands once every queued callback has run. */
async function settled(p: Promise<string>): Promise<string> {
  let state = 'pending';
  p.then(
    (room) => (state = `resolved ${room}`),
    (e: unknown) => (state = `rejected ${e instanceof Error ? e.message : String(e)}`),
  );
  await new Promise((r) => setImmediate(r));
  return state;
}

describe('tabletop.ready() when a room falls back to the lobby', () => {
  it('rejects the waiting caller with the reason, and a fresh ready() gives the lobby', async () => {
    roomOpening('gambler');
    const waiting = tabletop.ready();
    expect(await settled(waiting)).toBe('pending');
    // what main.ts's showLobby does
    roomOpening('lobby', 'The saved game of Tableau Gulch cannot be resumed: it is damaged.');
    roomReady();
    expect(await settled(waiting)).toBe("rejected The room 'gambler' did not open (now 'lobby'): The saved game of Tableau Gulch cannot be resumed: it is damaged.");
    expect(tabletop.room()).toBe('lobby');
    expect(await settled(tabletop.ready())).toBe('resolved lobby');
  });

  it('nobody waiting for an abandoned room raises no uncaught rejection', async () => {
    roomOpening('pony-express');
    roomOpening('lobby', 'gone');
    roomReady();
    // vitest fails the run on an unhandled rejection; none is raised here
    expect(await settled(tabletop.ready())).toBe('resolved lobby');
  });

  it('a room that opens normally resolves as before', async () => {
    roomOpening('dice-table');
    const p = tabletop.ready();
    roomReady();
    expect(await settled(p)).toBe('resolved dice-table');
  });
});
