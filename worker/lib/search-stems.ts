import { stemmer } from '@orama/stemmers/portuguese';
import { normalizeSearchText } from '#contract/common-types';

// Search tolerant of Portuguese plural and gender (docs/rules/language-and-search.md): the text is indexed,
// and the query searched, as stems: "idosos", "idosas" and "idosa" are all "idos". The same
// function runs on both sides, so they always agree. Also imported by the seed and the benchmark
// dataset (scripts/), which write stems into the rows they insert.

/** Words too common to narrow a search: left out of the index and of queries. */
const STOP_WORDS = new Set('a ao aos as com como da das de do dos e em entre na nas no nos num numa o os ou para pela pelas pelo pelos por que se sem sob sobre um uma umas uns depois'.split(' '));

/** A word longer than this is not a word (a URL, a run of letters): indexed as its first letters. */
const MAX_WORD_LENGTH = 40;

/**
 * Plural endings the Snowball stemmer leaves apart from their singular, on words already without
 * accents: "intervenções" and "intervenção" would stem to "intervenco" and "intervenca",
 * "ocupacionais" and "ocupacional" to "ocupacion" and "ocupacional". Each is turned into its
 * singular first. The minimum lengths keep short words ("mais", "pais", "seis") as they are.
 */
const PLURAL_ENDINGS: readonly (readonly [suffix: string, singular: string, minLength: number])[] = [
  ['oes', 'ao', 5],
  ['aes', 'ao', 5],
  ['ais', 'al', 6],
  ['eis', 'el', 6],
  ['ois', 'ol', 6],
  ['ns', 'm', 4],
];

function singular(word: string): string {
  for (const [suffix, replacement, minLength] of PLURAL_ENDINGS) {
    if (word.length >= minLength && word.endsWith(suffix)) return word.slice(0, -suffix.length) + replacement;
  }
  return word;
}

/** The stem of a word already without accents, in lower case. */
function stemWord(word: string): string {
  return stemmer(singular(word.slice(0, MAX_WORD_LENGTH)));
}

/** The words of a text without accents, in lower case, stop words left out. */
function wordsOf(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !STOP_WORDS.has(word));
}

/**
 * What a searched field's `*_stems` column holds: the stem of each of its words, in order,
 * separated by spaces ('' for an empty or absent field).
 */
export function searchStems(text: string | null | undefined): string {
  if (!text) return '';
  return wordsOf(text).map(cachedStem).join(' ');
}

/** Stems already computed: a text repeats its words, and a language has few common ones. */
const knownStems = new Map<string, string>();
const KNOWN_STEMS_LIMIT = 20_000;

function cachedStem(word: string): string {
  let stem = knownStems.get(word);
  if (stem === undefined) {
    stem = stemWord(word);
    if (knownStems.size >= KNOWN_STEMS_LIMIT) knownStems.clear();
    knownStems.set(word, stem);
  }
  return stem;
}

/** The stems a query searches for, in the order typed; empty when nothing searchable is left. */
export function queryStems(input: string): string[] {
  return wordsOf(input).map(stemWord);
}

const MAX_TERMS = 12;

/**
 * The FTS5 expression for what a person typed: the Portuguese stem of each word (so that "idosos"
 * finds "idosas"), quoted so that no operator, quote or bracket in the input is read as syntax, all
 * of them required, each a whole word. The search is submitted, not run while typing, and a stem
 * read as a prefix finds other words: "Porto" (`port`) found Portugal, "Viseu" (`vis`) found
 * visão, "Braga" found Bragança (decision 019). Null when nothing searchable is left.
 */
export function toFtsQuery(input: string): string | null {
  const terms = queryStems(input).slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(' ');
}
