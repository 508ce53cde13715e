// A language changed in the game menu while a room drawn in the scene worker
// is open (issue 26, `?render=worker`): the worker has its own Lingui
// instance, started in the page's language (SceneInit), so the page posts the
// new language and its loaded catalog, and the worker activates them. Its
// painted labels then repaint as the page's canvas does (they follow Lingui's
// change through useLanguage).
import type { I18n, Messages } from '@lingui/core';
import { i18n } from '@lingui/core';
import { onLanguageChange } from '../../i18n/language.ts';
import type { PageToScene, SceneLocale } from './protocol.ts';

/** The page's side: posts every change of language with its catalog; returns the function that stops. */
export function followLanguage(send: (message: PageToScene) => void): () => void {
  return onLanguageChange(() => send({ kind: 'scene.locale', locale: i18n.locale, messages: i18n.messages as Record<string, unknown> }));
}

/** The worker's side: its Lingui speaks the page's language. */
export function applyLanguage(into: I18n, message: Pick<SceneLocale, 'locale' | 'messages'>): void {
  into.load(message.locale, message.messages as Messages);
  into.activate(message.locale);
}
