// Opens a room: shows the progress indicator, loads the room's code lazily,
// mounts it, and falls back to the lobby with a message if anything fails.
import type { RoomContext, RoomLoader } from '../rooms/types.ts';
import { roomOpening, roomReady } from './automation.ts';
import { i18n } from '@lingui/core';
import { h } from './dom.ts';
import { loadGameWords } from '../i18n/language.ts';
import { gameBlurb, roomTitle } from './game-texts.ts';
import { ATTRACT_ROOM, eventConfig } from '../event/config.ts';
import { afterPaint } from './after-paint.ts';

export interface ShellHooks {
  /** Show the lobby with a message (bad parameters, failed load). */
  backToLobby(message: string): void;
}

/**
 * The loading screen: the one index.html painted before any script (issue 26),
 * taken over where it is still on the page, so what is on screen is not painted
 * again; else a new one (a room opened after another page, the online table).
 */
function loadingScreen(host: HTMLElement): { main: HTMLElement; overlay: HTMLElement; bar: HTMLElement; label: HTMLElement } {
  const boot = host.querySelector<HTMLElement>(':scope > main[data-boot]');
  const overlay = boot?.querySelector<HTMLElement>(':scope > .progress');
  const bar = overlay?.querySelector<HTMLElement>('.progress-fill');
  const label = overlay?.querySelector<HTMLElement>('.progress-label');
  if (boot && overlay && bar && label && overlay.querySelector('.progress-title')) {
    boot.removeAttribute('data-boot');
    for (const other of [...host.children]) if (other !== boot) other.remove();
    return { main: boot, overlay, bar, label };
  }
  const fresh = { bar: h('div', { class: 'progress-fill' }), label: h('p', { class: 'progress-label' }) };
  const screen = h('div', { class: 'progress' }, h('p', { class: 'progress-title' }), h('div', { class: 'progress-track' }, fresh.bar), fresh.label);
  const main = h('main', { class: 'room-main' }, screen);
  host.replaceChildren(main);
  return { main, overlay: screen, ...fresh };
}

export async function openRoom(host: HTMLElement, id: string, title: string, load: RoomLoader, hooks: ShellHooks, extra: Pick<RoomContext, 'online'> = {}): Promise<void> {
  roomOpening(id);
  document.title = `${title} · ${i18n._({ id: 'app.title', message: 'Frontier Table' })}`;
  // Event mode: the save/load menu and the ways back to the ordinary lobby stay hidden until a long press on the title.
  // The lock (with event mode's stylesheet) is fetched only then: a room opened by an ordinary link never loads it.
  if (eventConfig()) await import('../event/lock.ts').then((m) => m.installEventLock(), (e: unknown) => console.warn('the event lock failed to load', e));
  const loading = i18n._({ id: 'shell.loading', message: 'Loading {title}…', values: { title } });
  const { main, overlay, bar, label } = loadingScreen(host);
  overlay.querySelector('.progress-title')!.textContent = title;
  label.textContent = loading;
  for (const [name, value] of Object.entries({ role: 'progressbar', 'aria-label': loading, 'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-valuenow': '5', 'data-testid': 'progress' })) {
    overlay.setAttribute(name, value);
  }
  overlay.removeAttribute('aria-hidden');
  const stage = h('div', { class: 'room', 'data-room': id });
  // One main landmark holds the room and its loading screen (everything on the page sits in a landmark).
  main.prepend(stage);

  let failed = false;
  const ctx: RoomContext = {
    id,
    params: new URLSearchParams(location.search),
    progress(fraction, text) {
      const pct = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
      bar.style.width = `${pct}%`;
      overlay.setAttribute('aria-valuenow', String(pct));
      label.textContent = text;
      if (pct >= 100) overlay.remove();
    },
    fail(message) {
      failed = true;
      hooks.backToLobby(message);
    },
    ...extra,
  };
  try {
    ctx.progress(0.05, i18n._({ id: 'shell.loading-table', message: 'Loading the 3D table…' }));
    // The loading screen on the screen first (a frame, and its first paint presented): the room's requests start after it.
    await afterPaint();
    // The room's own words (its game's catalog part) come with its code.
    const [module] = await Promise.all([load(), loadGameWords(id)]);
    if (failed) return;
    ctx.progress(0.4, i18n._({ id: 'shell.setting-up', message: 'Setting up the room…' }));
    const handle = await module.mount(stage, ctx);
    if (failed) {
      handle.unmount();
      return;
    }
    ctx.progress(1, i18n._({ id: 'shell.ready', message: 'Ready' }));
    roomReady();
    const event = eventConfig();
    if (event?.attract && id === ATTRACT_ROOM) {
      // The attract loop's gallery stop: its bot flicks under the caption (game rooms run their own loop).
      const { startGalleryAttract } = await import('../event/gallery-attract.ts');
      const { sandboxRoom } = await import('../rooms/registry.ts');
      const room = sandboxRoom(id);
      const stop = startGalleryAttract(event, id, room ? roomTitle(room) : title, room ? gameBlurb(room) : '');
      window.addEventListener('pagehide', stop, { once: true });
    }
    window.addEventListener('pagehide', () => handle.unmount(), { once: true });
  } catch (error) {
    console.warn('room failed to open', error);
    hooks.backToLobby(i18n._({ id: 'shell.failed', message: '{title} could not be opened: {reason}', values: { title, reason: error instanceof Error ? error.message : String(error) } }));
  }
}
