// The Brazilian forms the portal must not show (docs/rules/language-and-search.md: every text is European
// Portuguese), and the forms that do not address everyone (docs/rules/first-day.md: a reader's
// gender assumed, '(a)' and '(s)' hacks, quotation marks other than «…»). Read by
// tests/ops/european-portuguese.test.mjs, which scans the string literals and JSX text of src/,
// worker/ and scripts/seed/ (and, for Title Case, of src/ and worker/), and by
// tests/worker/european-portuguese.test.ts, which scans every page the Worker renders.
//
// JavaScript's \b knows no accented letters, so words are bounded by "no letter or digit" either side.

import { DISTRICTS } from '../worker/contract/districts.ts';

const L = '[\\p{L}\\p{N}_]';
/** `source` as a whole word (or words), case as written. */
const word = (source) => new RegExp(`(?<!${L})(?:${source})(?!${L})`, 'u');
/** `source` at the start of a word, case as written. */
const stem = (source) => new RegExp(`(?<!${L})(?:${source})`, 'u');

/**
 * The words after which a possessive is pt-PT: an article, a contraction or a demonstrative before
 * it ("o seu perfil", "do seu perfil", "neste seu…"), or a fixed phrase ("por sua vez", "de sua autoria").
 */
const BEFORE_POSSESSIVE = [
  'o',
  'a',
  'os',
  'as',
  'do',
  'da',
  'dos',
  'das',
  'no',
  'na',
  'nos',
  'nas',
  'ao',
  'à',
  'aos',
  'às',
  'pelo',
  'pela',
  'pelos',
  'pelas',
  'um',
  'uma',
  'uns',
  'umas',
  'de',
  'em',
  'por',
  'este',
  'esta',
  'estes',
  'estas',
  'deste',
  'desta',
  'destes',
  'destas',
  'neste',
  'nesta',
  'esse',
  'essa',
  'esses',
  'essas',
  'desse',
  'dessa',
  'nesse',
  'nessa',
];
const ARTICLE_BEFORE = `(?<!(?:^|[^\\p{L}])(?:${BEFORE_POSSESSIVE.map((w) => `${w}|${w[0].toUpperCase()}${w.slice(1)}`).join('|')})\\s+)`;

