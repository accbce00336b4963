import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { COMMUNITY_KINDS, COMMUNITY_MEMBERSHIPS, COMMUNITY_VISIBILITIES } from '#contract/communities-types';
import { HIDDEN_CAUSES, REPORT_REASONS, REPORT_TARGET_TYPES, ROLES, VERIFICATION_STATUSES } from '#contract/moderation-types';
import { REMOVED_MEMBER_USERNAME } from '#contract/users-types';

/** ISO 8601 UTC with milliseconds: sorts as text in time order. */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text('created_at').notNull().default(now);
/**
 * One searched field's Portuguese stems (worker/lib/search-stems.ts), written with the field and
 * indexed by the table's FTS5 index (migration 0006); null only for rows from before it, until the
 * daily maintenance fills them in.
 */
const stems = (name: string) => text(name);

/**
 * Moderation of an item or comment (docs/rules/trust.md): when it was hidden, the reason its
 * author reads, and what hid it; all null while it is visible. Every read for anyone but its
 * author (and moderators) asks `hidden_at IS NULL`.
 */
const moderated = () => ({
  hiddenAt: text('hidden_at'),
  hiddenReason: text('hidden_reason'),
  hiddenCause: text('hidden_cause', { enum: HIDDEN_CAUSES }),
});
/**
 * The few hidden rows of a table, by owner: lists leave out `id NOT IN (SELECT id … WHERE hidden_at
 * IS NOT NULL)` from this small index, so their counts stay on the indexes they had (reading
 * `hidden_at` itself from 20,000 articles means reading every row to its end: migration 0013).
 */
const hiddenRows = (table: string, hiddenAt: SQLiteColumn, owner: SQLiteColumn) =>
  index(`${table}_hidden_idx`)
    .on(owner)
    .where(sql`${hiddenAt} IS NOT NULL`);
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
/*
 * The columns added to existing tables by migration 0012 (role, hidden_cause, evidence_level) carry
 * their CHECK on the column itself, written by hand there: a table-level check would make
 * drizzle-kit rebuild the table, which drops the full-text triggers.
 */

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    specialty: text('specialty'),
    location: text('location'),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    showEmail: integer('show_email', { mode: 'boolean' }).notNull().default(false),
    /** Sessions created before this instant are void (logout everywhere, password change). */
    sessionsValidAfter: text('sessions_valid_after'),
    /** When the member opened the link sent to their address (null: not confirmed yet). */
    emailVerifiedAt: text('email_verified_at'),
    /** normalizeSearchText(fullName, username, specialty, location) for the members search. */
    searchText: text('search_text').notNull().default(''),
    nameStems: stems('name_stems'),
    specialtyStems: stems('specialty_stems'),
    locationStems: stems('location_stems'),
    role: text('role', { enum: ROLES }).notNull().default('member'),
    /** When a moderator suspended the member (null: not suspended): no sign-in, no session, content hidden. */
    suspendedAt: text('suspended_at'),
    suspendedReason: text('suspended_reason'),
    /** When a moderator approved the member's licence number (null: not a verified therapist). */
    verifiedOtAt: text('verified_ot_at'),
    /** When the member finished or skipped the first-day guide (null: not yet; it is offered once their e-mail is confirmed). */
    onboardedAt: text('onboarded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_idx').on(t.createdAt),
    // The members listed (not suspended, not the shared 'Membro removido' row: `listedMember`),
    // newest first: the directory's page and its count read this small index, not every row.
    index('users_listed_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.username} <> '${sql.raw(REMOVED_MEMBER_USERNAME)}' AND ${t.suspendedAt} IS NULL`),
    check('users_username_len', sql`length(${t.username}) between 3 and 100`),
    check('users_email_len', sql`length(${t.email}) <= 255`),
    check('users_full_name_len', sql`length(${t.fullName}) <= 255`),
    check('users_specialty_len', sql`${t.specialty} is null or length(${t.specialty}) <= 255`),
    check('users_location_len', sql`${t.location} is null or length(${t.location}) <= 255`),
  ],
);

export const categories = sqliteTable(
  'categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull().unique(),
    icon: text('icon').notNull().default('puzzle'),
  },
  (t) => [check('categories_name_len', sql`length(${t.name}) between 1 and 100`), check('categories_icon_len', sql`length(${t.icon}) <= 50`)],
);

/**
 * The columns an article and a protocol share, in their order: what the author writes (with the
 * text and stems that search reads: docs/rules/language-and-search.md), who wrote it and where it
 * is filed. Their own columns follow, then `publishedItemState()`.
 */
