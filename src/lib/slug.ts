/**
 * Text as the lowercase words joined by hyphens that file names and addresses use here, accents
 * dropped ("Crème Brûlée (2)" → "creme-brulee-2"); empty when no letter or digit is left. One rule
 * for the names the content checks suggest, the photos' variants and the editor's uploads.
 */
export const toSlug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
