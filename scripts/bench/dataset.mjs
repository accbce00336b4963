// The benchmark's large dataset as SQL: members, articles, protocols, events, offers, likes and comments
// with generated Portuguese text. Deterministic for a given seed, so every run measures the same
// data. Statements are multi-row INSERTs kept under D1's 100 KB statement limit.
import { normalizeSearchText } from '../../worker/contract/common.ts';
import { searchStems } from '../../worker/lib/search-stems.ts';
import { sqlValue } from '../seed/demo-data.mjs';
import { adjectives, agree, commonWord, eventTypes, firstNames, headings, locations, masculineNouns, nouns, places, plantedRareWords, surnames, verbs } from './vocabulary.mjs';

export const DEFAULT_COUNTS = { members: 5000, articles: 20000, protocols: 5000, events: 2000, opportunities: 1000, volunteering: 500, questions: 5000 };

/** Share of articles and protocols whose text says "terapia ocupacional". */
export const COMMON_WORD_SHARE = 0.6;

const DAY = 24 * 60 * 60 * 1000;
const MAX_STATEMENT_BYTES = 90_000;
/** Introduces a planted rare word: "Tema relacionado: hipoterapia." */
export const PLANTED_SENTENCE = 'Tema relacionado:';
const ARTICLE_TYPES = ['ARTICLE', 'ARTICLE', 'ARTICLE', 'CASE_STUDY', 'RESEARCH'];

/** mulberry32: a small, fast, seedable generator; Math.random cannot be seeded. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from a list with weight 1 / (rank + 1): the head is common, the tail rare. */
function zipfPicker(list, random, exponent = 1) {
  const cumulative = [];
  let total = 0;
  list.forEach((_, rank) => {
    total += 1 / (rank + 1) ** exponent;
    cumulative.push(total);
  });
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return list[low];
  };
}

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function createWriter(random) {
  const pickNoun = zipfPicker(nouns, random);
  const pickAdjective = zipfPicker(adjectives, random);
  const verb = zipfPicker(verbs, random);
  const place = zipfPicker(places, random, 0.7);
  const pick = (list) => list[Math.floor(random() * list.length)];
  /** A noun with its article ("a rotina", "o plano"), optionally with an adjective that agrees. */
  const phrase = (withAdjective = false) => {
    const noun = pickNoun();
    const article = masculineNouns.has(noun) ? 'o' : 'a';
    return withAdjective ? `${article} ${noun} ${agree(pickAdjective(), noun)}` : `${article} ${noun}`;
  };
  const templates = [
    () => `${capitalise(phrase(true))} ${verb()} ${phrase()} ${place()}.`,
    () => `No acompanhamento ${place()}, o terapeuta ${verb()} ${phrase()} e ${phrase(true)}.`,
    () => `Este trabalho ${verb()} ${phrase(true)} em ${2 + Math.floor(random() * 60)} participantes.`,
    () => `Quando ${phrase()} ${verb()} ${phrase()}, ${phrase(true)} torna-se mais simples.`,
    () => `A equipa ${verb()} ${phrase(true)} com a família ${place()}.`,
  ];
  const sentence = () => pick(templates)();
  const paragraph = (sentences) => Array.from({ length: sentences }, sentence).join(' ');
  return {
    pick,
    /** "avaliação funcional", "plano familiar": a noun and an adjective that agrees, for bios and events. */
    topic: () => {
      const noun = pickNoun();
      return `${noun} ${agree(pickAdjective(), noun)}`;
    },
    title: () => {
      const [first, second] = [pickNoun(), pickNoun()];
      return `${capitalise(first)} ${agree(pickAdjective(), first)} e ${second} ${place()}`;
    },
    summary: () => `${sentence()} ${sentence()}`,
    /** A body of headings, paragraphs and a list, as HTML and as its text; `extra` words are woven into the first paragraph. */
    body: (extra) => {
      const blocks = [];
      const intro = paragraph(3);
      blocks.push(['p', extra.length ? `${intro} ${extra.map((word) => `${PLANTED_SENTENCE} ${word}.`).join(' ')}` : intro]);
      for (let section = 0; section < 2; section += 1) {
        blocks.push(['h2', pick(headings)]);
        blocks.push(['p', paragraph(3)]);
      }
      blocks.push(['ul', [sentence(), sentence(), sentence()]]);
      const html = blocks.map(([tag, value]) => (tag === 'ul' ? `<ul>${value.map((item) => `<li>${item}</li>`).join('')}</ul>` : `<${tag}>${value}</${tag}>`)).join('');
      const text = blocks.map(([tag, value]) => (tag === 'ul' ? value.join('\n') : value)).join('\n');
      return { html, text };
    },
  };
}

