// What a tab says when its game is played in another tab: before the room
// starts ("open in another tab", take it over here) or after the other tab
// took it over ("moves here are not saved"). Plain DOM over everything, so it
// works with or without the room's React tree; the button takes focus, since
// nothing else on the page may be used meanwhile.
import { i18n } from '@lingui/core';
import './tab-notice.css';

export interface TabNotice {
  title: string;
  text: string;
  button: string;
  onClick(): void;
}

/** Shows `notice` in `parent` (a dialog covering the page); returns its removal. */
export function showTabNotice(parent: HTMLElement, notice: TabNotice): () => void {
  const cover = document.createElement('div');
  cover.className = 'tab-notice-cover';
  const box = document.createElement('section');
  box.className = 'tab-notice';
  box.setAttribute('role', 'alertdialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-labelledby', 'tab-notice-title');
  box.setAttribute('aria-describedby', 'tab-notice-text');
  box.dataset['testid'] = 'tab-notice';
  const h = document.createElement('h1');
  h.id = 'tab-notice-title';
  h.textContent = notice.title;
  const p = document.createElement('p');
  p.id = 'tab-notice-text';
  p.textContent = notice.text;
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset['testid'] = 'take-over';
  button.textContent = notice.button;
  button.addEventListener('click', () => notice.onClick());
  const lobby = document.createElement('a');
  lobby.href = './';
  lobby.textContent = i18n._({ id: 'tabs.back-to-lobby', message: 'Back to the lobby' });
  box.append(h, p, button, lobby);
  cover.append(box);
  parent.append(cover);
  button.focus();
  return () => cover.remove();
}