const publishedItem = () => ({
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  content: text('content').notNull(),
  /** The content without markup, for full-text search. */
  contentText: text('content_text').notNull().default(''),
  /** normalizeSearchText(title + summary) for the list's `q`. */
  searchText: text('search_text').notNull().default(''),
  titleStems: stems('title_stems'),
  summaryStems: stems('summary_stems'),
  contentStems: stems('content_stems'),
  /** The stems of its attached PDF's text, once read (docs/rules/pdf-text.md): the fourth column of its search index, for members only. */
  pdfStems: stems('pdf_stems'),
  authorId: integer('author_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  imageUrl: text('image_url'),
  pdfUrl: text('pdf_url'),
});

/** What an article and a protocol share after their own columns: the community, likes, moderation and dates. */
const publishedItemState = () => ({
  /** The community it was posted in (null: the whole portal); a closed community's items are read by its members only (docs/rules/communities.md). */
  communityId: integer('community_id').references((): AnySQLiteColumn => communities.id),
  likes: integer('likes').notNull().default(0),
  ...moderated(),
  createdAt: createdAt(),
  updatedAt: text('updated_at').notNull().default(now),
});

export const articles = sqliteTable(
  'articles',
  {
    ...publishedItem(),
    type: text('type', { enum: ['ARTICLE', 'CASE_STUDY', 'RESEARCH'] })
      .notNull()
      .default('ARTICLE'),
    readTime: integer('read_time').notNull().default(10),
    /** When the author declared, for a case study, that the patient cannot be identified and consented (docs/rules/trust.md). */
    patientConsentAt: text('patient_consent_at'),
    /** A case study's findings of the privacy review its author checked and kept (JSON array of their texts: docs/rules/patient-privacy.md). */
    privacyAcknowledged: text('privacy_acknowledged'),
    ...publishedItemState(),
  },
  (t) => [
    index('articles_created_idx').on(t.createdAt, t.id),
    index('articles_community_idx').on(t.communityId, t.createdAt),
    index('articles_category_idx').on(t.categoryId, t.createdAt),
    index('articles_author_idx').on(t.authorId, t.createdAt),
    index('articles_type_idx').on(t.type, t.createdAt),
    hiddenRows('articles', t.hiddenAt, t.authorId),
    check('articles_type_check', sql`${t.type} in ('ARTICLE', 'CASE_STUDY', 'RESEARCH')`),
    check('articles_likes_check', sql`${t.likes} >= 0`),
    check('articles_read_time_check', sql`${t.readTime} > 0`),
  ],
);

export const protocols = sqliteTable(
  'protocols',
  {
    ...publishedItem(),
    isValidated: integer('is_validated', { mode: 'boolean' }).notNull().default(false),
    /** The moderator's review (docs/rules/trust.md): who, when, the Oxford CEBM level 1–5 and when it is due again; editing the content clears it. */
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: text('reviewed_at'),
    evidenceLevel: integer('evidence_level'),
    reviewDueAt: text('review_due_at'),
    downloads: integer('downloads').notNull().default(0),
    ...publishedItemState(),
  },
  (t) => [
    index('protocols_evidence_idx').on(t.evidenceLevel, t.createdAt),
    index('protocols_created_idx').on(t.createdAt, t.id),
    index('protocols_community_idx').on(t.communityId, t.createdAt),
    index('protocols_category_idx').on(t.categoryId, t.createdAt),
    index('protocols_author_idx').on(t.authorId, t.createdAt),
    hiddenRows('protocols', t.hiddenAt, t.authorId),
    check('protocols_likes_check', sql`${t.likes} >= 0`),
    check('protocols_downloads_check', sql`${t.downloads} >= 0`),
  ],
);

/** Exactly one of articleId / protocolId is set. */
const oneTarget = (a: unknown, p: unknown) => sql`(${a} is null) <> (${p} is null)`;

export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    content: text('content').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    protocolId: integer('protocol_id').references(() => protocols.id, { onDelete: 'cascade' }),
    ...moderated(),
    createdAt: createdAt(),
    /** When its author last edited it (null: never). */
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('comments_article_idx').on(t.articleId, t.createdAt),
    index('comments_protocol_idx').on(t.protocolId, t.createdAt),
    index('comments_user_idx').on(t.userId, t.createdAt),
    hiddenRows('comments', t.hiddenAt, t.userId),
    check('comments_target_check', oneTarget(t.articleId, t.protocolId)),
    check('comments_content_len', sql`length(${t.content}) between 1 and 5000`),
  ],
);

