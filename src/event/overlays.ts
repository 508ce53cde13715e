// The attract loop's caption and the "Still playing?" countdown, plain DOM
// over a game room. Each returns the function that removes it.
import './event.css';
import { h } from '../ui/dom.ts';

const host = (): HTMLElement => document.querySelector('main') ?? document.body;

/** The large caption over a bots-only game: "Touch to play", the game's name and its one-line pitch. */
export function showAttractCaption(title: string, pitch: string): () => void {
  const caption = h(
    'div',
    { class: 'event-caption', 'data-testid': 'event-caption', 'aria-live': 'polite' },
    h('p', { class: 'event-caption-touch' }, 'Touch to play'),
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
  const stay = h('button', { type: 'button', class: 'event-stay', 'data-testid': 'event-stay' }, 'Keep playing');
  const card = h(
    'div',
    { class: 'event-still-card', role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'event-still-title', 'aria-describedby': 'event-still-text' },
    h('h2', { id: 'event-still-title' }, 'Still playing?'),
    h('p', { id: 'event-still-text' }, 'Touch the screen to go on. Otherwise the table goes back to the start in ', count, ' s.'),
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
