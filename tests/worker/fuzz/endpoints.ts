import fc from 'fast-check';
import { GOOD_PASSWORD } from '../account-helpers';
import { env } from '../helpers';
import { nestedHtml } from './nested-html';
import { ref, type PoolMember, type RefName } from './world';

/*
 * Every write and list endpoint of the API, with what a valid-looking request to it carries. The
 * properties (properties.ts) mutate these bodies, put hostile ids in the paths and hostile
 * parameters in the queries, and check each answer.
 */

export type FileKind = 'image' | 'avatar' | 'pdf';

export interface WriteEndpoint {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** With `:id` where the path names an item. */
  path: string;
  /** The ids that `:id` takes besides hostile ones. */
  ids?: RefName[];
  /** How often the request carries the member's session cookie (the rest are visitors). */
  signedIn: number;
  /** A valid-looking body; the endpoints that read no body get `{}`, and hostile bodies all the same. */
  body: fc.Arbitrary<Record<string, unknown>>;
  /** Fields stored as text: they must refuse control characters and lone surrogates, and are answered in NFC. */
  textFields?: string[];
  /** Fields that name an upload, and the kind of upload each must be. */
  fileFields?: Record<string, FileKind>;
  /** Whether the sender may name their own uploads (not when registering: a visitor has none). */
  ownFilesAllowed?: boolean;
  /** Where the stored item names a text field otherwise than the body does. */
  answerFields?: Record<string, string>;
  /** The stored item, for an endpoint whose answer does not carry it (contact messages). */
  readBack?: () => Promise<Record<string, unknown>>;
  /** Whether the body may carry a `username`: 3 to 30 of a-z, 0-9, '.', '_' and '-', unique whatever its case. */
  username?: boolean;
  /** Fields read as a date: ISO 8601 only. */
  dateFields?: string[];
  /** Password hashes the request may compute (see budget.ts). */
  passwordHashes?: number;
  /** For uploads: the multipart field and the kind of file. */
  upload?: { field: string; kind: FileKind };
  /** What a success changes in the test's world (a new password). */
  onSuccess?: (member: PoolMember, sentBody: Record<string, unknown>) => void;
}

export interface ReadEndpoint {
  path: string;
  ids?: RefName[];
  queryKeys: string[];
  /** Members only: mostly sent signed in. */
  membersOnly?: boolean;
  /** What a 2xx answer is: a list (JSON array), the search result, or one item. */
  shape: 'list' | 'search' | 'item' | 'file';
}

// ------------------------------------------------------------------------------------------
// Valid-looking values.

/** Mostly `valid`, sometimes one of `invalid`: valid-looking bodies should often be valid, so that the handler runs to the end. */
const mostly = <T>(valid: fc.Arbitrary<T>, ...invalid: unknown[]): fc.Arbitrary<unknown> => fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: fc.constantFrom(...invalid) });

const text = (samples: string[], minLength: number, maxLength: number) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...samples) }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) });

const title = text(['Intervenção sensorial na escola', 'Avaliação funcional em pediatria', 'Ação comunitária em São João da Madeira'], 5, 40);
const summary = text(['Um resumo com mais de dez caracteres.', 'Resumo: como adaptar a casa depois de um AVC.'], 10, 80);
const description = text(['Descrição com detalhe suficiente para ser aceite pelo portal.', 'Procuramos terapeuta ocupacional para uma equipa de pediatria.'], 20, 120);
const place = text(['Lisboa', 'Porto', 'Beja', 'Online'], 3, 30);
const longText = 'A terapia ocupacional ajuda as pessoas a participar nas atividades do dia a dia que lhes dão sentido.';

/** HTML of articles and protocols, long enough to be accepted: ordinary formatting, and markup the sanitiser must remove. */
const formattedHtml = fc
  .array(
    fc.constantFrom(
      `<p>${longText}</p>`,
      `<h2>Objetivos</h2><ul><li>${longText}</li><li>Autonomia</li></ul>`,
      `<p><strong>Nota:</strong> <a href="https://www.example.pt/guia" target="_blank">guia</a> e <em>exemplos</em>.</p>`,
      `<p onclick="alert(1)" style="color:red">${longText}</p>`,
      '<script>alert(1)</script><iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(1)">clique</a><img src="/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.png" onerror="alert(1)">',
      '<svg><script>alert(1)</script></svg><math><mi>x</mi></math>',
      '<table><tr><td colspan="2">célula</td></tr></table><pre><code>x &lt; y</code></pre>',
      '<!-- comentário --><p>&amp; &nbsp; &#x26; &eacute;</p>',
      '<p><<b>>texto</b> < > &</p>',
    ),
    { maxLength: 4 },
  )
  .map((parts) => `<p>${longText}</p>${parts.join('')}`);