/** A member's mark on one article or protocol (a like, a save): who, which item (`oneTarget`), when. */
const memberMark = () => ({
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
  protocolId: integer('protocol_id').references(() => protocols.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const likes = sqliteTable('likes', memberMark(), (t) => [
  uniqueIndex('likes_user_article_unique').on(t.userId, t.articleId),
  uniqueIndex('likes_user_protocol_unique').on(t.userId, t.protocolId),
  index('likes_user_created_idx').on(t.userId, t.createdAt),
  check('likes_target_check', oneTarget(t.articleId, t.protocolId)),
]);

export const savedItems = sqliteTable('saved_items', memberMark(), (t) => [
  uniqueIndex('saved_user_article_unique').on(t.userId, t.articleId),
  uniqueIndex('saved_user_protocol_unique').on(t.userId, t.protocolId),
  index('saved_user_created_idx').on(t.userId, t.createdAt),
  check('saved_target_check', oneTarget(t.articleId, t.protocolId)),
]);

export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    eventType: text('event_type').notNull(),
    eventDate: text('event_date').notNull(),
    /** When it ends (after `eventDate`; null for events published before ends were asked for). */
    endsAt: text('ends_at'),
    /** What a place costs, in euro cents (0: free). */
    priceCents: integer('price_cents').notNull().default(0),
    location: text('location').notNull(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url'),
    maxParticipants: integer('max_participants'),
    registeredCount: integer('registered_count').notNull().default(0),
    /** The link of an online event, shown to its registrants and organiser only. */
    onlineUrl: text('online_url'),
    /** When the registrants were sent the reminder of the day before (null: not yet). */
    reminderSentAt: text('reminder_sent_at'),
    searchText: text('search_text').notNull().default(''),
    titleStems: stems('title_stems'),
    locationStems: stems('location_stems'),
    descriptionStems: stems('description_stems'),
    /** The hours of continuing professional development it is worth, in quarter hours (null: none; docs/rules/cpd-portfolio.md). */
    cpdQuarterHours: integer('cpd_quarter_hours'),
    /** When the organiser cancelled it, and why (null: not cancelled); a cancelled event stays visible, marked 'Cancelado'. */
    cancelledAt: text('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /** The community it was posted in (null: the whole portal); a closed community's items are read by its members only (docs/rules/communities.md). */
    communityId: integer('community_id').references((): AnySQLiteColumn => communities.id),
    ...moderated(),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('events_created_idx').on(t.createdAt, t.id),
    index('events_community_idx').on(t.communityId, t.createdAt),
    index('events_date_idx').on(t.eventDate),
    index('events_organizer_idx').on(t.organizerId, t.createdAt),
    hiddenRows('events', t.hiddenAt, t.organizerId),
    check('events_type_len', sql`length(${t.eventType}) <= 50`),
    check('events_max_check', sql`${t.maxParticipants} is null or ${t.maxParticipants} > 0`),
    check('events_capacity_check', sql`${t.registeredCount} >= 0 and (${t.maxParticipants} is null or ${t.registeredCount} <= ${t.maxParticipants})`),
  ],
);

export const eventRegistrations = sqliteTable(
  'event_registrations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The registrant's ticket (docs/rules/cpd-portfolio.md): 128 random bits, given the first time they ask for it; null until then. */
    ticketCode: text('ticket_code'),
    /** When the organiser recorded the registrant's attendance (null: not recorded). */
    attendedAt: text('attended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registrations_event_user_unique').on(t.eventId, t.userId),
    index('registrations_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('registrations_ticket_unique')
      .on(t.ticketCode)
      .where(sql`${t.ticketCode} IS NOT NULL`),
  ],
);

/**
 * Members waiting for a place at a full event, first come first served (by `id`): a cancellation
 * registers the first in line in the same transaction (worker/db/queries/events.ts).
 */
export const eventWaitlist = sqliteTable(
  'event_waitlist',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waitlist_event_user_unique').on(t.eventId, t.userId), index('waitlist_user_idx').on(t.userId)],
);

export const opportunities = sqliteTable(
  'opportunities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    employmentType: text('employment_type', { enum: ['fulltime', 'parttime', 'freelance', 'volunteer'] })
      .notNull()
      .default('fulltime'),
    requirements: text('requirements'),
    contactEmail: text('contact_email').notNull(),
    posterId: integer('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at'),
    /** One of the 18 districts or the two autonomous regions (null for offers from before it was asked). */
    district: text('district'),
    searchText: text('search_text').notNull().default(''),
    titleStems: stems('title_stems'),
    companyStems: stems('company_stems'),
    locationStems: stems('location_stems'),
    descriptionStems: stems('description_stems'),
    /** When its poster closed it before it expired (null: open until `expiresAt`). */
    closedAt: text('closed_at'),
    ...moderated(),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
    /**
     * The monthly gross pay in euros (docs/rules/job-alerts-and-pay.md): a range (`salary_min` ≤
     * `salary_max`, both set) or the name of a public pay scale (`salary_text`); all null for offers
     * from before it was asked.
     */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryText: text('salary_text'),
  },
  (t) => [
    index('opportunities_created_idx').on(t.createdAt, t.id),
    index('opportunities_poster_idx').on(t.posterId, t.createdAt),
    index('opportunities_district_idx').on(t.district, t.createdAt),
    // The `salaryMin=` filter: the pay an offer reaches (its maximum), the expression the list asks.
    index('opportunities_salary_reach_idx').on(sql`coalesce(${t.salaryMax}, ${t.salaryMin})`),
    hiddenRows('opportunities', t.hiddenAt, t.posterId),
    check('opportunities_type_check', sql`${t.employmentType} in ('fulltime', 'parttime', 'freelance', 'volunteer')`),
  ],
);

export const volunteering = sqliteTable(
  'volunteering',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    organization: text('organization').notNull(),
    location: text('location').notNull(),
    contactEmail: text('contact_email').notNull(),
    posterId: integer('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at'),
    /** One of the 18 districts or the two autonomous regions (null for offers from before it was asked). */
    district: text('district'),
    searchText: text('search_text').notNull().default(''),
    titleStems: stems('title_stems'),
    organizationStems: stems('organization_stems'),
    locationStems: stems('location_stems'),
    descriptionStems: stems('description_stems'),
    closedAt: text('closed_at'),
    ...moderated(),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('volunteering_created_idx').on(t.createdAt, t.id),
    index('volunteering_poster_idx').on(t.posterId, t.createdAt),
    index('volunteering_district_idx').on(t.district, t.createdAt),
    hiddenRows('volunteering', t.hiddenAt, t.posterId),
  ],
);

/**
 * Communities of practice (docs/rules/communities.md). The specialty and region communities are
 * seeded by migration 0019; admins open the others. `member_count` counts members and moderators,
 * kept by the same statements that add or remove them.
 */
export const communities = sqliteTable(
  'communities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: COMMUNITY_KINDS }).notNull(),
    visibility: text('visibility', { enum: COMMUNITY_VISIBILITIES }).notNull().default('open'),
    memberCount: integer('member_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('communities_slug_unique').on(t.slug),
    check('communities_kind_check', sql`${t.kind} in (${sqlList(COMMUNITY_KINDS)})`),
    check('communities_visibility_check', sql`${t.visibility} in (${sqlList(COMMUNITY_VISIBILITIES)})`),
    check('communities_member_count_check', sql`${t.memberCount} >= 0`),
    check('communities_name_len', sql`length(${t.name}) between 3 and 80`),
    check('communities_slug_len', sql`length(${t.slug}) between 3 and 60`),
  ],
);

/** Who is in a community, who moderates it, and who asked to join a closed one (`pending`). */
export const communityMembers = sqliteTable(
  'community_members',
  {
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membership: text('membership', { enum: COMMUNITY_MEMBERSHIPS }).notNull(),
    /** When they joined or asked to. */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.userId] }),
    index('community_members_user_idx').on(t.userId, t.membership),
    index('community_members_list_idx').on(t.communityId, t.membership, t.createdAt),
    check('community_members_membership_check', sql`${t.membership} in (${sqlList(COMMUNITY_MEMBERSHIPS)})`),
  ],
);

