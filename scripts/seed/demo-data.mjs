// The demo data as SQL statements (docs/rules/screens.md). A pure function, so that the Worker
// tests can run the very statements `npm start` runs, with a precomputed password hash.
// Rows refer to each other by unique names (username, title), never by assumed ids; on an empty
// database the ids still come out in the order below, the same on every first start.
import { normalizeSearchText, searchedPlace } from '../../worker/contract/common.ts';
import { searchStems } from '../../worker/lib/search-stems.ts';
import { PRIVACY_VERSION, TERMS_VERSION } from '../../worker/contract/users-types.ts';
import { articles } from './content/articles.mjs';
import { closedArticle, closedCommunity, memberships, postedIn } from './content/communities.mjs';
import { articleComments, articleLikes, protocolComments, protocolLikes, savedByDemoMember } from './content/interactions.mjs';
import { events, opportunities, volunteering } from './content/listings.mjs';
import { members } from './content/members.mjs';
import { protocols } from './content/protocols.mjs';
import { questions } from './content/questions.mjs';
import { renderBody } from './markup.mjs';

/** Every demo member signs in with this password; README names the first one. */
export const DEMO_LOGIN = { username: 'ana.silva', password: 'RedeTO-demo-2026' };

const DAY = 24 * 60 * 60 * 1000;

/** A SQL literal: NULL, a number, or a single-quoted string. */
export const sqlValue = (value) => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return `'${String(value).replaceAll("'", "''")}'`;
};

