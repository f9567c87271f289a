/**
 * The one phrase a card draws that its page does not show: "Omnia partner", beside the site's
 * host under a partner's card. Everything else on a card is the page's own words (its title, the
 * partner's name, tagline and kind as the page shows them, in the page's language) or a name
 * (Omnia, the host). Written with each language's glossary (i18n/<code>/glossary.md: "socio",
 * "parceiro", "Partner", "パートナー").
 */
const PARTNER_LINE: Record<string, string> = {
  en: 'Omnia partner',
  es: 'Socio de Omnia',
  pt: 'Parceiro da Omnia',
  de: 'Omnia-Partner',
  ja: 'Omniaのパートナー',
};

/** The languages the card has words for, by primary subtag. */
export const CARD_LANGUAGES = Object.keys(PARTNER_LINE);

/** "Omnia partner" in the page's language (its `<html lang>`: en, es-419, pt-BR, de, ja). */
export function partnerLine(lang: string): string {
  const words = PARTNER_LINE[lang.toLowerCase().split('-')[0]];
  if (!words) {
    throw new Error(
      `share cards: a page in "${lang}" names a partner card, and the card has no words in that language: ` +
        `add them to PARTNER_LINE in plugins/share-cards/words.ts`,
    );
  }
  return words;
}