/**
 * Clinical questions (docs/rules/questions.md): asked in a category, a community, or the whole
 * portal, by name or anonymously ('Membro da Rede TO'). `answer_count` counts its answers, kept by
 * the statements that add and remove them; `accepted_answer_id` is the answer its asker (or a
 * moderator) accepted; it reads 'answered' while it has one.
 */
export const questions = sqliteTable(
  'questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** The content without markup: the visitors' excerpt and the search's text. */
    contentText: text('content_text').notNull().default(''),
    titleStems: stems('title_stems'),
    contentStems: stems('content_stems'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shown to everyone but its asker and the moderators as 'Membro da Rede TO'. */
    anonymous: integer('anonymous', { mode: 'boolean' }).notNull().default(false),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** The community it was asked in (null: the whole portal); a closed community's questions are read by its members only. */
    communityId: integer('community_id').references((): AnySQLiteColumn => communities.id),
    answerCount: integer('answer_count').notNull().default(0),
    acceptedAnswerId: integer('accepted_answer_id').references((): AnySQLiteColumn => answers.id, { onDelete: 'set null' }),
    /** The privacy review's findings its asker checked and kept (JSON array of their texts: docs/rules/patient-privacy.md). */
    privacyAcknowledged: text('privacy_acknowledged'),
    ...moderated(),
    createdAt: createdAt(),
    /** When its asker last edited it (null: never). */
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('questions_created_idx').on(t.createdAt, t.id),
    index('questions_category_idx').on(t.categoryId, t.createdAt),
    index('questions_community_idx').on(t.communityId, t.createdAt),
    index('questions_author_idx').on(t.authorId, t.createdAt),
    index('questions_accepted_idx').on(t.acceptedAnswerId),
    hiddenRows('questions', t.hiddenAt, t.authorId),
    check('questions_answer_count_check', sql`${t.answerCount} >= 0`),
    check('questions_title_len', sql`length(${t.title}) between 1 and 200`),
  ],
);

/** The answers to a question; `votes` counts its useful votes (`answer_votes`), kept by the statements that add and remove them. */
export const answers = sqliteTable(
  'answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    questionId: integer('question_id')
      .notNull()
      .references((): AnySQLiteColumn => questions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    contentText: text('content_text').notNull().default(''),
    votes: integer('votes').notNull().default(0),
    /** The privacy review's findings its author checked and kept (JSON array of their texts). */
    privacyAcknowledged: text('privacy_acknowledged'),
    ...moderated(),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.createdAt),
    index('answers_author_idx').on(t.authorId, t.createdAt),
    hiddenRows('answers', t.hiddenAt, t.authorId),
    check('answers_votes_check', sql`${t.votes} >= 0`),
  ],
);

