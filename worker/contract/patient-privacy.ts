import { GIVEN_NAMES, SURNAMES_SET } from './portuguese-names.ts';

// What in a clinical text may identify a patient (docs/rules/patient-privacy.md): the writer shows
// it as the author types, and the Worker asks for each finding to be acknowledged before a case
// study or a clinical question is published. No network, no state, and linear in the text's
// length: every pattern below is anchored at a word's start by a look-behind and bounded in how
// far it reads, and the context of a number is read from a bounded window before it.

export type PrivacyKind = 'nif' | 'niss' | 'sns' | 'cc' | 'phone' | 'email' | 'postal-code' | 'process' | 'date' | 'age' | 'name' | 'place';

export interface PrivacyFinding {
  kind: PrivacyKind;
  /** The characters found, as written. */
  text: string;
  /** Their offsets in the text checked (for HTML, its text without the tags). */
  start: number;
  end: number;
  /** What to write instead. */
  suggestion: string;
}

const PRIVACY_SUGGESTIONS: Record<PrivacyKind, string> = {
  nif: '[NIF]',
  niss: '[NISS]',
  sns: '[N.º DE UTENTE]',
  cc: '[N.º DO CARTÃO DE CIDADÃO]',
  phone: '[TELEFONE]',
  email: '[E-MAIL]',
  'postal-code': '[CÓDIGO POSTAL]',
  process: '[N.º DE PROCESSO]',
  date: '[DATA]',
  age: 'mais de 89 anos',
  name: '[NOME]',
  place: '[INSTITUIÇÃO]',
};

/** Why each kind is shown, in the author's words. */
export const PRIVACY_REASONS: Record<PrivacyKind, string> = {
  nif: 'Parece um número de identificação fiscal (NIF).',
  niss: 'Parece um número de identificação da Segurança Social (NISS).',
  sns: 'Parece um número de utente do SNS.',
  cc: 'Parece o número de um Cartão de Cidadão.',
  phone: 'Parece um número de telefone.',
  email: 'Parece um endereço de e-mail.',
  'postal-code': 'Parece um código postal, que localiza a morada.',
  process: 'Parece um número de processo, episódio ou cama.',
  date: 'Uma data completa (de nascimento, internamento ou alta) pode identificar o utente.',
  age: 'Idades a partir dos 90 anos são raras e podem identificar o utente.',
  name: 'Parece o nome de uma pessoa.',
  place: 'Parece o nome de uma instituição concreta (hospital, escola, lar…).',
};

/** The text of HTML as the review reads it: tags removed, blocks on lines of their own, entities read. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<\/(?:p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** The fields of an item the review reads, and a finding in one of them. */
export type ReviewedField = 'title' | 'summary' | 'content';
export interface FieldFinding extends PrivacyFinding {
  field: ReviewedField;
}

/** `422 {message, findings}`: what a case study may not be published with until replaced or acknowledged. */
export const PRIVACY_REVIEW_REQUIRED = 'O texto pode identificar o utente. Substitua o que está assinalado ou confirme, um a um, que pode ficar.';

/**
 * What in the fields may identify a patient and the author has not acknowledged: a finding is
 * acknowledged by its exact characters, so a changed text is reviewed again.
 */
export function unacknowledgedRisks(fields: Partial<Record<ReviewedField, string>>, acknowledged: readonly string[]): FieldFinding[] {
  const kept = new Set(acknowledged);
  const findings: FieldFinding[] = [];
  for (const field of ['title', 'summary', 'content'] as const) {
    const text = fields[field];
    if (text) for (const finding of findPrivacyRisks(text)) if (!kept.has(finding.text)) findings.push({ ...finding, field });
  }
  return findings;
}

/** How far before a number its context words are looked for. */
const CONTEXT_WINDOW = 40;

// A number as Portuguese identifiers and telephones are written: contiguous, or in their usual
// groups (912 345 678, 21 234 56 78), with an optional +351 or 00351 before it.
const NUMBER =
  /(?<![\p{L}\p{N}])(?:(?:\+|00)351[ .-]?)?(?:\d{9,12}|\d{3}[ .]\d{3}[ .]\d{3}|\d{2}[ .]\d{3}[ .]\d{2}[ .]\d{2}|\d{3}[ .]\d{2}[ .]\d{2}[ .]\d{2}|\d{2}[ .]\d{3}[ .]\d{4})(?![\p{L}\p{N}]|[.,]\d)/gu;
const CITIZEN_CARD = /(?<![\p{L}\p{N}])\d{8}[ -]?\d[ -]?[A-Za-z]{2}\d(?![\p{L}\p{N}])/gu;
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,6}/gu;
const POSTAL_CODE = /(?<![\p{L}\p{N}-])\d{4}-\d{3}(?![\p{L}\p{N}-])/gu;
/** A process, episode or hospital card number (at least four digits) after its words. */
const PROCESS_NUMBER =
  /(?<![\p{L}\p{N}])(?:processo(?: clínico)?|proc\.|epis[óo]dio|cart[ãa]o hospitalar|registo)(?: (?:n\.?\s?º|nº|n\.|número))?[ :.]{0,3}([A-Z]{0,3}\d[\d/-]{3,14})(?![\p{L}\p{N}])/giu;
