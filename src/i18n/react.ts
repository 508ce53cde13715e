// React components re-render on a language change by reading it through this
// hook (the game's store and the 3D table are not touched).
import { useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange } from './language.ts';

export const useLanguage = (): string => useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