/** One useful vote per member and answer (never on one's own). */
export const answerVotes = sqliteTable(
  'answer_votes',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] }), index('answer_votes_user_idx').on(t.userId, t.createdAt)],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category', { enum: ['general', 'membership', 'content', 'technical', 'partnership', 'other'] }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_created_idx').on(t.createdAt), check('contact_category_check', sql`${t.category} in ('general', 'membership', 'content', 'technical', 'partnership', 'other')`)],
);

/** Every object put in R2. Rows nothing references after 24 hours are deleted with their object. */
export const files = sqliteTable(
  'files',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: ['avatar', 'image', 'pdf'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The name the file had on the member's computer, cleaned (worker/services/files.ts): what it downloads as. Null for files from before migration 0018. */
    name: text('name'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('files_created_idx').on(t.createdAt), check('files_kind_check', sql`${t.kind} in ('avatar', 'image', 'pdf')`)],
);

/**
 * The text of an article's or protocol's attached PDF, read by the PDF text Worker
 * (workers/pdf-text/, docs/rules/pdf-text.md): one row per item, for the PDF it names now. The
 * text feeds the excerpt of a member's search ('No PDF anexo: …'); `folded` is the same text in
 * lower case without accents, character for character, where the excerpt finds the word. Its
 * stems are the item's `pdf_stems`. Triggers (migration 0026) delete the row with its item, and
 * when the item's PDF is replaced or removed.
 */
export const pdfTexts = sqliteTable(
  'pdf_texts',
  {
    itemKind: text('item_kind', { enum: ['article', 'protocol'] }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The PDF the text was read from: the item's `pdf_url` when it was read. */
    pdfUrl: text('pdf_url').notNull(),
    text: text('text').notNull(),
    folded: text('folded').notNull(),
    pages: integer('pages').notNull(),
    /** Whether pages, characters or time ran out before the end. */
    truncated: integer('truncated', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.itemId] }), check('pdf_texts_kind_check', sql`${t.itemKind} in ('article', 'protocol')`)],
);

/** Fixed-window counters for throttling (login failures, contact messages). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: integer('window_started_at').notNull(),
});

/** Sessions ended before their KV entry is gone everywhere (KV deletes take up to 60 s to spread). */
export const revokedSessions = sqliteTable(
  'revoked_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The index of each member's sessions, so that all of them can be ended at once (a new password)
 * and listed. The KV entry stays the session itself; this row is keyed by the same SHA-256 of the
 * cookie's id (never the id). Written at creation and at the daily renewal only, never per request.
 * Sessions created before this table existed get their row at their next daily renewal.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO 8601, the same instant as the KV entry's `createdAt`. */
    createdAt: text('created_at').notNull(),
    /** When the session was created or last renewed (at most once a day). */
    lastSeenAt: text('last_seen_at').notNull(),
    /** The browser's User-Agent, cut to 200 characters, to name the device in the sessions list. */
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId, t.lastSeenAt),
    index('sessions_last_seen_idx').on(t.lastSeenAt),
    check('sessions_user_agent_len', sql`${t.userAgent} is null or length(${t.userAgent}) <= 200`),
  ],
);

/**
 * Single-use links sent by e-mail (docs/rules/email-and-account-life.md): only the SHA-256 of the 256-bit token is kept.
 * Using a link deletes its row (one `DELETE … RETURNING`, so two uses at once cannot both count);
 * the daily cron deletes expired rows. `newEmail` is the address an e-mail change moves to.
 */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email-verification', 'password-reset', 'email-change'] }).notNull(),
    newEmail: text('new_email'),
    /** ms since epoch. */
    expiresAt: integer('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    index('email_tokens_expires_idx').on(t.expiresAt),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('email-verification', 'password-reset', 'email-change')`),
    check('email_tokens_new_email_len', sql`${t.newEmail} is null or length(${t.newEmail}) <= 255`),
  ],
);

/** Which versions of the terms of use and privacy policy a member accepted, and when (registration). */
export const consents = sqliteTable(
  'consents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    acceptedAt: text('accepted_at').notNull().default(now),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

/**
 * What a member is told in the portal (docs/rules/notifications-and-events.md): one row per kind and target while
 * unread, counting how many times it happened (a second comment on the same article adds to the
 * unread notification, "3 novos comentários em …"), with the latest actor; read ones are kept.
 * The target's title is copied, so a list of notifications needs no join per kind.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    targetTitle: text('target_title').notNull(),
    count: integer('count').notNull().default(1),
    createdAt: createdAt(),
    readAt: text('read_at'),
    /**
     * When the push sweep last took this notification (docs/rules/push-and-offline.md): null until
     * then; earlier than `createdAt` once the unread notification happened again. Migration 0021.
     */
    pushedAt: text('pushed_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_unread_unique')
      .on(t.userId, t.kind, t.targetType, t.targetId)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_actor_idx').on(t.actorId),
    // The push sweep's read: the unread notifications of the last hour (docs/rules/push-and-offline.md).
    index('notifications_unread_created_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} IS NULL`),
    check('notifications_count_check', sql`${t.count} >= 1`),
  ],
);