/** @type {readonly { form: string; pattern: RegExp; ptPT: string }[]} */
const BRAZILIAN_FORMS = [
  { form: 'registrar / registro / registrado', pattern: word('[Rr]egistr(?:ar|ad[oa]s?|os?|ou|e|em|amos|ando|aram|ar-se|e-se)'), ptPT: 'registar / registo / registado' },
  { form: 'curtir / curtido', pattern: word('[Cc]urt(?:ir|id[oa]s?|iu|indo|iram|imos)'), ptPT: 'gosto / gostou' },
  { form: 'você', pattern: word('[Vv]ocês?'), ptPT: 'the formal third person ("Inicie sessão", "o seu perfil")' },
  {
    form: 'seu / sua / meu / minha without an article',
    pattern: new RegExp(`${ARTICLE_BEFORE}(?<!${L})(?:[Ss]eus?|[Ss]uas?|[Mm]eus?|[Mm]inhas?)(?!${L})`, 'u'),
    ptPT: 'o seu / a sua / o meu / a minha',
  },
  { form: 'usuário', pattern: word('[Uu]su[áa]ri[oa]s?'), ptPT: 'utilizador' },
  { form: 'compartilhar', pattern: stem('[Cc]ompartilh'), ptPT: 'partilhar' },
  { form: 'Meio Período', pattern: /meio per[íi]odo/iu, ptPT: 'Tempo parcial' },
  { form: 'Tempo Integral', pattern: /tempo integral/iu, ptPT: 'Tempo inteiro' },
  {
    form: 'gerund for an action under way (Enviando…)',
    pattern: word('(?:[Ee]nvi|[Pp]esquis|[Cc]arreg|[Ss]alv|[Bb]usc|[Pp]rocess|[Aa]guard|[Ee]ntr|[Rr]egist|[Pp]ublic|[Aa]tualiz|[Cc]ancel|[Bb]aix|[Gg]uard|[Pp]repar|[Tt]ermin)ando'),
    ptPT: 'a + infinitive (A enviar…)',
  },
  { form: 'Logout realizado', pattern: /logout realizado/iu, ptPT: 'Sessão terminada' },
  { form: 'saiu da sua conta', pattern: /saiu da sua conta/iu, ptPT: 'Sessão terminada' },
  { form: 'Faça login / fazer login', pattern: word('(?:[Ff]a[çz]a|[Ff]azer|[Ee]fetu[ea]r?) (?:o )?log(?:in|out)'), ptPT: 'Inicie sessão / termine a sessão' },
  { form: 'logado', pattern: word('[Ll]ogad[oa]s?'), ptPT: 'com sessão iniciada' },
  { form: 'contato', pattern: word('[Cc]ontatos?'), ptPT: 'contacto' },
  { form: 'equipe', pattern: word('[Ee]quipes?'), ptPT: 'equipa' },
  { form: 'arquivo', pattern: word('[Aa]rquivos?'), ptPT: 'ficheiro' },
  { form: 'baixar', pattern: word('[Bb]aix(?:ar|e|ado|ados|ada|adas|ou)'), ptPT: 'transferir' },
  { form: 'tela', pattern: word('[Tt]elas?'), ptPT: 'ecrã' },
  { form: 'celular', pattern: word('[Cc]elular(?:es)?'), ptPT: 'telemóvel' },
  { form: 'buscar', pattern: word('[Bb]usc(?:ar|ou|ado|ada)'), ptPT: 'obter / carregar / pesquisar' },
  { form: 'senha', pattern: word('[Ss]enhas?'), ptPT: 'palavra-passe' },
  { form: 'cadastro / cadastrar', pattern: stem('[Cc]adastr'), ptPT: 'registo / registar' },
  { form: 'acessar', pattern: word('[Aa]cess(?:ar|e|em|ado|ada|ados|adas|ou|ando)'), ptPT: 'aceder' },
  { form: 'deletar', pattern: stem('[Dd]elet(?:ar|ad[oa]s?|e|ou)(?!\\p{L})'), ptPT: 'eliminar / apagar' },
  { form: 'excluir', pattern: word('[Ee]xclu(?:ir|[íi]d[oa]s?|iu|a)'), ptPT: 'eliminar / apagar' },
  { form: 'salvar / salvo', pattern: word('[Ss]alv(?:ar|o|os|ou|e)'), ptPT: 'guardar / guardado' },
  {
    form: 'ê / ô where pt-PT writes é / ó (gênero, Antônio, acadêmico…)',
    pattern: /\p{L}*[êô](?:mic|nic|nim|nom|mio|mod|nero|ni[oa]|men|metr|nus|ne)\p{L}*/u,
    ptPT: 'género, António, académico…',
  },
  { form: 'fato (fact)', pattern: word('(?:[Dd]e|[Oo]|[Pp]elo|[Uu]m|[Dd]o|[Nn]o|[Aa]o) fatos?'), ptPT: 'facto' },
  { form: 'time (team)', pattern: word('(?:[Oo]|[Uu]m|[Dd]o|[Nn]o|[Aa]o|[Nn]osso|[Ss]eu) time'), ptPT: 'equipa' },
  { form: 'lotado', pattern: word('[Ll]otad[oa]s?'), ptPT: 'esgotado / sem vagas' },
  { form: 'planejar', pattern: stem('[Pp]lanej'), ptPT: 'planear' },
  { form: 'treinamento', pattern: word('[Tt]reinamentos?'), ptPT: 'formação / treino' },
  { form: 'gerenciar', pattern: stem('[Gg]erenci(?:ar|amento|ad)'), ptPT: 'gerir / gestão' },
  { form: 'aplicativo', pattern: word('[Aa]plicativos?'), ptPT: 'aplicação' },
  { form: 'esporte', pattern: word('[Ee]sportes?'), ptPT: 'desporto' },
];

/**
 * The forms that do not address everyone (docs/rules/first-day.md): an adjective or a participle that
 * gives the reader a gender, the '(a)' and '(s)' hacks, and quotation marks other than «…».
 */