/** Mostly formatted HTML; sometimes nested or unbalanced past the bounds checked before parsing, after text long enough to be accepted. */
const html = fc.oneof({ weight: 3, arbitrary: formattedHtml }, { weight: 1, arbitrary: nestedHtml.map((nested) => `<p>${longText}</p>${nested}`) });

const categoryId = mostly(fc.constantFrom(ref('category'), ref('category', true)), ref('missingCategory'), 0);

/** An upload of each kind, the member's own or someone else's, one that does not exist, or none. */
export const fileRef = fc.constantFrom(ref('ownImage'), ref('ownAvatar'), ref('ownPdf'), ref('otherImage'), ref('otherAvatar'), ref('otherPdf'), ref('unknownFile'), '', null);

const OWN_UPLOAD: Record<FileKind, RefName> = { image: 'ownImage', avatar: 'ownAvatar', pdf: 'ownPdf' };
/** Mostly the member's own upload of the right kind or none, sometimes any other reference. */
const fileRefFor = (kind: FileKind) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(ref(OWN_UPLOAD[kind]), null, '') }, { weight: 1, arbitrary: fileRef });

/** A date: ISO 8601 (in the future, as events need), or text that `Date.parse` reads but ISO 8601 does not. */
export const dateString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('2031-05-10T10:00', '2031-05-10T10:00:00Z', '2031-05-10', '2031-05-10T10:00:00.000+01:00', '2031-12-31T23:59:59.999Z') },
  { weight: 1, arbitrary: fc.date({ min: new Date('2027-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((date) => date.toISOString()) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'foo 2030',
      'December 17, 2030 10:00',
      'Tue, 17 Dec 2030 10:00:00 GMT',
      '17/12/2030',
      '2030/12/17',
      '12/17/2030',
      '2030-12-17T10:00:00 GMT+0100',
      'amanhã 2031',
      '2031-02-30',
      '2031-13-01T00:00',
    ),
  },
);

/** Usernames around the rule: too short or long, accents, other scripts, blanks, capitals, a taken one in capitals. */
export const usernameCandidate = fc.constantFrom(
  ref('uniqueUsername'),
  ref('takenUsername'),
  ref('takenUsernameInCapitals'),
  'ab',
  'a'.repeat(31),
  'joão.silva',
  'аna.silva', // Cyrillic а
  'Nome Com Espaço',
  'nome@dominio',
  'Maria.Silva',
  ' ana.silva ',
  'ana\u200Bsilva',
);

/** What a stored username must be. */
export const USERNAME_RULE = /^[a-z0-9._-]{3,30}$/;

/**
 * Whether a date string has the shape of ISO 8601 (date, optional time and zone). The space
 * between date and time that RFC 3339 allows is let through too: only text that is plainly not
 * ISO 8601 is held against the API.
 */
export const isIsoShaped = (value: string) => /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/.test(value.trim());

const articleFields = {
  title,
  summary,
  content: html,
  categoryId,
  type: mostly(fc.constantFrom('ARTICLE', 'CASE_STUDY', 'RESEARCH'), 'article', 'OTHER'),
  readTime: mostly(fc.integer({ min: 1, max: 600 }), '15', 0, 601),
  imageUrl: fileRefFor('image'),
  pdfUrl: fileRefFor('pdf'),
};
const protocolFields = { title, summary, content: html.map((content) => `${content}<p>${longText}</p>`), categoryId, imageUrl: fileRefFor('image'), pdfUrl: fileRefFor('pdf') };

const commentTarget = (field: 'articleId' | 'protocolId') =>
  field === 'articleId'
    ? mostly(fc.constantFrom(ref('ownArticle'), ref('otherArticle'), ref('otherArticle', true)), ref('missingId'))
    : mostly(fc.constantFrom(ref('ownProtocol'), ref('otherProtocol'), ref('otherProtocol', true)), ref('missingId'));

const noBody = fc.constant<Record<string, unknown>>({});

const password = mostly(fc.constantFrom(GOOD_PASSWORD, 'Outra-Palavra-Passe-2027', 'pässwörd-ünïcödé-2026', 'x'.repeat(128)), 'password', 'curta', 'x'.repeat(129));

/** The new password and its confirmation: equal, different, or left out. */
const confirmation = mostly(fc.constantFrom('same', 'absent'), 'different');
const newPasswordPair = fc
  .tuple(password, confirmation)
  .map(([newPassword, confirmation]) => (confirmation === 'absent' ? { newPassword } : { newPassword, confirmPassword: confirmation === 'same' ? newPassword : `${newPassword}!` }));

/**
 * A token from an e-mailed link: of the right shape (43 characters of base64url) but unknown, or
 * malformed. The world holds no usable link, so these exercise the refusals and their cost.
 */
const emailToken = mostly(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), '', 'curto', 'não-é-um-token-mas-tem-comprimento-suficiente', 'A'.repeat(101), 42, null);