/**
 * What a member follows (docs/rules/notifications-and-events.md): a category or another member, one row each.
 * New articles and protocols in what they follow reach them as notifications (through the queue)
 * and in 'Para si' on the home page.
 */
export const follows = sqliteTable(
  'follows',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    followedUserId: integer('followed_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_category_unique')
      .on(t.followerId, t.categoryId)
      .where(sql`${t.categoryId} IS NOT NULL`),
    uniqueIndex('follows_member_unique')
      .on(t.followerId, t.followedUserId)
      .where(sql`${t.followedUserId} IS NOT NULL`),
    index('follows_category_idx').on(t.categoryId),
    index('follows_followed_idx').on(t.followedUserId),
    check('follows_one_target', sql`(${t.categoryId} IS NULL) <> (${t.followedUserId} IS NULL)`),
    check('follows_not_self', sql`${t.followedUserId} IS NULL OR ${t.followedUserId} <> ${t.followerId}`),
  ],
);

/**
 * What an author is writing and has not published: one draft per author, kind and item (a new
 * item's draft has no item). Only its author reads it (worker/routes/drafts.ts); nothing that
 * lists, shows, searches or feeds items reads this table, so a draft is never an item.
 */
export const drafts = sqliteTable(
  'drafts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['article', 'protocol', 'event', 'opportunity', 'volunteering', 'question'] }).notNull(),
    /** The article or protocol being edited, or null for a new item. */
    itemId: integer('item_id'),
    /** The fields written so far (`DraftBody`, #contract/drafts-types), as JSON. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('drafts_target_unique').on(t.authorId, t.kind, sql`coalesce(${t.itemId}, 0)`),
    check('drafts_kind_check', sql`${t.kind} in ('article', 'protocol', 'event', 'opportunity', 'volunteering', 'question')`),
    check('drafts_body_len', sql`length(${t.body}) <= 262144`),
  ],
);

/**
 * How each member wants to be e-mailed about each kind of news (docs/rules/notifications-and-events.md): one row
 * per member who changed anything (no row: the defaults of #contract/email-preferences-types).
 */
export const emailPreferences = sqliteTable(
  'email_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    comments: text('comments').notNull(),
    events: text('events').notNull(),
    following: text('following').notNull(),
    /** Mentions (docs/rules/mentions.md); its CHECK is on the column (migration 0020, see the note at the top). */
    mentions: text('mentions').notNull().default('immediate'),
    /** Answers to the member's questions and their answers accepted (docs/rules/questions.md); its CHECK is on the column (migration 0021). */
    questions: text('questions').notNull().default('immediate'),
    /** The e-mails of saved searches (docs/rules/job-alerts-and-pay.md); its CHECK is on the column (migration 0023). */
    alerts: text('alerts').notNull().default('immediate'),
    /** Requests to join the communities the member moderates, and their own requests approved (docs/rules/communities.md); its CHECK is on the column (migration 0025). */
    communities: text('communities').notNull().default('immediate'),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    check('email_preferences_comments_check', sql`${t.comments} in ('immediate', 'weekly', 'off')`),
    check('email_preferences_events_check', sql`${t.events} in ('immediate', 'weekly', 'off')`),
    check('email_preferences_following_check', sql`${t.following} in ('immediate', 'weekly', 'off')`),
  ],
);

/**
 * Which kinds of news a member wants as push notifications on their devices
 * (docs/rules/push-and-offline.md): 1 on, 0 off; no row: all off. The kinds are those of
 * #contract/push-types.
 */
export const pushPreferences = sqliteTable(
  'push_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    comments: integer('comments').notNull().default(0),
    events: integer('events').notNull().default(0),
    following: integer('following').notNull().default(0),
    mentions: integer('mentions').notNull().default(0),
    account: integer('account').notNull().default(0),
    questions: integer('questions').notNull().default(0),
    alerts: integer('alerts').notNull().default(0),
    communities: integer('communities').notNull().default(0),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    check(
      'push_preferences_switches_check',
      sql`${t.comments} in (0, 1) and ${t.events} in (0, 1) and ${t.following} in (0, 1) and ${t.mentions} in (0, 1) and ${t.account} in (0, 1) and ${t.questions} in (0, 1) and ${t.alerts} in (0, 1) and ${t.communities} in (0, 1)`,
    ),
  ],
);

/**
 * A device's push subscription (docs/rules/push-and-offline.md): the push service's endpoint and
 * the browser's keys, owned by the session that subscribed, so that it ends with that session
 * (signing out, 'end every other session', a new password, the account's deletion) by the cascade.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key, base64url of 65 bytes. */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret, base64url of 16 bytes. */
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionHash),
    check('push_subscriptions_endpoint_len', sql`length(${t.endpoint}) <= 1024`),
    check('push_subscriptions_keys_len', sql`length(${t.p256dh}) = 87 and length(${t.auth}) = 22`),
  ],
);