/** A bed or room number after its word. */
const BED_NUMBER = /(?<![\p{L}\p{N}])(?:cama|quarto)(?: (?:n\.?\s?º|nº|n\.|número))?[ :.]{1,3}(\d{1,4}[A-Z]?)(?![\p{L}\p{N}])/giu;
const MONTHS = 'janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';
const WRITTEN_DATE = new RegExp(`(?<![\\p{L}\\p{N}])(?:[12]?\\d|3[01]|1\\.º|primeiro) de (?:${MONTHS}) de (?:19|20)\\d{2}(?![\\p{L}\\p{N}])`, 'giu');
// Day, month and a four-digit year; a two-digit year only in the dd/mm/yy form.
const NUMERIC_DATE = /(?<![\p{L}\p{N}/.-])(?:(?:0?[1-9]|[12]\d|3[01])([/.-])(?:0?[1-9]|1[0-2])\1(?:19|20)\d{2}|(?:0[1-9]|[12]\d|3[01])([/.])(?:0[1-9]|1[0-2])\2\d{2})(?![\p{L}\p{N}]|[/.-]\d)/gu;
const ISO_DATE = /(?<![\p{L}\p{N}/.-])(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?![\p{L}\p{N}]|-\d)/gu;
const AGE = /(?<![\p{L}\p{N},.])(?:9\d|1[01]\d)(?: |-)?anos(?![\p{L}\p{N}])/giu;
/** 'na casa dos 90 anos', 'década dos 90 anos': an age in decades, which does not identify. */
const AGE_IN_DECADES = /(?:casa dos|d[ée]cada dos) ?$/i;
const TITLED_NAME = /(?<![\p{L}\p{N}])(?:Sr\.ª?|Sra\.|Srª\.?|D\.|Dona|Senhor|Senhora) (\p{Lu}\p{Ll}{1,20}(?: (?:d[aeo]s? )?\p{Lu}\p{Ll}{1,20}){0,3})(?![\p{L}\p{N}])/gu;
const CAPITALISED_RUN = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}{1,20}(?: (?:d[aeo]s? )?\p{Lu}\p{Ll}{1,20}){1,4}(?![\p{L}\p{N}])/gu;
const INSTITUTION =
  /(?<![\p{L}\p{N}])(?:Hospital|Centro Hospitalar|Unidade Local de Saúde|ULS|Centro de Saúde|Unidade de Saúde Familiar|USF|UCSP|Centro de Reabilitação|Clínica|Escola(?: Básica| Secundária| Profissional)?|EB[123]?(?:\/JI)?|Agrupamento de Escolas|Jardim de Infância|Colégio|Creche|Lar|ERPI|Estrutura Residencial para Pessoas Idosas|Casa de Repouso|Residência Sénior|Santa Casa da Misericórdia|Centro de Dia)( (?:d[aeo]s? |de )?)((?:\p{Lu}[\p{L}'’-]{0,20}|\d{1,3})(?: (?:d[aeo]s? |de |e )?(?:\p{Lu}[\p{L}'’-]{0,20}|\d{1,3})){0,4})(?![\p{L}\p{N}])/gu;
/** Words that follow an institution's kind without naming one ('a Escola Básica', 'o Hospital Central'). */
const GENERIC_INSTITUTION_WORDS = new Set([
  'basica',
  'secundaria',
  'profissional',
  'familiar',
  'residencial',
  'geral',
  'central',
  'publico',
  'publica',
  'privado',
  'privada',
  'local',
  'regional',
  'distrital',
  'pediatrico',
  'psiquiatrico',
  'universitario',
]);

const PHONE_CONTEXT = /(?:tel\.?|telefone|telem[óo]vel|contacto|tlm\.?|tlf\.?|fax)\W*$/i;
const NIF_CONTEXT = /(?:nif|contribuinte|fiscal)\W*$/i;
const NIF_NEARBY = /(?:nif|contribuinte|fiscal)[^\n]{0,20}$/i;
const NISS_CONTEXT = /(?:niss|seguran[çc]a social)\W*$/i;
const SNS_CONTEXT = /(?:utente|sns|servi[çc]o nacional de sa[úu]de)[^\n]{0,20}$/i;

const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The NIF's check digit: weights 9 to 2 over the first eight digits, modulo 11. */
export function isValidNif(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || !/^(?:[1235689]|45|7[0124579])/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 8; index += 1) sum += Number(digits[index]) * (9 - index);
  const rest = sum % 11;
  return Number(digits[8]) === (rest < 2 ? 0 : 11 - rest);
}

const NISS_WEIGHTS = [29, 23, 19, 17, 13, 11, 7, 5, 3, 2];

/** The NISS's check digit: weighted by the first primes from 29 down, 9 minus the sum modulo 10. */
export function isValidNiss(digits: string): boolean {
  if (!/^[12]\d{10}$/.test(digits)) return false;
  const sum = NISS_WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return Number(digits[10]) === 9 - (sum % 10);
}