const profileFields = {
  username: mostly(fc.constantFrom(ref('uniqueUsername'), ref('myUsername')), ref('takenUsername'), 'ab', 'joão.silva', 'Nome Com Espaço', 'a'.repeat(31)),
  email: mostly(fc.constantFrom(ref('uniqueEmail'), 'Maiusculas@Example.PT'), ref('takenEmail'), 'sem-arroba'),
  fullName: text(['Joana Terapeuta', 'Zoë Çelik Ferreira', '李小龍 da Silva'], 3, 40),
  specialty: fc.oneof(text(['Pediatria', 'Geriatria', 'Saúde mental'], 1, 30), fc.constant(null)),
  location: fc.oneof(place, fc.constant(null)),
  bio: fc.oneof(text(['Terapeuta ocupacional há dez anos.'], 0, 200), fc.constant(null)),
  avatarUrl: fileRefFor('avatar'),
};

const itemText = { textFields: ['title', 'summary', 'content'], fileFields: { imageUrl: 'image', pdfUrl: 'pdf' } as Record<string, FileKind> };

// ------------------------------------------------------------------------------------------
// The endpoints.

export const ACCOUNT_ENDPOINTS: WriteEndpoint[] = [
  {
    method: 'POST',
    path: '/api/register',
    signedIn: 0.2,
    body: fc
      .tuple(
        fc.record(
          {
            username: profileFields.username,
            email: profileFields.email,
            fullName: profileFields.fullName,
            specialty: profileFields.specialty,
            location: profileFields.location,
            bio: profileFields.bio,
            avatarUrl: profileFields.avatarUrl,
          },
          { requiredKeys: ['username', 'email', 'fullName'] },
        ),
        password,
        confirmation,
      )
      .map(([fields, chosen, confirmation]) => ({
        ...fields,
        password: chosen,
        acceptTerms: true,
        ...(confirmation === 'absent' ? {} : { confirmPassword: confirmation === 'same' ? chosen : `${chosen}!` }),
      })),
    textFields: ['username', 'email', 'fullName', 'specialty', 'location', 'bio'],
    fileFields: { avatarUrl: 'avatar' },
    ownFilesAllowed: false,
    username: true,
    passwordHashes: 1,
  },
  {
    method: 'POST',
    path: '/api/login',
    signedIn: 0.2,
    body: fc.record({
      username: mostly(fc.constant(ref('myUsername')), ref('otherUsername'), 'ninguem-com-este-nome'),
      password: mostly(fc.constant(ref('myPassword')), 'Palavra-errada-123'),
    }),
    passwordHashes: 2,
  },
  { method: 'POST', path: '/api/logout', signedIn: 0.7, body: noBody },
  {
    method: 'POST',
    path: '/api/me/password',
    signedIn: 0.9,
    body: fc.tuple(mostly(fc.constant(ref('myPassword')), 'Palavra-errada-123'), newPasswordPair).map(([currentPassword, pair]) => ({ currentPassword, ...pair })),
    passwordHashes: 2,
    onSuccess: (member, sent) => {
      if (typeof sent.newPassword === 'string') member.password = sent.newPassword;
    },
  },
  {
    method: 'PATCH',
    path: '/api/users/:id',
    ids: ['me', 'otherMember', 'missingId'],
    signedIn: 0.9,
    body: fc.record({ ...profileFields, showEmail: mostly(fc.boolean(), 'true', 1) }, { requiredKeys: [] }),
    textFields: ['username', 'email', 'fullName', 'specialty', 'location', 'bio'],
    fileFields: { avatarUrl: 'avatar' },
    username: true,
  },
  { method: 'POST', path: '/api/email-verification', signedIn: 0.8, body: noBody },
  { method: 'POST', path: '/api/email-verification/confirm', signedIn: 0.3, body: fc.record({ token: emailToken }) },
  {
    method: 'POST',
    path: '/api/password-reset',
    signedIn: 0.2,
    body: fc.record({ email: mostly(fc.constantFrom(ref('takenEmail'), ref('uniqueEmail'), 'Maiusculas@Example.PT'), 'sem-arroba', '', 42) }),
  },
  {
    method: 'POST',
    path: '/api/password-reset/confirm',
    signedIn: 0.2,
    body: fc.tuple(emailToken, newPasswordPair).map(([token, pair]) => ({
      token,
      password: pair.newPassword,
      ...('confirmPassword' in pair ? { confirmPassword: pair.confirmPassword } : {}),
    })),
    passwordHashes: 1,
  },
  { method: 'POST', path: '/api/email-change/confirm', signedIn: 0.3, body: fc.record({ token: emailToken }) },
  { method: 'DELETE', path: '/api/me/sessions/:id', ids: ['missingId'], signedIn: 0.9, body: noBody },
  // Ends the pooled member's other sessions: harmless, the pool signs each member in once.
  { method: 'DELETE', path: '/api/me/sessions', signedIn: 0.9, body: noBody },
  {
    method: 'DELETE',
    path: '/api/me',
    signedIn: 0.9,
    // Never the right password: a success would delete the pooled member.
    body: fc.record({ password: mostly(fc.constant('Palavra-errada-123'), '', 'x'.repeat(1025), null), keepContent: mostly(fc.boolean(), 'sim', null) }),
    passwordHashes: 1,
  },
  {
    method: 'POST',
    path: '/api/contact',
    signedIn: 0.5,
    body: fc.record({
      name: text(['Ana Sousa', 'José Conceição'], 2, 40),
      email: mostly(fc.constant(ref('uniqueEmail')), 'sem-arroba'),
      subject: text(['Pedido de informação', 'Dúvida sobre a associação'], 5, 60),
      category: mostly(fc.constantFrom('general', 'membership', 'content', 'technical', 'partnership', 'other'), 'spam'),
      message: description,
    }),
    textFields: ['name', 'email', 'subject', 'message'],
    readBack: async () => (await env.DB.prepare('SELECT name, email, subject, message FROM contact_messages ORDER BY id DESC LIMIT 1').first<Record<string, unknown>>()) ?? {},
  },
];

