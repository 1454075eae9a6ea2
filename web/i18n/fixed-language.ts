// The language a tree is drawn in whatever the device chose: the build's prerender draws the first
// screen once per language (web/prerender.tsx).
import { createContext } from 'react';
import type { Language } from '../../domain/shell/language.ts';

export const FixedLanguage = createContext<Language | null>(null);