const NOT_FOR_EVERYONE = [
  { form: 'Bem-vindo / Bem-vinda / Bem-vindo(a)', pattern: word('[Bb]em-vind[oa]s?'), ptPT: 'Boas-vindas' },
  {
    form: 'Está inscrito / fica inscrito (the reader given a gender)',
    pattern: word('(?:[Ee]st[áa]|[Ee]stá|[Ff]ica|[Ff]icou|[Ff]icará|[Ss]er[áa]|[Jj]á está) (?:inscrit|autenticad|convidad)[oa]s?'),
    ptPT: 'A sua inscrição está confirmada / Inscreveu-se',
  },
  {
    form: 'Foi autenticado / Seja o primeiro (the reader given a gender)',
    pattern: word('[Ff]oi autenticad[oa]|[Ss]eja o primeiro|[Ss]eja a primeira|[Éé] o \\d+\\.º'),
    ptPT: 'Sessão iniciada / Escreva o primeiro comentário',
  },
  { form: "'(a)' / '(o)' / '(as)' / '(os)' after a word (inscrito(a), o(a))", pattern: /(?<=\p{L})\((?:a|o|as|os)\)/u, ptPT: 'a phrase that addresses everyone' },
  { form: "'/a' after a word (inscrito/a, o/a, utilizador/a)", pattern: /(?<![\p{L}\p{N}_/.-])\p{L}+\/(?:as?|os?)(?![\p{L}\p{N}_/.-])/u, ptPT: 'a phrase that addresses everyone' },
  { form: "'(s)' for a plural (resultado(s))", pattern: /(?<=\p{L})\((?:s|es)\)/u, ptPT: 'a count in agreement: 1 resultado, 3 resultados' },
  { form: 'quotation marks “…” or "…"', pattern: /[“”]|(?:^|(?<=[\s(]))"(?=\p{L}|$)/u, ptPT: '«…»' },
];

/** Every Brazilian form, and every form that does not address everyone, in `text`, with the offset where it starts. */
export function brazilianForms(text) {
  const found = [];
  for (const entry of [...BRAZILIAN_FORMS, ...NOT_FOR_EVERYONE]) {
    const global = new RegExp(entry.pattern.source, entry.pattern.flags.includes('g') ? entry.pattern.flags : `${entry.pattern.flags}g`);
    for (const match of text.matchAll(global)) found.push({ form: entry.form, ptPT: entry.ptPT, match: match[0], index: match.index ?? 0 });
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * Proper names, which keep their capitals in a sentence-case text: the portal, the places of Portugal
 * (its districts are also a list of names), institutions, laws and products.
 */
const PROPER_NAMES = [
  'Rede TO',
  'TO verificado',
  // The portal's documents, named in a sentence by their titles.
  'Termos de utilização',
  'Política de privacidade',
  'Política de cookies',
  'Terapia Ocupacional',
  'Portugal',
  'União Europeia',
  'Regulamento Geral sobre a Proteção de Dados',
  'Centro de Medicina Baseada na Evidência de Oxford',
  'Oxford',
  'Cloudflare',
  'Minho',
  'Algarve',
  'Açores',
  'Madeira',
  // The health region of the region communities (docs/rules/communities.md).
  'Lisboa e Vale do Tejo',
  ...DISTRICTS,
  'Segurança Social',
  'Cartão de Cidadão',
  'Serviço Nacional de Saúde',
  'Guimarães',
  'Samsung Internet',
  'Chrome',
  'Windows',
  'Safari',
  'Firefox',
  'Edge',
  'Opera',
  'Android',
  'Linux',
].sort((a, b) => b.length - a.length);
const NAMES = new RegExp(`(?<!${L})(?:${PROPER_NAMES.join('|')})(?!${L})`, 'gu');
/** Words between two capitalised words of a Title Case phrase ('Estudos de Caso', 'Voltar a Entrar'). */
const LINKS = 'de|da|do|das|dos|e|a|o|as|os|em|no|na|para|à|ao|com|por';
const TITLE_CASE = new RegExp(`(?<!${L})\\p{Lu}\\p{Ll}+(?:\\s+(?:${LINKS}))?\\s+\\p{Lu}\\p{Ll}+(?!${L})`, 'gu');

/**
 * Title Case in an interface text (docs/rules/first-day.md: titles and buttons use sentence case,
 * 'Editar perfil', 'Guardar alterações'): two capitalised words in a row, or with a short word between
 * them ('Estudos de Caso'), that are not a proper name of PROPER_NAMES. Words in capitals (TO, PDF)
 * are not capitalised words, and a quotation («…», an example of what someone writes) is not the
 * interface's own text.
 */
export function titleCase(text) {
  const withoutNames = text.replace(/«[^«»]*»/g, (quoted) => '_'.repeat(quoted.length)).replace(NAMES, (name) => '_'.repeat(name.length));
  return [...withoutNames.matchAll(TITLE_CASE)].map((match) => ({ match: match[0], index: match.index ?? 0 }));
}