export const UPLOAD_ENDPOINTS: WriteEndpoint[] = [
  { method: 'POST', path: '/api/upload-avatar', signedIn: 0.9, body: noBody, upload: { field: 'avatar', kind: 'avatar' } },
  { method: 'POST', path: '/api/upload-image', signedIn: 0.9, body: noBody, upload: { field: 'image', kind: 'image' } },
  { method: 'POST', path: '/api/upload-pdf', signedIn: 0.9, body: noBody, upload: { field: 'pdf', kind: 'pdf' } },
];

export const CONTENT_ENDPOINTS: WriteEndpoint[] = [
  {
    method: 'POST',
    path: '/api/articles',
    signedIn: 0.9,
    body: fc.record(articleFields, { requiredKeys: ['title', 'summary', 'content', 'categoryId'] }),
    ...itemText,
  },
  {
    method: 'PATCH',
    path: '/api/articles/:id',
    ids: ['ownArticle', 'otherArticle', 'missingId'],
    signedIn: 0.9,
    body: fc.record(articleFields, { requiredKeys: [] }),
    ...itemText,
  },
  { method: 'POST', path: '/api/articles/:id/like', ids: ['ownArticle', 'otherArticle', 'missingId'], signedIn: 0.9, body: noBody },
  { method: 'DELETE', path: '/api/articles/:id/like', ids: ['ownArticle', 'otherArticle', 'missingId'], signedIn: 0.9, body: noBody },
  {
    method: 'POST',
    path: '/api/protocols',
    signedIn: 0.9,
    body: fc.record(protocolFields, { requiredKeys: ['title', 'summary', 'content', 'categoryId'] }),
    ...itemText,
  },
  {
    method: 'PATCH',
    path: '/api/protocols/:id',
    ids: ['ownProtocol', 'otherProtocol', 'missingId'],
    signedIn: 0.9,
    body: fc.record(protocolFields, { requiredKeys: [] }),
    ...itemText,
  },
  { method: 'POST', path: '/api/protocols/:id/like', ids: ['ownProtocol', 'otherProtocol', 'missingId'], signedIn: 0.9, body: noBody },
  { method: 'DELETE', path: '/api/protocols/:id/like', ids: ['ownProtocol', 'otherProtocol', 'missingId'], signedIn: 0.9, body: noBody },
  { method: 'POST', path: '/api/protocols/:id/download', ids: ['ownProtocol', 'otherProtocol', 'missingId'], signedIn: 0.9, body: noBody },
  // Trust (docs/rules/trust.md): the fuzzing member is no moderator, so a review is refused (403) and changes nothing.
  {
    method: 'POST',
    path: '/api/protocols/:id/review',
    ids: ['ownProtocol', 'otherProtocol', 'missingId'],
    signedIn: 0.9,
    body: fc.record({ evidenceLevel: fc.integer({ min: -1, max: 7 }), reviewDueAt: fc.constantFrom('2030-06-30', '2020-01-01', '2030-02-30', 'amanhã') }),
  },
  {
    method: 'POST',
    path: '/api/me/verification',
    signedIn: 0.9,
    body: fc.record({ licenceNumber: fc.oneof(fc.constantFrom('12345', '12 345', '40123', '12', '12345678901'), fc.string({ maxLength: 30 })) }),
  },
  // Drafts (decision 073): the writer's page saves what is written, field by field, none required.
  {
    method: 'PUT',
    path: '/api/drafts/article/new',
    signedIn: 0.9,
    body: fc.record({ ...articleFields, patientConsent: mostly(fc.boolean(), 'sim') }, { requiredKeys: [] }).map(({ readTime: _readTime, ...draft }) => draft),
    fileFields: itemText.fileFields,
  },
  {
    method: 'PUT',
    path: '/api/drafts/protocol/:id',
    ids: ['ownProtocol', 'otherProtocol', 'missingId'],
    signedIn: 0.9,
    body: fc.record(protocolFields, { requiredKeys: [] }),
    fileFields: itemText.fileFields,
  },
  { method: 'DELETE', path: '/api/drafts/article/:id', ids: ['ownArticle', 'otherArticle', 'missingId'], signedIn: 0.9, body: noBody },
  {
    method: 'POST',
    path: '/api/comments',
    signedIn: 0.9,
    body: fc.oneof(
      { weight: 3, arbitrary: fc.record({ content: text(['Obrigada pela partilha!', 'Muito útil para a minha prática.'], 1, 80), articleId: commentTarget('articleId') }) },
      { weight: 3, arbitrary: fc.record({ content: text(['Obrigada pela partilha!'], 1, 80), protocolId: commentTarget('protocolId') }) },
      { weight: 1, arbitrary: fc.record({ content: text(['Os dois?'], 1, 80), articleId: commentTarget('articleId'), protocolId: commentTarget('protocolId') }) },
    ),
    textFields: ['content'],
  },
  {
    method: 'POST',
    path: '/api/saved-items',
    signedIn: 0.9,
    body: fc.oneof(
      { weight: 3, arbitrary: fc.record({ articleId: commentTarget('articleId') }) },
      { weight: 3, arbitrary: fc.record({ protocolId: commentTarget('protocolId') }) },
      { weight: 1, arbitrary: fc.record({ articleId: commentTarget('articleId'), protocolId: commentTarget('protocolId') }) },
    ),
  },
  { method: 'DELETE', path: '/api/saved-items/:id', ids: ['ownSavedItem', 'otherSavedItem', 'missingId'], signedIn: 0.9, body: noBody },
  // Job alerts (docs/rules/job-alerts-and-pay.md).
  {
    method: 'POST',
    path: '/api/me/saved-searches',
    signedIn: 0.9,
    body: fc.record(
      {
        kind: mostly(fc.constantFrom('opportunities', 'volunteering'), 'eventos'),
        district: mostly(fc.constantFrom('Lisboa', 'Porto', 'Região Autónoma da Madeira', null), 'Atlântida'),
        employmentType: fc.constantFrom('fulltime', 'parttime', null, undefined, 'estagio'),
        q: fc.oneof(text(['terapia da mão', 'pediatria'], 0, 80), fc.constant(null)),
        frequency: mostly(fc.constantFrom('immediate', 'weekly'), 'daily'),
      },
      { requiredKeys: ['kind', 'frequency'] },
    ),
    textFields: ['q'],
  },
  { method: 'DELETE', path: '/api/me/saved-searches/:id', ids: ['missingId'], signedIn: 0.9, body: noBody },
  // The whole life of items (docs/rules/trust.md): another member's item or a missing one, so
  // that the world's own items stay for the other properties.
  { method: 'DELETE', path: '/api/articles/:id', ids: ['otherArticle', 'missingId'], signedIn: 0.9, body: noBody },
  { method: 'DELETE', path: '/api/protocols/:id', ids: ['otherProtocol', 'missingId'], signedIn: 0.9, body: noBody },
  { method: 'PATCH', path: '/api/comments/:id', ids: ['missingId'], signedIn: 0.9, body: fc.record({ content: text(['Corrigido.'], 1, 80) }) },
  { method: 'DELETE', path: '/api/comments/:id', ids: ['missingId'], signedIn: 0.9, body: noBody },
];