/** Which items carry which planted rare word: evenly spread, the same on every run. */
function plantedWords(kind, total) {
  const byIndex = new Map();
  plantedRareWords.forEach(({ word, ...counts }, wordIndex) => {
    const howMany = counts[kind];
    for (let n = 0; n < howMany; n += 1) {
      const index = Math.floor(((n + 0.5) / howMany) * total + wordIndex * 37) % total;
      byIndex.set(index, [...(byIndex.get(index) ?? []), word]);
    }
  });
  return byIndex;
}

/** Groups rows of one table into multi-row INSERT statements under the size limit. */
function* insertStatements(table, columns, rows) {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  let values = [];
  let size = head.length;
  for (const row of rows) {
    const tuple = `(${row.map(sqlValue).join(', ')})`;
    if (values.length > 0 && size + tuple.length + 1 > MAX_STATEMENT_BYTES) {
      yield head + values.join(',');
      values = [];
      size = head.length;
    }
    values.push(tuple);
    size += tuple.length + 1;
  }
  if (values.length > 0) yield head + values.join(',');
}

/**
 * Every statement of the dataset, in order. `categoryIds` are the ids of the categories that the
 * migrations created; `passwordHash` is shared by all members (nobody signs in during the benchmark).
 */
export function* benchStatements({ counts = DEFAULT_COUNTS, categoryIds, passwordHash, now = new Date(), seed = 2026 }) {
  const random = createRandom(seed);
  const writer = createWriter(random);
  const start = now.getTime();
  // Items are spread over three years, ids in publication order as in a real database.
  const createdAt = (index, total) => new Date(start - (total - index) * ((3 * 365 * DAY) / total) - Math.floor(random() * 3_600_000)).toISOString();
  const memberId = () => 1 + Math.floor(random() * counts.members);
  const withCommonWord = (text) => (random() < COMMON_WORD_SHARE ? `${text} Na terapia ${commonWord}, este tema é central.` : text);

  yield* insertStatements(
    'users',
    ['id', 'username', 'email', 'password_hash', 'full_name', 'specialty', 'location', 'bio', 'search_text', 'name_stems', 'specialty_stems', 'location_stems', 'created_at'],
    (function* () {
      for (let id = 1; id <= counts.members; id += 1) {
        const first = writer.pick(firstNames);
        const last = `${writer.pick(surnames)} ${writer.pick(surnames)}`;
        const fullName = `${first} ${last}`;
        const username = `${normalizeSearchText(first)}.${normalizeSearchText(last).replaceAll(' ', '')}${id}`;
        const specialty = writer.pick(['Saúde Mental', 'Pediatria', 'Gerontologia', 'Reabilitação Física', 'Neurologia', 'Educação', 'Saúde Ocupacional', 'Investigação', 'Comunidade e Inclusão']);
        const location = writer.pick(locations);
        yield [
          id,
          username,
          `${username}@example.pt`,
          passwordHash,
          fullName,
          specialty,
          location,
          `Terapeuta ocupacional em ${location}, com interesse em ${writer.topic()}.`,
          normalizeSearchText(`${fullName} ${username} ${specialty} ${location}`),
          searchStems(fullName),
          searchStems(specialty),
          searchStems(location),
          createdAt(id, counts.members + 1),
        ];
      }
    })(),
  );

  const contentRows = function* (kind, total) {
    const planted = plantedWords(kind, total);
    for (let index = 0; index < total; index += 1) {
      const title = writer.title();
      const summary = writer.summary();
      const { html, text } = writer.body(planted.get(index) ?? []);
      const body = withCommonWord(text);
      const content = body === text ? html : `${html}<p>${body.slice(text.length + 1)}</p>`;
      const when = createdAt(index, total);
      yield { id: index + 1, title, summary, content, text: body, when };
    }
  };

  const articleLikes = [];
  yield* insertStatements(
    'articles',
    [
      'id',
      'title',
      'summary',
      'content',
      'content_text',
      'search_text',
      'title_stems',
      'summary_stems',
      'content_stems',
      'author_id',
      'category_id',
      'type',
      'read_time',
      'likes',
      'created_at',
      'updated_at',
    ],
    (function* () {
      for (const item of contentRows('articles', counts.articles)) {
        // Few items are liked a lot, most a little or not at all.
        const likes = Math.floor(random() ** 3 * 12);
        articleLikes.push([item.id, likes, item.when]);
        yield [
          item.id,
          item.title,
          item.summary,
          item.content,
          item.text,
          normalizeSearchText(`${item.title} ${item.summary}`),
          searchStems(item.title),
          searchStems(item.summary),
          searchStems(item.text),
          memberId(),
          writer.pick(categoryIds),
          writer.pick(ARTICLE_TYPES),
          3 + Math.floor(random() * 15),
          likes,
          item.when,
          item.when,
        ];
      }
    })(),
  );

  yield* insertStatements(
    'protocols',
    [
      'id',
      'title',
      'summary',
      'content',
      'content_text',
      'search_text',
      'title_stems',
      'summary_stems',
      'content_stems',
      'author_id',
      'category_id',
      'is_validated',
      'downloads',
      'created_at',
      'updated_at',
    ],
    (function* () {
      for (const item of contentRows('protocols', counts.protocols)) {
        const title = `Protocolo de ${item.title.charAt(0).toLowerCase()}${item.title.slice(1)}`;
        yield [
          item.id,
          title,
          item.summary,
          item.content,
          item.text,
          normalizeSearchText(`${title} ${item.summary}`),
          searchStems(title),
          searchStems(item.summary),
          searchStems(item.text),
          memberId(),
          writer.pick(categoryIds),
          random() < 0.4,
          Math.floor(random() ** 2 * 300),
          item.when,
          item.when,
        ];
      }
    })(),
  );

  yield* insertStatements(
    'events',
    [
      'id',
      'title',
      'description',
      'event_type',
      'event_date',
      'location',
      'organizer_id',
      'max_participants',
      'registered_count',
      'search_text',
      'title_stems',
      'location_stems',
      'description_stems',
      'created_at',
    ],
    (function* () {
      for (let id = 1; id <= counts.events; id += 1) {
        const eventType = writer.pick(eventTypes);
        const title = `${eventType} sobre ${writer.topic()}`;
        const description = writer.summary();
        const location = writer.pick(locations);
        const eventDate = new Date(start + Math.floor((random() * 2 - 1) * 365) * DAY).toISOString();
        yield [
          id,
          title,
          description,
          eventType,
          eventDate,
          location,
          memberId(),
          random() < 0.5 ? 10 + Math.floor(random() * 200) : null,
          0,
          normalizeSearchText(`${title} ${description} ${location}`),
          searchStems(title),
          searchStems(location),
          searchStems(description),
          createdAt(id, counts.events + 1),
        ];
      }
    })(),
  );

  // Offers: a job or a volunteering place in a town, about a topic.
  const offers = (total, roles, organisations) =>
    (function* () {
      for (let id = 1; id <= total; id += 1) {
        const title = `${writer.pick(roles)} em ${writer.topic()}`;
        const description = writer.summary();
        const organisation = writer.pick(organisations);
        const location = writer.pick(locations);
        yield { id, title, description, organisation, location, when: createdAt(id, total + 1) };
      }
    })();
  /** An offer table: who offers it (`host`: company or organization), its own `extra` columns after the place, the contact, the poster, the search columns. */
  const offerTable = (table, host, total, roles, organisations, extra) =>
    insertStatements(
      table,
      [
        'id',
        'title',
        'description',
        host,
        'location',
        ...extra.columns,
        'contact_email',
        'poster_id',
        'search_text',
        'title_stems',
        `${host}_stems`,
        'location_stems',
        'description_stems',
        'created_at',
      ],
      (function* () {
        for (const offer of offers(total, roles, organisations)) {
          yield [
            offer.id,
            offer.title,
            offer.description,
            offer.organisation,
            offer.location,
            ...extra.values(),
            `${extra.mailbox}${offer.id}@example.pt`,
            memberId(),
            normalizeSearchText(`${offer.title} ${offer.description} ${offer.organisation} ${offer.location}`),
            searchStems(offer.title),
            searchStems(offer.organisation),
            searchStems(offer.location),
            searchStems(offer.description),
            offer.when,
          ];
        }
      })(),
    );
  yield* offerTable(
    'opportunities',
    'company',
    counts.opportunities,
    ['Terapeuta ocupacional', 'Terapeuta ocupacional sénior', 'Coordenador de reabilitação'],
    ['Hospital Distrital', 'Clínica de Reabilitação', 'Unidade de Cuidados Continuados', 'Centro de Desenvolvimento Infantil'],
    { columns: ['employment_type'], values: () => [writer.pick(['fulltime', 'parttime', 'freelance'])], mailbox: 'emprego' },
  );
  yield* offerTable('volunteering', 'organization', counts.volunteering, ['Voluntariado', 'Apoio voluntário'], ['Associação de Apoio', 'Banco Alimentar', 'Misericórdia', 'Cruz Vermelha'], {
    columns: [],
    values: () => [],
    mailbox: 'voluntariado',
  });

  yield* insertStatements(
    'likes',
    ['user_id', 'article_id', 'created_at'],
    (function* () {
      for (const [articleId, likes, when] of articleLikes) {
        const first = memberId();
        // Distinct members: a stride coprime with the member count never repeats within 12 steps.
        for (let n = 0; n < likes; n += 1) yield [((first - 1 + n * 7919) % counts.members) + 1, articleId, when];
      }
    })(),
  );

  yield* insertStatements(
    'comments',
    ['content', 'user_id', 'article_id', 'created_at'],
    (function* () {
      for (const [articleId, , when] of articleLikes) {
        if (random() < 0.3) yield [`Obrigado pela partilha. ${writer.summary()}`, memberId(), articleId, when];
      }
    })(),
  );

  // Clinical questions (docs/rules/questions.md): a tenth anonymous, a quarter in one of the seeded
  // communities (all open), each with 0 to 4 answers (counted by the triggers of migration 0020),
  // a third of those answered with one accepted.
  const questionTotal = counts.questions ?? 0;
  const answered = [];
  yield* insertStatements(
    'questions',
    ['id', 'title', 'content', 'content_text', 'title_stems', 'content_stems', 'author_id', 'anonymous', 'category_id', 'community_id', 'privacy_acknowledged', 'created_at'],
    (function* () {
      for (const item of contentRows('questions', questionTotal)) {
        const title = `${item.title}: como fazer?`;
        answered.push([item.id, Math.floor(random() * 5), item.when]);
        yield [
          item.id,
          title,
          item.content,
          item.text,
          searchStems(title),
          searchStems(item.text),
          memberId(),
          random() < 0.1 ? 1 : 0,
          random() < 0.7 ? writer.pick(categoryIds) : null,
          random() < 0.25 ? 1 + Math.floor(random() * 21) : null,
          '[]',
          item.when,
        ];
      }
    })(),
  );
  let answerId = 0;
  const accepted = [];
  yield* insertStatements(
    'answers',
    ['id', 'question_id', 'author_id', 'content', 'content_text', 'votes', 'privacy_acknowledged', 'created_at'],
    (function* () {
      for (const [questionId, answers, when] of answered) {
        for (let n = 0; n < answers; n += 1) {
          answerId += 1;
          const text = writer.summary();
          if (n === 0 && random() < 0.33) accepted.push([questionId, answerId]);
          yield [answerId, questionId, memberId(), `<p>${text}</p>`, text, Math.floor(random() ** 2 * 8), '[]', when];
        }
      }
    })(),
  );
  for (let start = 0; start < accepted.length; start += 500) {
    const pairs = accepted.slice(start, start + 500);
    yield `UPDATE questions SET accepted_answer_id = CASE id ${pairs.map(([q, a]) => `WHEN ${q} THEN ${a}`).join(' ')} END WHERE id IN (${pairs.map(([q]) => q).join(', ')})`;
  }
}