/**
 * The one-click unsubscribe links of e-mails sent (RFC 8058): only the SHA-256 of each token,
 * the member and the kind of news it turns off, until it expires (the daily cron deletes it).
 */
export const unsubscribeTokens = sqliteTable(
  'unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** The saved search an alert's link deletes (kind 'alerts'; null: the link turns `kind` off). No foreign key: a search already gone leaves the link nothing to do. */
    savedSearchId: integer('saved_search_id'),
  },
  (t) => [index('unsubscribe_tokens_user_idx').on(t.userId), index('unsubscribe_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Comments e-mailed to an item's author at most once an hour, grouped (decision 028, migration
 * 0017): per article or protocol, when the last e-mail about its comments was claimed (ms), the
 * comment ids it told of (after `mailedAfter`, up to `mailedThrough`), and how many comments came
 * since, waiting for the hour to pass. No member column: the recipient is the item's author.
 */
export const commentMails = sqliteTable(
  'comment_mails',
  {
    targetType: text('target_type', { enum: ['article', 'protocol'] }).notNull(),
    targetId: integer('target_id').notNull(),
    mailedAt: integer('mailed_at').notNull(),
    mailedAfter: integer('mailed_after').notNull(),
    mailedThrough: integer('mailed_through').notNull(),
    waiting: integer('waiting').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId] }),
    index('comment_mails_waiting_idx')
      .on(t.mailedAt)
      .where(sql`${t.waiting} > 0`),
    check('comment_mails_target_type_check', sql`${t.targetType} in ('article', 'protocol')`),
    check('comment_mails_range_check', sql`${t.mailedAfter} <= ${t.mailedThrough}`),
    check('comment_mails_waiting_check', sql`${t.waiting} >= 0`),
  ],
);

/**
 * The weekly digests sent (migration 0018): one row per member and Lisbon week (the Monday's date,
 * YYYY-MM-DD). A digest is sent only by the job that inserts the row, so a schedule or a job run
 * twice sends each member one digest a week.
 */
export const digestSends = sqliteTable(
  'digest_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] }), index('digest_sends_week_idx').on(t.week)],
);

/**
 * Reports of an item, a comment or a profile (docs/rules/trust.md): one per member and target.
 * Open until a moderator's action on the target resolves every open report of it.
 */
export const reports = sqliteTable(
  'reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    createdAt: createdAt(),
    /** When a moderator's action resolved it (null: open), and which action. */
    resolvedAt: text('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_unique').on(t.reporterId, t.targetType, t.targetId),
    index('reports_target_idx').on(t.targetType, t.targetId, t.resolvedAt),
    index('reports_open_idx').on(t.resolvedAt, t.createdAt),
    check('reports_target_type_check', sql`${t.targetType} in (${sqlList(REPORT_TARGET_TYPES)})`),
    check('reports_reason_check', sql`${t.reason} in (${sqlList(REPORT_REASONS)})`),
    check('reports_details_len', sql`${t.details} is null or length(${t.details}) <= 1000`),
  ],
);

/**
 * Every moderation action, kept for admins (docs/rules/trust.md): who did what to what, when
 * and why. `targetTitle` is copied, so the log still reads after the target is deleted (a deleted
 * member's name becomes 'Membro removido'). `actorRole` is the actor's role when they acted, kept
 * when their account goes (migration 0016); null for the portal's own actions.
 */
export const moderationLog = sqliteTable(
  'moderation_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ROLES }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    targetTitle: text('target_title'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_log_created_idx').on(t.createdAt),
    index('moderation_log_target_idx').on(t.targetType, t.targetId),
    check('moderation_log_action_len', sql`length(${t.action}) <= 50`),
    check('moderation_log_reason_len', sql`${t.reason} is null or length(${t.reason}) <= 1000`),
    check('moderation_log_actor_role_check', sql`${t.actorRole} is null or ${t.actorRole} in (${sqlList(ROLES)})`),
  ],
);

/**
 * A member's request to be shown as a verified occupational therapist: only the licence number
 * (cédula profissional, ACSS) and the moderator's decision, never a document.
 */
export const otVerifications = sqliteTable(
  'ot_verifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenceNumber: text('licence_number').notNull(),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: text('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ot_verifications_pending_unique')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('ot_verifications_status_idx').on(t.status, t.createdAt),
    index('ot_verifications_user_idx').on(t.userId, t.createdAt),
    check('ot_verifications_status_check', sql`${t.status} in (${sqlList(VERIFICATION_STATUSES)})`),
    check('ot_verifications_licence_len', sql`length(${t.licenceNumber}) between 1 and 20`),
    check('ot_verifications_reason_len', sql`${t.reason} is null or length(${t.reason}) <= 1000`),
  ],
);

