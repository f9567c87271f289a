import type {LocaleCode} from '@site/src/lib/locales';

/** What the suggestion says, in the language it suggests. */
export type SuggestionCopy = {
  /** The card's name for screen readers (it is a region). */
  label: string;
  message: string;
  /** The link to the page in that language. */
  action: string;
  /** The close button's accessible name. */
  dismiss: string;
};

/**
 * The suggestion is written in the language it offers, not the page's: a visitor who does not read
 * the page's language still understands it. So its words live here, not in the page's translations
 * (i18n/<locale>/code.json), and change with this file.
 */
export const SUGGESTION_COPY: Record<LocaleCode, SuggestionCopy> = {
  en: {
    label: 'Language suggestion',
    message: 'This page is also available in English.',
    action: 'View in English',
    dismiss: 'Close',
  },
  es: {
    label: 'Sugerencia de idioma',
    message: 'Esta página también está disponible en español.',
    action: 'Ver en español',
    dismiss: 'Cerrar',
  },
  'pt-BR': {
    label: 'Sugestão de idioma',
    message: 'Esta página também está disponível em português.',
    action: 'Ver em português',
    dismiss: 'Fechar',
  },
  de: {
    label: 'Sprachvorschlag',
    message: 'Diese Seite gibt es auch auf Deutsch.',
    action: 'Auf Deutsch ansehen',
    dismiss: 'Schließen',
  },
  ja: {
    label: '表示言語のご案内',
    message: 'このページは日本語でもご覧いただけます。',
    action: '日本語版を見る',
    dismiss: '閉じる',
  },
};