/** The Cartão de Cidadão's document number (8 digits, a check digit, two letters, a check digit): a Luhn sum with letters worth 10 to 35. */
export function isValidCitizenCard(documentNumber: string): boolean {
  const characters = documentNumber.replace(/[ -]/g, '').toUpperCase();
  if (!/^\d{9}[A-Z0-9]{2}\d$/.test(characters)) return false;
  let sum = 0;
  for (let index = characters.length - 1, double = false; index >= 0; index -= 1, double = !double) {
    let value = Number.parseInt(characters[index]!, 36);
    if (double) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return sum % 10 === 0;
}

const isPhone = (digits: string) => /^(?:351)?(?:9[1236]\d{7}|2\d{8})$/.test(digits);

/** What a number is, from its digits and the words just before it; null for an ordinary number. */
function numberKind(written: string, before: string): PrivacyKind | null {
  const digits = written.replace(/\D/g, '').replace(/^00/, '');
  if (/^(?:\+|00)351/.test(written)) return isPhone(digits) ? 'phone' : null;
  if (digits.length === 9) {
    // 'NIF do utente: …' is a NIF; a number after 'utente' that is not one is the SNS number.
    if (NIF_NEARBY.test(before) && isValidNif(digits)) return 'nif';
    if (SNS_CONTEXT.test(before)) return 'sns';
    if (PHONE_CONTEXT.test(before) && isPhone(digits)) return 'phone';
    if (NIF_CONTEXT.test(before) || isValidNif(digits)) return 'nif';
    return isPhone(digits) ? 'phone' : null;
  }
  if (digits.length === 11 && (isValidNiss(digits) || NISS_CONTEXT.test(before))) return 'niss';
  return null;
}

const isNamePart = (word: string) => GIVEN_NAMES.has(fold(word)) || SURNAMES_SET.has(fold(word));

/**
 * People's names among runs of capitalised words: a given name followed (directly or after
 * da/de/do/das/dos) by a surname or another given name. A run may hold more than one name, and
 * words that are neither are left alone ('Escala de Berg', 'Terapia Ocupacional').
 */
function namesIn(run: string, offset: number, found: PrivacyFinding[]): void {
  const words = [...run.matchAll(/\p{Lu}\p{Ll}+|d[aeo]s?/gu)];
  for (let index = 0; index < words.length; index += 1) {
    const first = words[index]!;
    if (!GIVEN_NAMES.has(fold(first[0]))) continue;
    let last = index;
    for (let next = index + 1; next < words.length; next += 1) {
      const word = words[next]![0];
      if (/^d[aeo]s?$/.test(word)) continue;
      if (!isNamePart(word)) break;
      last = next;
    }
    if (last === index) continue;
    const start = offset + first.index;
    const end = offset + words[last]!.index + words[last]![0].length;
    found.push({ kind: 'name', text: '', start, end, suggestion: PRIVACY_SUGGESTIONS.name });
    index = last;
  }
}

/** Everything in `text` that may identify a patient, in the order it appears, none overlapping. */
export function findPrivacyRisks(text: string): PrivacyFinding[] {
  const found: PrivacyFinding[] = [];
  const add = (kind: PrivacyKind, start: number, end: number) => found.push({ kind, text: '', start, end, suggestion: PRIVACY_SUGGESTIONS[kind] });

  for (const match of text.matchAll(EMAIL)) add('email', match.index, match.index + match[0].length);
  for (const match of text.matchAll(CITIZEN_CARD)) if (isValidCitizenCard(match[0])) add('cc', match.index, match.index + match[0].length);
  for (const match of text.matchAll(NUMBER)) {
    const kind = numberKind(match[0], text.slice(Math.max(0, match.index - CONTEXT_WINDOW), match.index));
    if (kind) add(kind, match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(POSTAL_CODE)) add('postal-code', match.index, match.index + match[0].length);
  for (const pattern of [PROCESS_NUMBER, BED_NUMBER]) {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      add('process', end - match[1]!.length, end);
    }
  }
  for (const pattern of [WRITTEN_DATE, NUMERIC_DATE, ISO_DATE]) for (const match of text.matchAll(pattern)) add('date', match.index, match.index + match[0].length);
  for (const match of text.matchAll(AGE)) {
    if (AGE_IN_DECADES.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    add('age', match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(INSTITUTION)) {
    const name = match[2]!;
    if (name.split(' ').every((word) => GENERIC_INSTITUTION_WORDS.has(fold(word)) || /^d[aeo]s?$|^de$|^e$/.test(word))) continue;
    add('place', match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(TITLED_NAME)) {
    const end = match.index + match[0].length;
    add('name', end - match[1]!.length, end);
  }
  for (const match of text.matchAll(CAPITALISED_RUN)) namesIn(match[0], match.index, found);

  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PrivacyFinding[] = [];
  for (const finding of found) {
    const previous = kept[kept.length - 1];
    if (previous && finding.start < previous.end) continue;
    kept.push({ ...finding, text: text.slice(finding.start, finding.end) });
  }
  return kept;
}