const insert = (table, row) => {
  const columns = Object.keys(row);
  // Values wrapped in { sql } are subqueries, written as they are.
  const values = columns.map((column) => (row[column] && typeof row[column] === 'object' && 'sql' in row[column] ? row[column].sql : sqlValue(row[column])));
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.join(', ')})`;
};

/** The `<field>_stems` columns of the searched fields (migration 0006), as the Worker writes them (worker/db/search-index.ts). */
const stemsColumns = (fields) => Object.fromEntries(Object.entries(fields).map(([field, text]) => [`${field}_stems`, searchStems(text)]));
/**
 * Items with their position in the content files, oldest first: ids then grow with the creation
 * date, as they do when members publish through the portal.
 */
const oldestFirst = (items, daysAgo) => items.map((item, index) => ({ item, index })).sort((a, b) => daysAgo(b.item) - daysAgo(a.item));

const userId = (username) => ({ sql: `(SELECT id FROM users WHERE username = ${sqlValue(username)})` });
const categoryId = (name) => ({ sql: `(SELECT id FROM categories WHERE name = ${sqlValue(name)})` });
const articleId = (index) => ({ sql: `(SELECT id FROM articles WHERE title = ${sqlValue(articles[index].title)})` });
const protocolId = (index) => ({ sql: `(SELECT id FROM protocols WHERE title = ${sqlValue(protocols[index].title)})` });
const eventId = (title) => ({ sql: `(SELECT id FROM events WHERE title = ${sqlValue(title)})` });

const HOUR = 60 * 60 * 1000;
/** How long a demo event of each type lasts from its start (a congress: two days) and what a place costs, in euro cents (0: free). */
const EVENT_SHAPES = {
  Conferência: { length: 8 * HOUR, priceCents: 0 },
  Workshop: { length: 7.5 * HOUR, priceCents: 4500 },
  Webinar: { length: 1.5 * HOUR, priceCents: 0 },
  Congresso: { length: DAY + 8.5 * HOUR, priceCents: 12_000 },
  Curso: { length: 3 * HOUR, priceCents: 2550 },
  Encontro: { length: 6 * HOUR, priceCents: 0 },
};

/**
 * Every statement of the demo data, in order, each a single statement without a trailing `;`.
 * `passwordHash` is the stored hash of the demo password, or a function giving one per username.
 * `now` anchors the relative dates (creation a few days or months ago, upcoming events).
 */
export function demoSeedStatements({ passwordHash, now = new Date() }) {
  const hashFor = typeof passwordHash === 'function' ? passwordHash : () => passwordHash;
  const start = now.getTime();
  // Minutes shift items created on the same day apart, so "newest first" is unambiguous.
  const ago = (days, minutes = 0) => new Date(start - days * DAY - minutes * 60_000).toISOString();
  const atMorning = (inDays) => {
    const date = new Date(start + inDays * DAY);
    date.setUTCHours(9, 30, 0, 0);
    return date.toISOString();
  };

  const statements = [];

  for (const { item: member } of oldestFirst(members, (member) => member.joinedDaysAgo)) {
    statements.push(
      insert('users', {
        username: member.username,
        email: `${member.username}@example.pt`,
        password_hash: hashFor(member.username),
        full_name: member.fullName,
        specialty: member.specialty,
        location: member.location,
        bio: member.bio,
        show_email: member.showEmail,
        search_text: normalizeSearchText([member.fullName, member.username, member.specialty, member.location].join(' ')),
        ...stemsColumns({ name: member.fullName, specialty: member.specialty, location: member.location }),
        created_at: ago(member.joinedDaysAgo),
        // Demo members are verified (docs/rules/email-and-account-life.md) and accepted today's terms when they joined.
        email_verified_at: ago(member.joinedDaysAgo),
        role: member.role ?? 'member',
        verified_ot_at: member.verifiedOt ? ago(member.verifiedOt.approvedDaysAgo) : null,
        // Demo members are past the first-day guide (docs/rules/first-day.md).
        onboarded_at: ago(member.joinedDaysAgo),
      }),
      insert('consents', {
        user_id: userId(member.username),
        terms_version: TERMS_VERSION,
        privacy_version: PRIVACY_VERSION,
        accepted_at: ago(member.joinedDaysAgo),
      }),
    );
  }

  // The licence number a moderator approved (docs/rules/trust.md), and the decision in the log.
  const moderator = members.find((member) => member.role === 'moderator').username;
  for (const member of members.filter((candidate) => candidate.verifiedOt)) {
    const { licenceNumber, approvedDaysAgo } = member.verifiedOt;
    statements.push(
      insert('ot_verifications', {
        user_id: userId(member.username),
        licence_number: licenceNumber,
        status: 'approved',
        decided_by: userId(moderator),
        decided_at: ago(approvedDaysAgo),
        created_at: ago(approvedDaysAgo + 2),
      }),
      insert('moderation_log', {
        actor_id: userId(moderator),
        actor_role: 'moderator',
        action: 'verify-approve',
        target_type: 'user',
        target_id: userId(member.username),
        target_title: member.fullName,
        created_at: ago(approvedDaysAgo),
      }),
    );
  }

  for (const { item: article, index } of oldestFirst(articles, (article) => article.daysAgo)) {
    const { html, text } = renderBody(article.body);
    const createdAt = ago(article.daysAgo, 60 + index * 7);
    statements.push(
      insert('articles', {
        title: article.title,
        summary: article.summary,
        content: html,
        content_text: text,
        search_text: normalizeSearchText(`${article.title} ${article.summary}`),
        ...stemsColumns({ title: article.title, summary: article.summary, content: text }),
        author_id: userId(article.author),
        category_id: categoryId(article.category),
        type: article.type,
        read_time: article.readTime,
        // The demo's case studies were published with their authors' declaration (docs/rules/trust.md).
        ...(article.type === 'CASE_STUDY' ? { patient_consent_at: createdAt } : {}),
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
  }

  for (const { item: protocol, index } of oldestFirst(protocols, (protocol) => protocol.daysAgo)) {
    const { html, text } = renderBody(protocol.body);
    const createdAt = ago(protocol.daysAgo, 90 + index * 11);
    statements.push(
      insert('protocols', {
        title: protocol.title,
        summary: protocol.summary,
        content: html,
        content_text: text,
        search_text: normalizeSearchText(`${protocol.title} ${protocol.summary}`),
        ...stemsColumns({ title: protocol.title, summary: protocol.summary, content: text }),
        author_id: userId(protocol.author),
        category_id: categoryId(protocol.category),
        is_validated: protocol.validated,
        ...(protocol.review
          ? {
              reviewed_by: userId(moderator),
              reviewed_at: ago(protocol.review.reviewedDaysAgo),
              evidence_level: protocol.review.evidenceLevel,
              review_due_at: ago(-protocol.review.dueInDays).slice(0, 10),
            }
          : {}),
        downloads: protocol.downloads,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
    if (protocol.review) {
      statements.push(
        insert('moderation_log', {
          actor_id: userId(moderator),
          actor_role: 'moderator',
          action: 'protocol-review',
          target_type: 'protocol',
          target_id: { sql: `(SELECT id FROM protocols WHERE title = ${sqlValue(protocol.title)})` },
          target_title: protocol.title,
          reason: `Nível de evidência ${protocol.review.evidenceLevel}`,
          created_at: ago(protocol.review.reviewedDaysAgo),
        }),
      );
    }
  }

  for (const { item: event, index } of oldestFirst(events, (event) => event.createdDaysAgo)) {
    statements.push(
      insert('events', {
        title: event.title,
        description: event.description,
        event_type: event.eventType,
        event_date: atMorning(event.inDays),
        ends_at: new Date(Date.parse(atMorning(event.inDays)) + (EVENT_SHAPES[event.eventType]?.length ?? 2 * HOUR)).toISOString(),
        price_cents: EVENT_SHAPES[event.eventType]?.priceCents ?? 0,
        location: event.location,
        online_url: event.onlineUrl ?? null,
        organizer_id: userId(event.organizer),
        max_participants: event.maxParticipants,
        registered_count: event.registered.length,
        search_text: normalizeSearchText(`${event.title} ${event.description} ${event.location}`),
        ...stemsColumns({ title: event.title, location: event.location, description: event.description }),
        created_at: ago(event.createdDaysAgo, 30 + index * 13),
      }),
    );
    (event.waitlist ?? []).forEach((username, position) => {
      statements.push(
        insert('event_waitlist', {
          event_id: eventId(event.title),
          user_id: userId(username),
          created_at: ago(Math.max(event.createdDaysAgo - 2 - position, 0), 3 + position),
        }),
      );
    });
    event.registered.forEach((username, position) => {
      statements.push(
        insert('event_registrations', {
          event_id: eventId(event.title),
          user_id: userId(username),
          created_at: ago(Math.max(event.createdDaysAgo - 1 - position, 0), 5 + position),
        }),
      );
    });
  }

  for (const { item: offer, index } of oldestFirst(opportunities, (offer) => offer.createdDaysAgo)) {
    statements.push(
      insert('opportunities', {
        title: offer.title,
        description: offer.description,
        company: offer.company,
        location: offer.location,
        district: offer.district,
        employment_type: offer.employmentType,
        requirements: offer.requirements,
        contact_email: offer.contactEmail,
        salary_min: offer.salaryMin ?? null,
        salary_max: offer.salaryMax ?? null,
        salary_text: offer.salaryText ?? null,
        poster_id: userId(offer.poster),
        expires_at: offer.expiresInDays === null ? null : atMorning(offer.expiresInDays),
        search_text: normalizeSearchText(`${offer.title} ${offer.description} ${offer.company} ${searchedPlace(offer.location, offer.district)}`),
        ...stemsColumns({ title: offer.title, company: offer.company, location: searchedPlace(offer.location, offer.district), description: offer.description }),
        created_at: ago(offer.createdDaysAgo, 45 + index * 17),
      }),
    );
  }

  for (const { item: offer, index } of oldestFirst(volunteering, (offer) => offer.createdDaysAgo)) {
    statements.push(
      insert('volunteering', {
        title: offer.title,
        description: offer.description,
        organization: offer.organization,
        location: offer.location,
        district: offer.district,
        contact_email: offer.contactEmail,
        poster_id: userId(offer.poster),
        expires_at: offer.expiresInDays === null ? null : atMorning(offer.expiresInDays),
        search_text: normalizeSearchText(`${offer.title} ${offer.description} ${offer.organization} ${searchedPlace(offer.location, offer.district)}`),
        ...stemsColumns({ title: offer.title, organization: offer.organization, location: searchedPlace(offer.location, offer.district), description: offer.description }),
        created_at: ago(offer.createdDaysAgo, 50 + index * 19),
      }),
    );
  }

  // Likes and comments come after their item was published: a day or so later, never before.
  for (const [index, usernames] of articleLikes) {
    usernames.forEach((username, position) => {
      statements.push(insert('likes', { user_id: userId(username), article_id: articleId(index), created_at: ago(articles[index].daysAgo, -(30 + position * 90)) }));
    });
  }
  for (const [index, usernames] of protocolLikes) {
    usernames.forEach((username, position) => {
      statements.push(insert('likes', { user_id: userId(username), protocol_id: protocolId(index), created_at: ago(protocols[index].daysAgo, -(30 + position * 90)) }));
    });
  }
  statements.push('UPDATE articles SET likes = (SELECT count(*) FROM likes WHERE likes.article_id = articles.id)');
  statements.push('UPDATE protocols SET likes = (SELECT count(*) FROM likes WHERE likes.protocol_id = protocols.id)');

  articleComments.forEach(([index, username, content, daysAgo], position) => {
    statements.push(insert('comments', { content, user_id: userId(username), article_id: articleId(index), created_at: ago(daysAgo, position * 3) }));
  });
  protocolComments.forEach(([index, username, content, daysAgo], position) => {
    statements.push(insert('comments', { content, user_id: userId(username), protocol_id: protocolId(index), created_at: ago(daysAgo, position * 3) }));
  });

  // Notifications, as the Worker writes them (worker/db/queries/notifications.ts): each author is
  // told of the comments of others on their articles and protocols, grouped per item; those of the
  // last week are unread, and all of the demo member's, so that the demo login's bell has news.
  const commentNotifications = (comments, items, kind, idOf) => {
    const byItem = new Map();
    comments.forEach(([index, username, , daysAgo]) => {
      if (username === items[index].author) return;
      const seen = byItem.get(index) ?? { count: 0, latest: null };
      seen.count += 1;
      if (!seen.latest || daysAgo < seen.latest.daysAgo) seen.latest = { username, daysAgo };
      byItem.set(index, seen);
    });
    for (const [index, { count, latest }] of byItem) {
      statements.push(
        insert('notifications', {
          user_id: userId(items[index].author),
          kind: 'comment',
          actor_id: userId(latest.username),
          target_type: kind,
          target_id: idOf(index),
          target_title: items[index].title,
          count,
          created_at: ago(latest.daysAgo),
          read_at: latest.daysAgo > 7 && items[index].author !== DEMO_LOGIN.username ? ago(latest.daysAgo - 1) : null,
        }),
      );
    }
  };
  commentNotifications(articleComments, articles, 'article', articleId);
  commentNotifications(protocolComments, protocols, 'protocol', protocolId);

  // Clinical questions (docs/rules/questions.md): their askers join the community they ask in, the
  // answers and useful votes follow (the counts are the triggers' of migration 0020), and an accepted
  // answer tells its author. An anonymous question names nobody in any notification.
  const questionId = (title) => ({ sql: `(SELECT id FROM questions WHERE title = ${sqlValue(title)})` });
  const communityId = (slug) => ({ sql: `(SELECT id FROM communities WHERE slug = ${sqlValue(slug)})` });
  for (const { item: question, index } of oldestFirst(questions, (question) => question.daysAgo)) {
    const { html, text } = renderBody(question.body);
    const createdAt = ago(question.daysAgo, 20 + index * 9);
    if (question.community) {
      statements.push(
        `INSERT OR IGNORE INTO community_members (community_id, user_id, membership, created_at) VALUES (${communityId(question.community).sql}, ${userId(question.author).sql}, 'member', ${sqlValue(ago(question.daysAgo + 5))})`,
      );
    }
    statements.push(
      insert('questions', {
        title: question.title,
        content: html,
        content_text: text.replace(/\s+/g, ' '),
        ...stemsColumns({ title: question.title, content: text }),
        author_id: userId(question.author),
        anonymous: Boolean(question.anonymous),
        category_id: categoryId(question.category),
        community_id: question.community ? communityId(question.community) : null,
        privacy_acknowledged: '[]',
        created_at: createdAt,
      }),
    );
    question.answers.forEach((answer, position) => {
      const body = renderBody(answer.body);
      const answeredAt = ago(answer.daysAgo, position * 7);
      const answerId = { sql: `(SELECT a.id FROM answers a JOIN users u ON u.id = a.author_id WHERE a.question_id = ${questionId(question.title).sql} AND u.username = ${sqlValue(answer.author)})` };
      statements.push(
        insert('answers', {
          question_id: questionId(question.title),
          author_id: userId(answer.author),
          content: body.html,
          content_text: body.text.replace(/\s+/g, ' '),
          privacy_acknowledged: '[]',
          created_at: answeredAt,
        }),
        insert('notifications', {
          user_id: userId(question.author),
          kind: 'question-answered',
          actor_id: userId(answer.author),
          target_type: 'question',
          target_id: questionId(question.title),
          target_title: question.title,
          created_at: answeredAt,
          read_at: answer.daysAgo > 7 ? ago(answer.daysAgo - 1) : null,
        }),
      );
      answer.votes?.forEach((username, voter) => statements.push(insert('answer_votes', { answer_id: answerId, user_id: userId(username), created_at: ago(answer.daysAgo, -(20 + voter * 30)) })));
      if (answer.accepted) {
        statements.push(
          `UPDATE questions SET accepted_answer_id = ${answerId.sql} WHERE id = ${questionId(question.title).sql}`,
          insert('notifications', {
            user_id: userId(answer.author),
            kind: 'answer-accepted',
            actor_id: question.anonymous ? null : userId(question.author),
            target_type: 'question',
            target_id: questionId(question.title),
            target_title: question.title,
            created_at: ago(answer.daysAgo - 1),
          }),
        );
      }
    });
  }

  savedByDemoMember.articles.forEach((index, position) => {
    statements.push(insert('saved_items', { user_id: userId(members[0].username), article_id: articleId(index), created_at: ago(1, position * 20) }));
  });
  savedByDemoMember.protocols.forEach((index, position) => {
    statements.push(insert('saved_items', { user_id: userId(members[0].username), protocol_id: protocolId(index), created_at: ago(1, 100 + position * 20) }));
  });

  // Communities in use (docs/rules/communities.md): members of the seeded ones, a closed interest
  // community with its moderator, members and a request waiting, and items posted in communities.
  statements.push(
    insert('communities', { slug: closedCommunity.slug, name: closedCommunity.name, description: closedCommunity.description, kind: 'interest', visibility: 'closed', created_at: ago(40) }),
  );
  const joined = [
    ...memberships.flatMap(({ slug, members: usernames, moderators }) => usernames.map((username) => ({ slug, username, membership: moderators.includes(username) ? 'moderator' : 'member' }))),
    ...closedCommunity.moderators.map((username) => ({ slug: closedCommunity.slug, username, membership: 'moderator' })),
    ...closedCommunity.members.map((username) => ({ slug: closedCommunity.slug, username, membership: 'member' })),
    ...closedCommunity.pending.map((username) => ({ slug: closedCommunity.slug, username, membership: 'pending' })),
  ];
  joined.forEach(({ slug, username, membership }, position) => {
    // OR REPLACE: an asker of the demo questions joined the community they ask in before.
    statements.push(
      insert('community_members', { community_id: communityId(slug), user_id: userId(username), membership, created_at: ago(membership === 'pending' ? 1 : 30 - position) }).replace(
        /^INSERT INTO/,
        'INSERT OR REPLACE INTO',
      ),
    );
  });
  statements.push("UPDATE communities SET member_count = (SELECT count(*) FROM community_members m WHERE m.community_id = communities.id AND m.membership <> 'pending')");
  for (const [title, slug] of postedIn.articles) statements.push(`UPDATE articles SET community_id = ${communityId(slug).sql} WHERE title = ${sqlValue(title)}`);
  for (const [title, slug] of postedIn.events) statements.push(`UPDATE events SET community_id = ${communityId(slug).sql} WHERE title = ${sqlValue(title)}`);
  {
    const { html, text } = renderBody(closedArticle.body);
    const createdAt = ago(closedArticle.daysAgo, 77);
    statements.push(
      insert('articles', {
        title: closedArticle.title,
        summary: closedArticle.summary,
        content: html,
        content_text: text,
        search_text: normalizeSearchText(`${closedArticle.title} ${closedArticle.summary}`),
        ...stemsColumns({ title: closedArticle.title, summary: closedArticle.summary, content: text }),
        author_id: userId(closedArticle.author),
        category_id: categoryId(closedArticle.category),
        type: 'ARTICLE',
        read_time: closedArticle.readTime,
        community_id: communityId(closedCommunity.slug),
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
  }
  // The waiting request told to the closed community's moderator, unread (the demo login's bell).
  closedCommunity.pending.forEach((username) => {
    for (const moderator of closedCommunity.moderators) {
      statements.push(
        insert('notifications', {
          user_id: userId(moderator),
          kind: 'community-request',
          actor_id: userId(username),
          target_type: 'community',
          target_id: communityId(closedCommunity.slug),
          target_title: closedCommunity.name,
          created_at: ago(1),
        }),
      );
    }
  });

  return statements;
}
