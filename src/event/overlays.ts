// The attract loop's caption and the "Still playing?" countdown, plain DOM
// over a game room. Each returns the function that removes it.
import { i18n } from '@lingui/core';
import './event.css';
import { h } from '../ui/dom.ts';

const host = (): HTMLElement => document.querySelector('main') ?? document.body;

/** The large caption over a bots-only game: "Touch to play", the game's name and its one-line pitch. */
export function showAttractCaption(title: string, pitch: string): () => void {
  const caption = h(
    'div',
    { class: 'event-caption', 'data-testid': 'event-caption', 'aria-live': 'polite' },
    h('p', { class: 'event-caption-touch' }, i18n._({ id: 'event.touch-to-play', message: 'Touch to play' })),
    h('p', { class: 'event-caption-game' }, title),
    h('p', { class: 'event-caption-pitch' }, pitch),
  );
  host().append(caption);
  return () => caption.remove();
}

/**
 * "Still playing?": counts `seconds` down, then calls `onTimeout`. Any input
 * (or the button) calls `onStay`; the caller removes the overlay then.
 */
export function showStillPlaying(seconds: number, onStay: () => void, onTimeout: () => void): () => void {
  const count = h('span', { class: 'event-count', 'data-testid': 'event-count' }, String(seconds));
  const stay = h('button', { type: 'button', class: 'event-stay', 'data-testid': 'event-stay' }, i18n._({ id: 'event.keep-playing', message: 'Keep playing' }));
  const card = h(
    'div',
    { class: 'event-still-card', role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'event-still-title', 'aria-describedby': 'event-still-text' },
    h('h2', { id: 'event-still-title' }, i18n._({ id: 'event.still-playing', message: 'Still playing?' })),
    // The count ticks in place inside the sentence: the message gives the words around it.
    h('p', { id: 'event-still-text' }, i18n._({ id: 'event.still-before', message: 'Touch the screen to go on. Otherwise the table goes back to the start in' }), ' ', count, ' ', i18n._({ id: 'event.still-after', message: 's.' })),
    stay,
  );
  const cover = h('div', { class: 'event-still', 'data-testid': 'event-still' }, card);
  host().append(cover);
  stay.focus({ preventScroll: true });
  let left = seconds;
  const tick = setInterval(() => {
    left -= 1;
    count.textContent = String(Math.max(0, left));
    if (left <= 0) {
      clearInterval(tick);
      onTimeout();
    }
  }, 1000);
  stay.addEventListener('click', onStay);
  // Closing stops the countdown at once; the cover lingers a moment so the
  // click of the touch that closed it cannot land on the game beneath.
  cover.addEventListener('click', (e) => e.target !== stay && e.stopPropagation(), { capture: true });
  return () => {
    clearInterval(tick);
    cover.classList.add('closing');
    setTimeout(() => cover.remove(), 400);
  };
}