/** The kinds of a portfolio entry (#contract/cpd-types), spelled here for the CHECK. */
const CPD_KINDS = ['evento', 'formacao', 'congresso', 'leitura', 'supervisao', 'investigacao', 'docencia', 'outro'] as const;

/**
 * A certificate of attendance at an event (docs/rules/cpd-portfolio.md): issued when the organiser
 * records a registrant's attendance at an event with CPD hours, revoked when they un-mark it. What
 * it certifies is copied at issue, so it still verifies after the event is deleted; it goes with
 * the member's account. At most one valid certificate per member and event.
 */
export const cpdCertificates = sqliteTable(
  'cpd_certificates',
  {
    /** 128 random bits, base32: the verification address's last part. */
    code: text('code').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    organizerId: integer('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    memberName: text('member_name').notNull(),
    eventTitle: text('event_title').notNull(),
    eventDate: text('event_date').notNull(),
    organizerName: text('organizer_name').notNull(),
    quarterHours: integer('quarter_hours').notNull(),
    issuedAt: createdAt(),
    revokedAt: text('revoked_at'),
  },
  (t) => [
    uniqueIndex('cpd_certificates_valid_unique')
      .on(t.eventId, t.userId)
      .where(sql`${t.revokedAt} IS NULL`),
    index('cpd_certificates_user_idx').on(t.userId),
    index('cpd_certificates_organizer_idx').on(t.organizerId),
    check('cpd_certificates_hours_check', sql`${t.quarterHours} between 1 and 400`),
  ],
);

/** A member's portfolio of continuing professional development (docs/rules/cpd-portfolio.md): private to them. */
export const cpdEntries = sqliteTable(
  'cpd_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The day it took place, `YYYY-MM-DD`. */
    entryDate: text('entry_date').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: CPD_KINDS }).notNull(),
    /** Hours in quarter hours (1 = 15 minutes): sums stay exact. */
    quarterHours: integer('quarter_hours').notNull(),
    /** Sanitised HTML (worker/services/html.ts). */
    reflection: text('reflection'),
    evidenceUrl: text('evidence_url'),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The certificate that created the entry; un-marking the attendance deletes the entry. */
    certificateCode: text('certificate_code').references(() => cpdCertificates.code, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('cpd_entries_user_date_idx').on(t.userId, t.entryDate),
    uniqueIndex('cpd_entries_certificate_unique')
      .on(t.certificateCode)
      .where(sql`${t.certificateCode} IS NOT NULL`),
    check('cpd_entries_kind_check', sql`${t.kind} in (${sqlList(CPD_KINDS)})`),
    check('cpd_entries_hours_check', sql`${t.quarterHours} between 1 and 800`),
    check('cpd_entries_title_len', sql`length(${t.title}) between 3 and 200`),
    check('cpd_entries_reflection_len', sql`${t.reflection} is null or length(${t.reflection}) <= 40000`),
  ],
);

/** A member's yearly target of CPD hours, when they changed it from the 40 of the Labour Code, and whether the digest reminds them of it. */
export const cpdSettings = sqliteTable(
  'cpd_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetQuarterHours: integer('target_quarter_hours').notNull(),
    reminders: integer('reminders', { mode: 'boolean' }).notNull().default(true),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [check('cpd_settings_target_check', sql`${t.targetQuarterHours} between 4 and 4000`)],
);

/**
 * A member's saved searches of the offer lists, their job alerts (docs/rules/job-alerts-and-pay.md):
 * at most 10 each; a new offer that matches tells them at once or in the weekly digest.
 */
export const savedSearches = sqliteTable(
  'saved_searches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['opportunities', 'volunteering'] }).notNull(),
    district: text('district'),
    employmentType: text('employment_type'),
    /** The words as the member typed them (null: none). */
    q: text('q'),
    /** Their Portuguese stems (worker/lib/search-stems.ts), space-separated: what a new offer must hold. */
    qStems: text('q_stems').notNull().default(''),
    frequency: text('frequency', { enum: ['immediate', 'weekly'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    index('saved_searches_kind_idx').on(t.kind, t.userId),
    check('saved_searches_kind_check', sql`${t.kind} in ('opportunities', 'volunteering')`),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('immediate', 'weekly')`),
  ],
);

/**
 * The offers a member's saved searches matched: one row per member and offer, so a member is told
 * of an offer once whatever matches it and however often the job runs. `frequency` says how: at once
 * (notified and e-mailed when the offer came) or in the weekly digest, which reads the week's rows.
 */
export const savedSearchMatches = sqliteTable(
  'saved_search_matches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerType: text('offer_type', { enum: ['opportunity', 'volunteering'] }).notNull(),
    offerId: integer('offer_id').notNull(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: ['immediate', 'weekly'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.offerType, t.offerId] }),
    index('saved_search_matches_created_idx').on(t.createdAt),
    index('saved_search_matches_search_idx').on(t.savedSearchId),
    index('saved_search_matches_offer_idx').on(t.offerType, t.offerId),
  ],
);