/** Clinical questions and answers (docs/rules/questions.md): asking, and every write on a question or answer that is not there. */
const questionTitle = text(['Como avaliar a motricidade fina aos cinco anos?', 'Que escala usam para o risco de queda no domicílio?'], 10, 60);
export const QUESTION_ENDPOINTS: WriteEndpoint[] = [
  {
    method: 'POST',
    path: '/api/questions',
    signedIn: 0.9,
    body: fc.record(
      {
        title: questionTitle,
        content: html,
        categoryId: fc.oneof(categoryId, fc.constant(null)),
        communityId: mostly(fc.constant(null), ref('missingId'), 'pediatria', -1),
        anonymous: mostly(fc.boolean(), 'sim', 1),
        privacyAcknowledged: mostly(fc.array(text(['João Silva'], 1, 20), { maxLength: 3 }), 'tudo', [42]),
      },
      { requiredKeys: ['title', 'content'] },
    ),
    textFields: ['title'],
  },
  { method: 'PATCH', path: '/api/questions/:id', ids: ['missingId'], signedIn: 0.9, body: fc.record({ title: questionTitle, content: html }, { requiredKeys: [] }) },
  { method: 'DELETE', path: '/api/questions/:id', ids: ['missingId'], signedIn: 0.9, body: noBody },
  { method: 'POST', path: '/api/questions/:id/answers', ids: ['missingId'], signedIn: 0.9, body: fc.record({ content: html }) },
  { method: 'POST', path: '/api/questions/:id/accept', ids: ['missingId'], signedIn: 0.9, body: fc.record({ answerId: mostly(fc.constant(ref('missingId')), 'uma', -3) }) },
  { method: 'DELETE', path: '/api/questions/:id/accept', ids: ['missingId'], signedIn: 0.9, body: noBody },
  { method: 'PATCH', path: '/api/answers/:id', ids: ['missingId'], signedIn: 0.9, body: fc.record({ content: html }) },
  { method: 'DELETE', path: '/api/answers/:id', ids: ['missingId'], signedIn: 0.9, body: noBody },
  { method: 'POST', path: '/api/answers/:id/vote', ids: ['missingId'], signedIn: 0.9, body: noBody },
  { method: 'DELETE', path: '/api/answers/:id/vote', ids: ['missingId'], signedIn: 0.9, body: noBody },
];

