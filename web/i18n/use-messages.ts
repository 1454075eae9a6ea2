// The message catalogue in the customer's language (domain/messages.ts and its twins): refusals
// and the texts a screen names by code. Imported by the screens that dispatch commands, it loads
// with them, not with the first screen.
import { useMemo } from 'react';
import { formatMessageIn, rejectionText } from '../../domain/i18n/rejection-text.ts';
import type { MessageCode, MessageParams } from '../../domain/messages.ts';
import type { Rejection } from '../../domain/result.ts';
import type { Language } from '../../domain/shell/language.ts';
import { useLanguage } from './language-store.ts';

export interface Messages {
  /** A catalogue text, its placeholders filled. */
  readonly message: (code: MessageCode, params?: MessageParams) => string;
  /** A refusal: written again in this language where its code is known, else as sent. */
  readonly rejection: (rejection: Rejection) => string;
}

function messagesIn(language: Language): Messages {
  return {
    message: (code, params) => formatMessageIn(language, code, params),
    rejection: (r) => rejectionText(r, language),
  };
}

export function useMessages(): Messages {
  const language = useLanguage();
  return useMemo(() => messagesIn(language), [language]);
}
