import { accountMessageSchema, sessionInfoSchema } from '#contract/account';
import { ACCOUNT_EXPORT_KEYS } from '#contract/account-types';
import { articleSchema, likeResultSchema } from '#contract/articles';
import { categorySchema } from '#contract/categories';
import { commentSchema } from '#contract/comments';
import { communityDetailSchema, communityMemberSchema, communityRequestSchema, communitySchema, membershipResultSchema, pendingCommunityRequestSchema } from '#contract/communities';
import { apiErrorSchema } from '#contract/common';
import { contactSentSchema } from '#contract/contact';
import { attendeeSchema, certificateSchema, cpdEntrySchema, cpdSettingsSchema, cpdSummarySchema, eventAttendanceSchema, eventTicketSchema } from '#contract/cpd';
import { draftSchema, draftSummarySchema } from '#contract/drafts';
import { emailPreferencesSchema, unsubscribeResultSchema } from '#contract/email-preferences';
import { pushKeySchema, pushPreferencesSchema, pushSubscriptionEndSchema } from '#contract/push';
import { followsSchema, forYouSchema } from '#contract/follows';
import { notificationSchema, notificationsReadResultSchema } from '#contract/notifications';
import { eventListItemSchema, eventRegistrantSchema, portalEventSchema, registrationResultSchema, waitlistResultSchema } from '#contract/events';
import { healthSchema } from '#contract/meta';
import { auditEntrySchema, moderationActionResultSchema, moderationMemberSchema, reportCreatedSchema, reportedItemSchema, roleChangedSchema } from '#contract/moderation';
import { opportunitySchema } from '#contract/opportunities';
import { downloadResultSchema, protocolSchema } from '#contract/protocols';
import { acceptResultSchema, answerSchema, answerVoteResultSchema, questionSchema } from '#contract/questions';
import { relatedItemsSchema } from '#contract/related';
import { savedItemSchema } from '#contract/saved-items';
import { savedSearchSchema } from '#contract/saved-searches';
import { searchResultSchema } from '#contract/search';
import { uploadResultSchema } from '#contract/uploads';
import { decidedVerificationSchema, pendingVerificationSchema, verificationRequestSchema } from '#contract/verification';
import { activityItemSchema, currentUserSchema, publicUserSchema } from '#contract/users';
import { volunteeringSchema } from '#contract/volunteering';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { app } from '../../worker/app';
import { GOOD_PASSWORD, registration, uniqueAddress } from './account-helpers';
import { articleInput, eventInput, opportunityInput, protocolInput, storedUpload, volunteeringInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { sha256Hex } from '../../worker/services/sessions';
import { Client, env, ORIGIN, type ApiResponse } from './helpers';
import { formWithFile, jpegClean, pdfDocument } from './image-samples';
import { tokenIn, watchMail } from './mail-helpers';
import { newReceiver } from './push-receiver';

/**
 * Every endpoint's real answer, checked against its response schema from the contract. The
 * schemas are strict: a field the contract does not name (a password hash, an internal column)
 * fails here. Articles and protocols answer visitors without `content` and `pdfUrl`, and members
 * with both, so those are checked once for each.
 */

const visitorArticle = articleSchema.omit({ content: true, pdfUrl: true });
const memberArticle = articleSchema.required({ content: true, pdfUrl: true });
const visitorProtocol = protocolSchema.omit({ content: true, pdfUrl: true });
const memberProtocol = protocolSchema.required({ content: true, pdfUrl: true });

/** A list: a non-empty array (so that items were really checked), every item against `item`. */
const listOf = <T extends z.ZodType>(item: T) => z.array(item).min(1);

/** `GET /api/me/export`: exactly the keys of docs/rules/email-and-account-life.md, each a list of records but the profile. */
const accountExportSchema = z.strictObject({
  exportedAt: z.string(),
  ...Object.fromEntries(ACCOUNT_EXPORT_KEYS.map((key) => [key, key === 'profile' ? z.record(z.string(), z.unknown()) : z.array(z.record(z.string(), z.unknown()))])),
});

/** An endpoint that answers no JSON body, and why. */
interface NoJsonBody {
  noJsonBody: string;
}
const noJsonBody = (why: string): NoJsonBody => ({ noJsonBody: why });
/** Endpoints whose answer depends on who asks. */
interface ByViewer {
  visitor: z.ZodType;
  member: z.ZodType;
}
type Expected = z.ZodType | ByViewer | NoJsonBody;

/** Every endpoint of the API (`METHOD /path` as mounted in worker/app.ts) and the schema of its success answer. */
const RESPONSES: Record<string, Expected> = {
  'GET /api/ping': noJsonBody('text "pong"'),
  'GET /api/health': healthSchema,

  'POST /api/register': currentUserSchema,
  'POST /api/login': currentUserSchema,
  'POST /api/logout': noJsonBody('204'),
  'GET /api/me': currentUserSchema,
  'GET /api/user': currentUserSchema,
  'GET /api/me/activity': listOf(activityItemSchema),
  'POST /api/me/password': noJsonBody('204'),
  'POST /api/email-verification': accountMessageSchema,
  'POST /api/email-verification/confirm': noJsonBody('204'),
  'POST /api/password-reset': accountMessageSchema,
  'POST /api/password-reset/confirm': noJsonBody('204'),
  'POST /api/email-change/confirm': noJsonBody('204'),
  'GET /api/me/sessions': listOf(sessionInfoSchema),
  'DELETE /api/me/sessions/:id': noJsonBody('204'),
  'DELETE /api/me/sessions': noJsonBody('204'),
  'GET /api/me/export': accountExportSchema,
  'POST /api/me/onboarding': currentUserSchema,
  'DELETE /api/me': noJsonBody('204'),

  'POST /api/upload-avatar': uploadResultSchema,
  'POST /api/upload-image': uploadResultSchema,
  'POST /api/upload-pdf': uploadResultSchema,
  'GET /api/files/:key': noJsonBody('the file itself'),

  'GET /api/users': listOf(publicUserSchema),
  'GET /api/users/:id': publicUserSchema,
  'PATCH /api/users/:id': currentUserSchema,

  'GET /api/categories': listOf(categorySchema),
  'GET /api/categories/:id': categorySchema,

  'GET /api/articles': { visitor: listOf(visitorArticle), member: listOf(memberArticle) },
  'GET /api/articles/:id': { visitor: visitorArticle, member: memberArticle },
  'POST /api/articles': memberArticle,
  'PATCH /api/articles/:id': memberArticle,
  'DELETE /api/articles/:id': noJsonBody('204'),
  'GET /api/articles/:id/comments': listOf(commentSchema),
  'POST /api/articles/:id/like': likeResultSchema,
  'DELETE /api/articles/:id/like': likeResultSchema,
  'GET /api/articles/:id/related': relatedItemsSchema,

  'GET /api/protocols': { visitor: listOf(visitorProtocol), member: listOf(memberProtocol) },
  'GET /api/protocols/:id': { visitor: visitorProtocol, member: memberProtocol },
  'POST /api/protocols': memberProtocol,
  'PATCH /api/protocols/:id': memberProtocol,
  'DELETE /api/protocols/:id': noJsonBody('204'),
  'GET /api/protocols/:id/comments': listOf(commentSchema),
  'POST /api/protocols/:id/like': likeResultSchema,
  'DELETE /api/protocols/:id/like': likeResultSchema,
  'POST /api/protocols/:id/download': downloadResultSchema,
  'POST /api/protocols/:id/review': memberProtocol,
  'GET /api/protocols/:id/related': relatedItemsSchema,

  'POST /api/comments': commentSchema,
  'PATCH /api/comments/:id': commentSchema,
  'DELETE /api/comments/:id': noJsonBody('204'),

  'GET /api/events': listOf(eventListItemSchema),
  'GET /api/events/:id': portalEventSchema,
  'POST /api/events': portalEventSchema,
  'PATCH /api/events/:id': portalEventSchema,
  'DELETE /api/events/:id': noJsonBody('204'),
  'POST /api/events/:id/cancel': portalEventSchema,
  // 201 with a place, 202 with a place in the waiting list.
  'POST /api/events/:id/register': registrationResultSchema.or(waitlistResultSchema),
  'DELETE /api/events/:id/register': registrationResultSchema,
  'GET /api/events/:id/calendar.ics': noJsonBody('an iCalendar file (text/calendar)'),
  'GET /api/events/:id/registrations': listOf(eventRegistrantSchema),
  'GET /api/events/:id/registrations.csv': noJsonBody('a spreadsheet (text/csv)'),
  'GET /api/events/:id/ticket': eventTicketSchema,
  'GET /api/events/:id/attendance': eventAttendanceSchema,
  'POST /api/events/:id/check-in': attendeeSchema,
  'PUT /api/events/:id/attendance/:userId': attendeeSchema,
  'GET /api/certificates/:code': certificateSchema,
  'GET /api/certificates/:code/pdf': noJsonBody('a PDF (application/pdf)'),
  'GET /api/me/cpd': z.array(cpdEntrySchema),
  'POST /api/me/cpd': cpdEntrySchema,
  'PATCH /api/me/cpd/:id': cpdEntrySchema,
  'DELETE /api/me/cpd/:id': noJsonBody('204'),
  'GET /api/me/cpd/summary': cpdSummarySchema,
  'PATCH /api/me/cpd/settings': cpdSettingsSchema,
  'GET /api/me/cpd/report.pdf': noJsonBody('a PDF (application/pdf)'),

  'GET /api/opportunities': listOf(opportunitySchema),
  'GET /api/opportunities/:id': opportunitySchema,
  'POST /api/opportunities': opportunitySchema,
  'PATCH /api/opportunities/:id': opportunitySchema,
  'DELETE /api/opportunities/:id': noJsonBody('204'),
  'POST /api/opportunities/:id/close': opportunitySchema,

  'GET /api/volunteering': listOf(volunteeringSchema),
  'GET /api/volunteering/:id': volunteeringSchema,
  'POST /api/volunteering': volunteeringSchema,
  'PATCH /api/volunteering/:id': volunteeringSchema,
  'DELETE /api/volunteering/:id': noJsonBody('204'),
  'POST /api/volunteering/:id/close': volunteeringSchema,

  'GET /api/questions': listOf(questionSchema),
  'GET /api/questions/:id': questionSchema,
  'POST /api/questions': questionSchema,
  'PATCH /api/questions/:id': questionSchema,
  'DELETE /api/questions/:id': noJsonBody('204'),
  'GET /api/questions/:id/answers': listOf(answerSchema),
  'POST /api/questions/:id/answers': answerSchema,
  'POST /api/questions/:id/accept': acceptResultSchema,
  'DELETE /api/questions/:id/accept': acceptResultSchema,
  'PATCH /api/answers/:id': answerSchema,
  'DELETE /api/answers/:id': noJsonBody('204'),
  'POST /api/answers/:id/vote': answerVoteResultSchema,
  'DELETE /api/answers/:id/vote': answerVoteResultSchema,

  'GET /api/saved-items': listOf(savedItemSchema.extend({ article: memberArticle.nullable(), protocol: memberProtocol.nullable() })),
  'POST /api/saved-items': savedItemSchema.extend({ article: memberArticle.nullable(), protocol: memberProtocol.nullable() }),
  'DELETE /api/saved-items/:id': noJsonBody('204'),
  'GET /api/me/saved-searches': listOf(savedSearchSchema),
  'POST /api/me/saved-searches': savedSearchSchema,
  'DELETE /api/me/saved-searches/:id': noJsonBody('204'),
  'GET /api/drafts': listOf(draftSummarySchema),
  'GET /api/drafts/:kind/:item': draftSchema,
  'PUT /api/drafts/:kind/:item': draftSchema,
  'DELETE /api/drafts/:kind/:item': noJsonBody('204'),

  'GET /api/search': {
    visitor: searchResultSchema.extend({ articles: listOf(visitorArticle), protocols: listOf(visitorProtocol) }),
    member: searchResultSchema.extend({ articles: listOf(memberArticle), protocols: listOf(memberProtocol) }),
  },

  'POST /api/contact': contactSentSchema,

  'GET /api/communities': listOf(communitySchema),
  'GET /api/communities/news': forYouSchema,
  'GET /api/communities/requests': listOf(pendingCommunityRequestSchema),
  'POST /api/communities': communitySchema,
  'GET /api/communities/:slug': communityDetailSchema,
  // 200 joined at once, 202 a request to a closed community.
  'POST /api/communities/:slug/join': membershipResultSchema,
  'DELETE /api/communities/:slug/membership': membershipResultSchema,
  'GET /api/communities/:slug/members': listOf(communityMemberSchema),
  'GET /api/communities/:slug/requests': listOf(communityRequestSchema),
  'POST /api/communities/:slug/requests/:userId': membershipResultSchema,
  'PUT /api/communities/:slug/moderators/:userId': membershipResultSchema,
  'DELETE /api/communities/:slug/moderators/:userId': membershipResultSchema,

  'GET /api/follows': followsSchema,
  'GET /api/follows/feed': forYouSchema,
  'POST /api/follows': followsSchema,
  'DELETE /api/follows': followsSchema,

  'GET /api/me/email-preferences': emailPreferencesSchema,
  'PUT /api/me/email-preferences': emailPreferencesSchema,
  'POST /api/email-preferences/unsubscribe': unsubscribeResultSchema,

  'GET /api/push/key': pushKeySchema,
  'POST /api/me/push-subscriptions': pushSubscriptionEndSchema,
  'DELETE /api/me/push-subscriptions': noJsonBody('204'),
  'GET /api/me/push-preferences': pushPreferencesSchema,
  'PUT /api/me/push-preferences': pushPreferencesSchema,

  'GET /api/notifications': listOf(notificationSchema),
  'POST /api/notifications/read': notificationsReadResultSchema,

  'POST /api/reports': reportCreatedSchema,
  'GET /api/moderation/reports': listOf(reportedItemSchema),
  'POST /api/moderation/actions': moderationActionResultSchema,
  'GET /api/moderation/members': listOf(moderationMemberSchema),
  'POST /api/moderation/roles': roleChangedSchema,
  'GET /api/moderation/audit': listOf(auditEntrySchema),
  'GET /api/me/verification': verificationRequestSchema,
  'POST /api/me/verification': verificationRequestSchema,
  'GET /api/moderation/verifications': listOf(pendingVerificationSchema),
  'POST /api/moderation/verifications/:id': decidedVerificationSchema,
};

type Viewer = 'visitor' | 'member';
/** Which endpoints were checked, and for whom. */
const checked = new Map<string, Set<Viewer>>();

/** Checks a success answer of `endpoint` against its schema (for `viewer` where the shape depends on who asks). */
function expectContract(endpoint: string, response: ApiResponse, viewer: Viewer = 'member') {
  const expected = RESPONSES[endpoint];
  if (!expected) throw new Error(`${endpoint} is not in RESPONSES`);
  expect(response.status, `${endpoint}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(200);
  expect(response.status, `${endpoint}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  if (!('noJsonBody' in expected)) {
    const schema = expected instanceof z.ZodType ? expected : expected[viewer];
    const result = schema.safeParse(response.body);
    if (!result.success) throw new Error(`${endpoint} (${viewer}) does not match its schema:\n${z.prettifyError(result.error)}`);
  }
  const viewers = checked.get(endpoint) ?? new Set<Viewer>();
  viewers.add(viewer);
  checked.set(endpoint, viewers);
}

const visitor = new Client();
let member: Member;
let other: Member;
let category: number;
let articleId: number;
let protocolId: number;

beforeAll(async () => {
  member = await createMember({ specialty: 'Pediatria', location: 'Évora', showEmail: true });
  other = await createMember();
  category = await categoryId();
});

describe('every endpoint answers the shape of its contract schema', () => {
  it('meta', async () => {
    expectContract('GET /api/ping', await visitor.get('/api/ping'), 'visitor');
    expectContract('GET /api/health', await visitor.get('/api/health'), 'visitor');
  });

  it('uploads and files', async () => {
    expectContract('POST /api/upload-avatar', await member.client.post('/api/upload-avatar', formWithFile('avatar', jpegClean(), 'eu.jpg', 'image/jpeg')));
    const image = await member.client.post('/api/upload-image', formWithFile('image', jpegClean(), 'capa.jpg', 'image/jpeg'));
    expectContract('POST /api/upload-image', image);
    expectContract('POST /api/upload-pdf', await member.client.post('/api/upload-pdf', formWithFile('pdf', pdfDocument(), 'guia.pdf', 'application/pdf')));
    // Fetched without the test client, which would read the image as text.
    const file = await exports.default.fetch(new Request(`${ORIGIN}${(image.body as { url: string }).url}`));
    expect(file.headers.get('Content-Type')).toBe('image/jpeg');
    expectContract('GET /api/files/:key', { status: file.status, headers: file.headers, body: await file.arrayBuffer() }, 'visitor');
  });

  it('articles, visitor and member', async () => {
    const created = await member.client.post('/api/articles', articleInput({ categoryId: category, imageUrl: await storedUpload(member.id, 'image'), pdfUrl: await storedUpload(member.id, 'pdf') }));
    expectContract('POST /api/articles', created);
    articleId = (created.body as { id: number }).id;
    expectContract('PATCH /api/articles/:id', await member.client.patch(`/api/articles/${articleId}`, { title: 'Intervenção sensorial na sala de aula' }));
    for (const [viewer, client] of [
      ['visitor', visitor],
      ['member', other.client],
    ] as const) {
      expectContract('GET /api/articles', await client.get('/api/articles'), viewer);
      expectContract('GET /api/articles/:id', await client.get(`/api/articles/${articleId}`), viewer);
    }
    expectContract('POST /api/articles/:id/like', await other.client.post(`/api/articles/${articleId}/like`));
    expectContract('GET /api/articles', await other.client.get('/api/articles'), 'member');
    expectContract('DELETE /api/articles/:id/like', await other.client.delete(`/api/articles/${articleId}/like`));
    expectContract('POST /api/comments', await other.client.post('/api/comments', { content: 'Muito útil, obrigado.', articleId }));
    expectContract('GET /api/articles/:id/comments', await visitor.get(`/api/articles/${articleId}/comments`), 'visitor');
  });

  it('protocols, visitor and member', async () => {
    const created = await member.client.post('/api/protocols', protocolInput({ categoryId: category, pdfUrl: await storedUpload(member.id, 'pdf') }));
    expectContract('POST /api/protocols', created);
    protocolId = (created.body as { id: number }).id;
    expectContract('PATCH /api/protocols/:id', await member.client.patch(`/api/protocols/${protocolId}`, { summary: 'Um resumo novo com mais de dez caracteres.' }));
    for (const [viewer, client] of [
      ['visitor', visitor],
      ['member', other.client],
    ] as const) {
      expectContract('GET /api/protocols', await client.get('/api/protocols'), viewer);
      expectContract('GET /api/protocols/:id', await client.get(`/api/protocols/${protocolId}`), viewer);
    }
    expectContract('POST /api/protocols/:id/like', await other.client.post(`/api/protocols/${protocolId}/like`));
    expectContract('DELETE /api/protocols/:id/like', await other.client.delete(`/api/protocols/${protocolId}/like`));
    expectContract('POST /api/protocols/:id/download', await other.client.post(`/api/protocols/${protocolId}/download`));
    expectContract('POST /api/comments', await other.client.post('/api/comments', { content: 'Vou aplicar na clínica.', protocolId }));
    expectContract('GET /api/protocols/:id/comments', await visitor.get(`/api/protocols/${protocolId}/comments`), 'visitor');
  });

  it('related items, visitor and member', async () => {
    // The protocol above shares the article's title words (docs/rules/related-items.md), and the article the protocol's.
    const related = async (path: string) => {
      const response = await visitor.get(path);
      expect((response.body as { items: unknown[] }).items.length, path).toBeGreaterThan(0);
      return response;
    };
    await member.client.patch(`/api/protocols/${protocolId}`, { title: 'Intervenção sensorial na sala de aula: o protocolo' });
    expectContract('GET /api/articles/:id/related', await related(`/api/articles/${articleId}/related`), 'visitor');
    expectContract('GET /api/protocols/:id/related', await related(`/api/protocols/${protocolId}/related`), 'visitor');
    expectContract('GET /api/articles/:id/related', await other.client.get(`/api/articles/${articleId}/related`), 'member');
  });

  it('verified therapists and reviewed protocols', async () => {
    const moderator = await createMember({ role: 'moderator' });
    const submitted = await other.client.post('/api/me/verification', { licenceNumber: '12 345' });
    expectContract('POST /api/me/verification', submitted);
    expectContract('GET /api/me/verification', await other.client.get('/api/me/verification'));
    expectContract('GET /api/moderation/verifications', await moderator.client.get('/api/moderation/verifications'));
    const id = (submitted.body as { id: number }).id;
    expectContract('POST /api/moderation/verifications/:id', await moderator.client.post(`/api/moderation/verifications/${id}`, { decision: 'approve' }));
    const reviewed = await moderator.client.post(`/api/protocols/${protocolId}/review`, { evidenceLevel: 2, reviewDueAt: '2030-06-30' });
    expectContract('POST /api/protocols/:id/review', reviewed);
    expect((reviewed.body as { review: unknown }).review).toMatchObject({ evidenceLevel: 2, reviewDueAt: '2030-06-30', overdue: false, reviewer: { id: moderator.id } });
    for (const [viewer, client] of [
      ['visitor', visitor],
      ['member', other.client],
    ] as const) {
      expectContract('GET /api/protocols/:id', await client.get(`/api/protocols/${protocolId}`), viewer);
    }
  });

  it('search, visitor and member', async () => {
    for (const [viewer, client] of [
      ['visitor', visitor],
      ['member', other.client],
    ] as const) {
      // In the summary of both the article and the protocol.
      expectContract('GET /api/search', await client.get(`/api/search?q=${encodeURIComponent('resumo')}`), viewer);
    }
  });

  it('saved items', async () => {
    const first = await other.client.post('/api/saved-items', { articleId });
    expect(first.status).toBe(201);
    expectContract('POST /api/saved-items', first);
    const again = await other.client.post('/api/saved-items', { articleId });
    expect(again.status).toBe(200);
    expectContract('POST /api/saved-items', again);
    expectContract('POST /api/saved-items', await other.client.post('/api/saved-items', { protocolId }));
    expectContract('GET /api/saved-items', await other.client.get('/api/saved-items'));
    expectContract('DELETE /api/saved-items/:id', await other.client.delete(`/api/saved-items/${(first.body as { id: number }).id}`));
  });

  it('saved searches', async () => {
    const saved = await other.client.post('/api/me/saved-searches', { kind: 'opportunities', district: 'Lisboa', employmentType: 'fulltime', q: 'pediatria', frequency: 'weekly' });
    expect(saved.status).toBe(201);
    expectContract('POST /api/me/saved-searches', saved);
    expectContract('GET /api/me/saved-searches', await other.client.get('/api/me/saved-searches'));
    expectContract('DELETE /api/me/saved-searches/:id', await other.client.delete(`/api/me/saved-searches/${(saved.body as { id: number }).id}`));
  });

  it('drafts', async () => {
    expectContract('PUT /api/drafts/:kind/:item', await other.client.request('PUT', '/api/drafts/article/new', { title: 'Rascunho', content: '<p>Texto</p>', type: 'CASE_STUDY' }));
    expectContract('GET /api/drafts', await other.client.get('/api/drafts'));
    expectContract('GET /api/drafts/:kind/:item', await other.client.get('/api/drafts/article/new'));
    expectContract('DELETE /api/drafts/:kind/:item', await other.client.delete('/api/drafts/article/new'));
  });

  it('the CPD portfolio, tickets, attendance and certificates', async () => {
    const organiser = await createMember();
    const attendee = await createMember();
    const created = await attendee.client.post('/api/me/cpd', { date: '2026-04-01', title: 'Supervisão clínica', kind: 'supervisao', hours: 1.5 });
    expectContract('POST /api/me/cpd', created);
    const id = (created.body as { id: number }).id;
    expectContract('GET /api/me/cpd', await attendee.client.get('/api/me/cpd'));
    expectContract('PATCH /api/me/cpd/:id', await attendee.client.patch(`/api/me/cpd/${id}`, { hours: 2 }));
    expectContract('GET /api/me/cpd/summary', await attendee.client.get('/api/me/cpd/summary?year=2026'));
    expectContract('PATCH /api/me/cpd/settings', await attendee.client.patch('/api/me/cpd/settings', { targetHours: 30 }));
    expectContract('GET /api/me/cpd/report.pdf', await attendee.client.get('/api/me/cpd/report.pdf?year=2026'));
    expectContract('DELETE /api/me/cpd/:id', await attendee.client.delete(`/api/me/cpd/${id}`));
    const eventId = (
      (await organiser.client.post('/api/events', eventInput({ eventDate: new Date(Date.now() + 3600_000).toISOString(), cpdHours: 2 }))).body as {
        id: number;
      }
    ).id;
    await attendee.client.post(`/api/events/${eventId}/register`);
    const ticket = await attendee.client.get(`/api/events/${eventId}/ticket`);
    expectContract('GET /api/events/:id/ticket', ticket);
    const checkedIn = await organiser.client.post(`/api/events/${eventId}/check-in`, { code: (ticket.body as { code: string }).code });
    expectContract('POST /api/events/:id/check-in', checkedIn);
    expectContract('GET /api/events/:id/attendance', await organiser.client.get(`/api/events/${eventId}/attendance`));
    const code = (checkedIn.body as { certificateCode: string }).certificateCode;
    expectContract('GET /api/certificates/:code', await visitor.get(`/api/certificates/${code}`), 'visitor');
    expectContract('GET /api/certificates/:code/pdf', await attendee.client.get(`/api/certificates/${code}/pdf`));
    expectContract('PUT /api/events/:id/attendance/:userId', await organiser.client.request('PUT', `/api/events/${eventId}/attendance/${attendee.id}`, { attended: false }));
  });

  it('events', async () => {
    const created = await member.client.post('/api/events', eventInput());
    expectContract('POST /api/events', created);
    const eventId = (created.body as { id: number }).id;
    expectContract('POST /api/events/:id/register', await other.client.post(`/api/events/${eventId}/register`));
    for (const [viewer, client] of [
      ['visitor', visitor],
      ['member', other.client],
    ] as const) {
      expectContract('GET /api/events', await client.get('/api/events'), viewer);
      expectContract('GET /api/events/:id', await client.get(`/api/events/${eventId}`), viewer);
    }
    expectContract('GET /api/events/:id/registrations', await member.client.get(`/api/events/${eventId}/registrations`));
    expectContract('GET /api/events/:id/registrations.csv', await member.client.get(`/api/events/${eventId}/registrations.csv`));
    expectContract('GET /api/events/:id/calendar.ics', await visitor.get(`/api/events/${eventId}/calendar.ics`));
    expectContract('DELETE /api/events/:id/register', await other.client.delete(`/api/events/${eventId}/register`));
    // A full event: the next member waits (202).
    const full = ((await member.client.post('/api/events', eventInput({ maxParticipants: 1 }))).body as { id: number }).id;
    // Its organiser takes no place in it (docs/rules/first-day.md): another member does.
    await (await createMember()).client.post(`/api/events/${full}/register`);
    const waiting = await other.client.post(`/api/events/${full}/register`);
    expect(waiting.status).toBe(202);
    expectContract('POST /api/events/:id/register', waiting);
  });

  it('follows and email preferences', async () => {
    expectContract('POST /api/follows', await member.client.post('/api/follows', { userId: other.id }));
    expectContract('GET /api/follows', await member.client.get('/api/follows'));
    expectContract('GET /api/follows/feed', await member.client.get('/api/follows/feed'));
    expectContract('DELETE /api/follows', await member.client.request('DELETE', '/api/follows', { userId: other.id }));
    expectContract('GET /api/me/email-preferences', await member.client.get('/api/me/email-preferences'));
    expectContract('PUT /api/me/email-preferences', await member.client.request('PUT', '/api/me/email-preferences', { comments: 'immediate', events: 'immediate', following: 'weekly' }));
    // An unsubscribe link as the digest writes it.
    const token = 'c'.repeat(43);
    await env.DB.prepare("INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, expires_at) VALUES (?, ?, 'following', ?)")
      .bind(await sha256Hex(token), member.id, Date.now() + 60_000)
      .run();
    expectContract('POST /api/email-preferences/unsubscribe', await visitor.post(`/api/email-preferences/unsubscribe?token=${token}`));
  });

  it('questions and answers', async () => {
    const input = { title: 'Uma pergunta clínica para o contrato', content: '<p>Que atividades propõe para treinar a motricidade fina em casa?</p>' };
    const asked = await member.client.post<{ id: number }>('/api/questions', input);
    expectContract('POST /api/questions', asked);
    const id = asked.body.id;
    expectContract('GET /api/questions', await visitor.get('/api/questions'));
    expectContract('GET /api/questions/:id', await visitor.get(`/api/questions/${id}`));
    expectContract('PATCH /api/questions/:id', await member.client.patch(`/api/questions/${id}`, { title: 'Uma pergunta clínica para o contrato, revista' }));
    const answered = await other.client.post<{ id: number }>(`/api/questions/${id}/answers`, { content: '<p>Pinças, plasticina e enfiamentos.</p>' });
    expectContract('POST /api/questions/:id/answers', answered);
    expectContract('GET /api/questions/:id/answers', await member.client.get(`/api/questions/${id}/answers`));
    expectContract('PATCH /api/answers/:id', await other.client.patch(`/api/answers/${answered.body.id}`, { content: '<p>Pinças, plasticina, enfiamentos e recortes.</p>' }));
    expectContract('POST /api/answers/:id/vote', await member.client.post(`/api/answers/${answered.body.id}/vote`));
    expectContract('DELETE /api/answers/:id/vote', await member.client.delete(`/api/answers/${answered.body.id}/vote`));
    expectContract('POST /api/questions/:id/accept', await member.client.post(`/api/questions/${id}/accept`, { answerId: answered.body.id }));
    expectContract('DELETE /api/questions/:id/accept', await member.client.delete(`/api/questions/${id}/accept`));
    expectContract('DELETE /api/answers/:id', await other.client.delete(`/api/answers/${answered.body.id}`));
    expectContract('DELETE /api/questions/:id', await member.client.delete(`/api/questions/${id}`));
  });

  it('communities', async () => {
    const admin = await createMember({ role: 'admin' });
    const slug = `grupo-${member.id}`;
    const created = await admin.client.post('/api/communities', { name: 'Grupo de contrato', slug, description: 'Um grupo fechado do teste de contrato.', visibility: 'closed' });
    expectContract('POST /api/communities', created);
    const communityId = (created.body as { id: number }).id;
    expectContract('GET /api/communities', await visitor.get('/api/communities'));
    expectContract('PUT /api/communities/:slug/moderators/:userId', await admin.client.request('PUT', `/api/communities/${slug}/moderators/${member.id}`));
    expectContract('POST /api/communities/:slug/join', await other.client.post(`/api/communities/${slug}/join`));
    expectContract('GET /api/communities/requests', await member.client.get('/api/communities/requests'));
    expectContract('GET /api/communities/:slug/requests', await member.client.get(`/api/communities/${slug}/requests`));
    expectContract('GET /api/communities/:slug', await member.client.get(`/api/communities/${slug}`));
    expectContract('POST /api/communities/:slug/requests/:userId', await member.client.post(`/api/communities/${slug}/requests/${other.id}`, { decision: 'approve' }));
    expectContract('GET /api/communities/:slug/members', await other.client.get(`/api/communities/${slug}/members`));
    await member.client.post('/api/articles', articleInput({ categoryId: category, communityId }));
    expectContract('GET /api/communities/news', await other.client.get('/api/communities/news'));
    expectContract('DELETE /api/communities/:slug/moderators/:userId', await admin.client.request('DELETE', `/api/communities/${slug}/moderators/${member.id}`));
    expectContract('DELETE /api/communities/:slug/membership', await other.client.delete(`/api/communities/${slug}/membership`));
  });

  it('web push', async () => {
    expectContract('GET /api/push/key', await visitor.get('/api/push/key'));
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    expectContract('POST /api/me/push-subscriptions', await member.client.post('/api/me/push-subscriptions', { endpoint, keys: (await newReceiver()).keys }));
    expectContract('DELETE /api/me/push-subscriptions', await member.client.request('DELETE', '/api/me/push-subscriptions', { endpoint }));
    expectContract('GET /api/me/push-preferences', await member.client.get('/api/me/push-preferences'));
    expectContract('PUT /api/me/push-preferences', await member.client.request('PUT', '/api/me/push-preferences', { events: true }));
  });

  it('notifications', async () => {
    const articleId = ((await member.client.post('/api/articles', articleInput({ categoryId: category }))).body as { id: number }).id;
    await other.client.post('/api/comments', { articleId, content: 'Um comentário que notifica o autor.' });
    expectContract('GET /api/notifications', await member.client.get('/api/notifications'));
    expectContract('POST /api/notifications/read', await member.client.post('/api/notifications/read', { all: true }));
  });

  it('reports and moderation', async () => {
    const admin = await createMember({ role: 'admin' });
    const articleId = ((await member.client.post('/api/articles', articleInput({ categoryId: category }))).body as { id: number }).id;
    expectContract('POST /api/reports', await other.client.post('/api/reports', { targetType: 'article', targetId: articleId, reason: 'outro', details: 'Fora do tema.' }));
    await other.client.post('/api/reports', { targetType: 'user', targetId: member.id, reason: 'spam' });
    expectContract('GET /api/moderation/reports', await admin.client.get('/api/moderation/reports'));
    expectContract('POST /api/moderation/actions', await admin.client.post('/api/moderation/actions', { targetType: 'article', targetId: articleId, action: 'hide', reason: 'Fora do tema.' }));
    expectContract('POST /api/moderation/roles', await admin.client.post('/api/moderation/roles', { userId: other.id, role: 'moderator' }));
    expectContract('GET /api/moderation/members', await admin.client.get('/api/moderation/members'));
    expectContract('GET /api/moderation/audit', await admin.client.get('/api/moderation/audit'));
    // The notification of the decision carries its reason.
    expectContract('GET /api/notifications', await member.client.get('/api/notifications'));
    expect((await admin.client.post('/api/moderation/roles', { userId: other.id, role: 'member' })).status).toBe(200);
  });

  it('opportunities and volunteering', async () => {
    const opportunity = await member.client.post('/api/opportunities', opportunityInput({ requirements: 'Cédula profissional.', expiresAt: '2031-12-31' }));
    expectContract('POST /api/opportunities', opportunity);
    const offer = await member.client.post('/api/volunteering', volunteeringInput());
    expectContract('POST /api/volunteering', offer);
    for (const [viewer, client] of [
      ['visitor', visitor],
      ['member', other.client],
    ] as const) {
      expectContract('GET /api/opportunities', await client.get('/api/opportunities'), viewer);
      expectContract('GET /api/opportunities/:id', await client.get(`/api/opportunities/${(opportunity.body as { id: number }).id}`), viewer);
      expectContract('GET /api/volunteering', await client.get('/api/volunteering'), viewer);
      expectContract('GET /api/volunteering/:id', await client.get(`/api/volunteering/${(offer.body as { id: number }).id}`), viewer);
    }
    for (const [kind, id] of [
      ['opportunities', (opportunity.body as { id: number }).id],
      ['volunteering', (offer.body as { id: number }).id],
    ] as const) {
      expectContract(`PATCH /api/${kind}/:id`, await member.client.patch(`/api/${kind}/${id}`, { title: 'Um título novo para a oferta' }));
      expectContract(`POST /api/${kind}/:id/close`, await member.client.post(`/api/${kind}/${id}/close`));
      expectContract(`DELETE /api/${kind}/:id`, await member.client.delete(`/api/${kind}/${id}`));
    }
  });

  it('the whole life of items and comments: change, cancel, delete', async () => {
    const article = ((await member.client.post('/api/articles', articleInput({ categoryId: category }))).body as { id: number }).id;
    const protocol = ((await member.client.post('/api/protocols', protocolInput({ categoryId: category }))).body as { id: number }).id;
    const comment = await other.client.post('/api/comments', { content: 'Um comentário a corrigir.', articleId: article });
    expectContract('PATCH /api/comments/:id', await other.client.patch(`/api/comments/${(comment.body as { id: number }).id}`, { content: 'Um comentário corrigido.' }));
    expectContract('DELETE /api/comments/:id', await other.client.delete(`/api/comments/${(comment.body as { id: number }).id}`));
    expectContract('DELETE /api/articles/:id', await member.client.delete(`/api/articles/${article}`));
    expectContract('DELETE /api/protocols/:id', await member.client.delete(`/api/protocols/${protocol}`));
    const event = ((await member.client.post('/api/events', eventInput())).body as { id: number }).id;
    expectContract('PATCH /api/events/:id', await member.client.patch(`/api/events/${event}`, { location: 'Coimbra' }));
    expectContract('POST /api/events/:id/cancel', await member.client.post(`/api/events/${event}/cancel`, { reason: 'O orador adoeceu.' }));
    expectContract('DELETE /api/events/:id', await member.client.delete(`/api/events/${event}`));
  });

  it('categories and members, visitor and member', async () => {
    for (const [viewer, client] of [
      ['visitor', visitor],
      ['member', other.client],
    ] as const) {
      expectContract('GET /api/categories', await client.get('/api/categories'), viewer);
      expectContract('GET /api/categories/:id', await client.get(`/api/categories/${category}`), viewer);
      expectContract('GET /api/users', await client.get('/api/users'), viewer);
      // `member` shows the e-mail: signed-in viewers see it, visitors do not.
      expectContract('GET /api/users/:id', await client.get(`/api/users/${member.id}`), viewer);
    }
    expectContract('PATCH /api/users/:id', await member.client.patch(`/api/users/${member.id}`, { bio: 'Terapeuta ocupacional em Évora.' }));
    expectContract('GET /api/me', await member.client.get('/api/me'));
    expectContract('GET /api/user', await member.client.get('/api/user'));
    expectContract('GET /api/me/activity', await member.client.get('/api/me/activity'));
  });

  it('an account: register, login, password, logout', async () => {
    const body = registration();
    const client = new Client();
    expectContract('POST /api/register', await client.post('/api/register', body, uniqueAddress()));
    const second = new Client();
    expectContract('POST /api/login', await second.post('/api/login', { username: body.username, password: GOOD_PASSWORD }, uniqueAddress()));
    expectContract(
      'POST /api/me/password',
      await second.post('/api/me/password', { currentPassword: GOOD_PASSWORD, newPassword: 'Outra-Palavra-Passe-2026', confirmPassword: 'Outra-Palavra-Passe-2026' }),
    );
    expectContract('POST /api/logout', await second.post('/api/logout'));
  });

  it('the account by e-mail: verification, password reset, e-mail change', async () => {
    const mail = watchMail();
    try {
      const body = registration();
      const client = new Client();
      await client.post('/api/register', body, uniqueAddress());
      expectContract('POST /api/email-verification', await client.post('/api/email-verification'));
      const verification = tokenIn(mail.to(body.email).at(-1)!, '/confirmar-email');
      expectContract('POST /api/email-verification/confirm', await visitor.post('/api/email-verification/confirm', { token: verification }), 'visitor');

      expectContract('POST /api/password-reset', await visitor.post('/api/password-reset', { email: body.email }, uniqueAddress()), 'visitor');
      const reset = tokenIn(mail.to(body.email).at(-1)!, '/repor-palavra-passe');
      const newPassword = 'Palavra-Reposta-2026';
      expectContract('POST /api/password-reset/confirm', await visitor.post('/api/password-reset/confirm', { token: reset, password: newPassword, confirmPassword: newPassword }), 'visitor');

      const signedIn = new Client();
      const login = await signedIn.post('/api/login', { username: body.username, password: newPassword }, uniqueAddress());
      const newEmail = `novo.${body.email}`;
      expect(currentUserSchema.parse((await signedIn.patch(`/api/users/${login.body.id}`, { email: newEmail })).body).pendingEmail).toBe(newEmail);
      const change = tokenIn(mail.to(newEmail).at(-1)!, '/confirmar-email');
      expectContract('POST /api/email-change/confirm', await visitor.post('/api/email-change/confirm', { token: change }), 'visitor');
    } finally {
      mail.restore();
    }
  });

  it('sessions, data export, the first-day guide and account deletion', async () => {
    const body = registration();
    const first = new Client();
    await first.post('/api/register', body, uniqueAddress());
    const second = new Client();
    const third = new Client();
    for (const client of [second, third]) await client.post('/api/login', { username: body.username, password: GOOD_PASSWORD }, uniqueAddress());
    const sessions = await first.get('/api/me/sessions');
    expectContract('GET /api/me/sessions', sessions);
    const otherSession = (sessions.body as { id: string; current: boolean }[]).find((session) => !session.current)!;
    expectContract('DELETE /api/me/sessions/:id', await first.delete(`/api/me/sessions/${otherSession.id}`));
    expectContract('DELETE /api/me/sessions', await first.delete('/api/me/sessions'));
    expectContract('GET /api/me/export', await first.get('/api/me/export'));
    expectContract('POST /api/me/onboarding', await first.post('/api/me/onboarding'));
    expectContract('DELETE /api/me', await first.request('DELETE', '/api/me', { password: GOOD_PASSWORD, keepContent: false }));
  });

  it('contact', async () => {
    expectContract(
      'POST /api/contact',
      await visitor.post(
        '/api/contact',
        { name: 'Rita Sousa', email: 'rita@example.pt', subject: 'Pedido de informação', category: 'general', message: 'Gostaria de saber como me associar.' },
        uniqueAddress(),
      ),
      'visitor',
    );
  });

  it('answers every refusal as { message, errors? }', async () => {
    const refusals = [
      await visitor.get('/api/nothing-here'),
      await visitor.get('/api/me'),
      await visitor.get('/api/articles/999999'),
      await member.client.post('/api/articles', { title: 'x' }),
      await other.client.patch(`/api/articles/${articleId}`, { title: 'Não é o autor deste artigo' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBeGreaterThanOrEqual(400);
      expect(apiErrorSchema.parse(refusal.body)).toEqual(refusal.body);
    }
    expect(refusals.map((refusal) => refusal.status)).toEqual([404, 401, 404, 400, 403]);
  });

  it('has a row in RESPONSES for every route of the app, and every row was checked', () => {
    const routes = new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path.replace(/\/$/, '')}`));
    expect(
      [...routes].filter((route) => !(route in RESPONSES)),
      'routes without a row in RESPONSES',
    ).toEqual([]);
    expect(
      Object.keys(RESPONSES).filter((endpoint) => !routes.has(endpoint)),
      'rows of RESPONSES that are no route',
    ).toEqual([]);
    const unchecked = Object.entries(RESPONSES).flatMap(([endpoint, expected]) => {
      const viewers: Viewer[] = !(expected instanceof z.ZodType) && 'visitor' in expected ? ['visitor', 'member'] : [];
      const seen = checked.get(endpoint);
      if (!seen) return [endpoint];
      return viewers.filter((viewer) => !seen.has(viewer)).map((viewer) => `${endpoint} (${viewer})`);
    });
    expect(unchecked, 'endpoints whose answer this file never checked').toEqual([]);
  });
});