export const COMMUNITY_ENDPOINTS: WriteEndpoint[] = [
  {
    method: 'POST',
    path: '/api/events',
    signedIn: 0.9,
    body: fc.record(
      {
        title,
        description,
        eventDate: dateString,
        location: place,
        eventType: text(['Workshop', 'Congresso', 'Webinar'], 2, 20),
        imageUrl: fileRefFor('image'),
        maxParticipants: mostly(fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(null, '', '25')), 0, 100_001),
      },
      { requiredKeys: ['title', 'description', 'eventDate', 'location', 'eventType'] },
    ),
    textFields: ['title', 'description', 'location', 'eventType'],
    fileFields: { imageUrl: 'image' },
    dateFields: ['eventDate'],
  },
  { method: 'POST', path: '/api/events/:id/register', ids: ['upcomingEvent', 'fullEvent', 'pastEvent', 'missingId'], signedIn: 0.9, body: noBody },
  { method: 'DELETE', path: '/api/events/:id/register', ids: ['upcomingEvent', 'fullEvent', 'pastEvent', 'missingId'], signedIn: 0.9, body: noBody },
  // Changes, cancellation and deletion of another member's event (403) or a missing one.
  {
    method: 'PATCH',
    path: '/api/events/:id',
    ids: ['upcomingEvent', 'pastEvent', 'missingId'],
    signedIn: 0.9,
    body: fc.record(
      {
        title,
        description,
        eventDate: dateString,
        location: place,
        maxParticipants: mostly(fc.integer({ min: 1, max: 100_000 }), 0, ''),
        onlineUrl: mostly(fc.constant('https://reuniao.example.pt/sala'), 'http://inseguro'),
      },
      { requiredKeys: [] },
    ),
  },
  { method: 'POST', path: '/api/events/:id/cancel', ids: ['upcomingEvent', 'missingId'], signedIn: 0.9, body: fc.record({ reason: text(['A sala ficou indisponível.'], 0, 80) }) },
  { method: 'DELETE', path: '/api/events/:id', ids: ['upcomingEvent', 'missingId'], signedIn: 0.9, body: noBody },
  ...(['opportunities', 'volunteering'] as const).flatMap((kind): WriteEndpoint[] => [
    { method: 'PATCH', path: `/api/${kind}/:id`, ids: ['missingId'], signedIn: 0.9, body: fc.record({ title, description, location: place }, { requiredKeys: [] }) },
    { method: 'POST', path: `/api/${kind}/:id/close`, ids: ['missingId'], signedIn: 0.9, body: noBody },
    { method: 'DELETE', path: `/api/${kind}/:id`, ids: ['missingId'], signedIn: 0.9, body: noBody },
  ]),
  {
    method: 'POST',
    path: '/api/opportunities',
    signedIn: 0.9,
    body: fc.record(
      {
        title,
        company: text(['Clínica do Sul', 'Hospital de Santa Maria'], 2, 40),
        description,
        requirements: fc.oneof(text(['Licenciatura em Terapia Ocupacional.'], 0, 80), fc.constant(null)),
        location: place,
        type: mostly(fc.constantFrom('fulltime', 'parttime', 'freelance', 'volunteer'), 'FULLTIME'),
        contact: mostly(fc.constant('rh@clinica.pt'), 'sem-arroba'),
        expiresAt: fc.oneof(dateString, fc.constantFrom('', null)),
        // The pay (docs/rules/job-alerts-and-pay.md): mostly a range, sometimes a bound alone, out of range or not a number.
        salaryMin: mostly(fc.integer({ min: 0, max: 2000 }), -1, 20_001, 1200.5, '', null, 'mil'),
        salaryMax: mostly(fc.integer({ min: 2000, max: 20_000 }), -1, 20_001, '', null),
      },
      { requiredKeys: ['title', 'company', 'description', 'location', 'contact', 'salaryMin', 'salaryMax'] },
    ),
    textFields: ['title', 'company', 'description', 'requirements', 'location', 'contact'],
    answerFields: { contact: 'contactEmail' },
    dateFields: ['expiresAt'],
  },
  {
    method: 'POST',
    path: '/api/volunteering',
    signedIn: 0.9,
    body: fc.record(
      {
        title,
        organization: text(['Associação Beja', 'Cruz Vermelha'], 2, 40),
        description,
        location: place,
        contact: mostly(fc.constant('ajuda@associacao.pt'), 'sem-arroba'),
        expiresAt: fc.oneof(dateString, fc.constantFrom('', null)),
      },
      { requiredKeys: ['title', 'organization', 'description', 'location', 'contact'] },
    ),
    textFields: ['title', 'organization', 'description', 'location', 'contact'],
    answerFields: { contact: 'contactEmail' },
    dateFields: ['expiresAt'],
  },
  {
    method: 'POST',
    path: '/api/reports',
    signedIn: 0.9,
    body: fc.record(
      {
        targetType: mostly(fc.constantFrom('article', 'protocol', 'user', 'question', 'answer'), 'planeta', ''),
        targetId: fc.constantFrom(ref('otherArticle'), ref('otherProtocol'), ref('otherMember'), ref('ownArticle'), ref('missingId')),
        reason: mostly(fc.constantFrom('spam', 'ofensivo', 'dados-de-doente', 'direitos-de-autor', 'outro'), 'aborrecido'),
        details: fc.oneof(text(['Publicidade a uma clínica.', 'Linguagem ofensiva.'], 0, 1000), fc.constant(null)),
      },
      { requiredKeys: ['targetType', 'targetId', 'reason'] },
    ),
    textFields: ['details'],
  },
];

