// What writing an article needs beyond its types (articles-types.ts): the reading time and the
// case study's declaration. Apart, because the home page reads articles-types.ts and its
// JavaScript has a budget.

/** The case study's declaration, on the form's checkbox (docs/rules/trust.md). */
export const PATIENT_CONSENT_LABEL = 'Declaro que o caso não permite identificar o utente e que obtive o seu consentimento.';
/** Why a case study without that declaration is refused, by the form and by the API. */
export const PATIENT_CONSENT_REQUIRED = 'Para publicar um estudo de caso, declare que o caso não permite identificar o utente e que obteve o seu consentimento.';
/** Words a reader reads in a minute: the reading time shown while writing and stored with the article. */
const WORDS_PER_MINUTE = 200;

/**
 * Minutes to read HTML content (at least 1): its words as a reader sees them (markup left out,
 * a tag matched up to the next `<` or `>` as in `htmlTextLength`) at `WORDS_PER_MINUTE`.
 */
export function readingMinutes(html: string): number {
  const words =
    html
      .replace(/<[^<>]*>/g, ' ')
      .replace(/&[a-z#0-9]+;/gi, ' ')
      .match(/\S+/g)?.length ?? 0;
  return Math.min(600, Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)));
}