/** Methods the API does not serve on paths it has: 4xx like any unknown address, and nothing written. */
export const UNSERVED_ENDPOINTS: WriteEndpoint[] = [
  { method: 'PUT', path: '/api/articles/:id', ids: ['ownArticle'], signedIn: 0.9, body: fc.record(articleFields) },
  { method: 'PUT', path: '/api/comments/:id', ids: ['missingId'], signedIn: 0.9, body: noBody },
  { method: 'PUT', path: '/api/users/:id', ids: ['me'], signedIn: 0.9, body: fc.record(profileFields) },
  { method: 'DELETE', path: '/api/users/:id', ids: ['me', 'otherMember'], signedIn: 0.9, body: noBody },
  { method: 'PUT', path: '/api/events/:id', ids: ['upcomingEvent'], signedIn: 0.9, body: noBody },
  { method: 'DELETE', path: '/api/opportunities', signedIn: 0.9, body: noBody },
  { method: 'PUT', path: '/api/saved-items', signedIn: 0.9, body: noBody },
];

export const READ_ENDPOINTS: ReadEndpoint[] = [
  { path: '/api/users', queryKeys: ['limit', 'offset', 'q', 'verified'], shape: 'list' },
  { path: '/api/articles', queryKeys: ['limit', 'offset', 'q', 'categoryId', 'authorId', 'ids', 'type'], shape: 'list' },
  { path: '/api/protocols', queryKeys: ['limit', 'offset', 'q', 'categoryId', 'authorId', 'ids', 'validated', 'evidenceLevel'], shape: 'list' },
  { path: '/api/articles/:id/comments', ids: ['otherArticle', 'missingId'], queryKeys: ['limit', 'offset'], shape: 'list' },
  { path: '/api/protocols/:id/comments', ids: ['otherProtocol', 'missingId'], queryKeys: ['limit', 'offset'], shape: 'list' },
  { path: '/api/events', queryKeys: ['limit', 'offset', 'q', 'authorId'], shape: 'list' },
  { path: '/api/opportunities', queryKeys: ['limit', 'offset', 'q', 'authorId', 'salaryMin'], shape: 'list' },
  { path: '/api/me/saved-searches', queryKeys: [], membersOnly: true, shape: 'list' },
  { path: '/api/volunteering', queryKeys: ['limit', 'offset', 'q', 'authorId'], shape: 'list' },
  { path: '/api/questions', queryKeys: ['limit', 'offset', 'q', 'status', 'categoryId', 'communityId', 'authorId'], shape: 'list' },
  { path: '/api/saved-items', queryKeys: ['limit', 'offset'], membersOnly: true, shape: 'list' },
  { path: '/api/me/activity', queryKeys: ['limit', 'offset'], membersOnly: true, shape: 'list' },
  { path: '/api/me/sessions', queryKeys: [], membersOnly: true, shape: 'list' },
  { path: '/api/me/export', queryKeys: [], membersOnly: true, shape: 'item' },
  { path: '/api/categories', queryKeys: ['limit', 'offset', 'q'], shape: 'list' },
  { path: '/api/search', queryKeys: ['q', 'category'], shape: 'search' },
  { path: '/api/articles/:id', ids: ['otherArticle', 'missingId'], queryKeys: [], shape: 'item' },
  { path: '/api/protocols/:id', ids: ['otherProtocol', 'missingId'], queryKeys: [], shape: 'item' },
  { path: '/api/articles/:id/related', ids: ['otherArticle', 'missingId'], queryKeys: [], shape: 'item' },
  { path: '/api/protocols/:id/related', ids: ['otherProtocol', 'missingId'], queryKeys: [], shape: 'item' },
  { path: '/api/events/:id', ids: ['upcomingEvent', 'missingId'], queryKeys: [], shape: 'item' },
  { path: '/api/users/:id', ids: ['otherMember', 'missingId'], queryKeys: [], shape: 'item' },
  { path: '/api/categories/:id', ids: ['category', 'missingId'], queryKeys: [], shape: 'item' },
  { path: '/api/questions/:id', ids: ['missingId'], queryKeys: [], shape: 'item' },
  { path: '/api/files/:id', ids: ['otherImageKey', 'otherPdfKey'], queryKeys: [], shape: 'file' },
];
