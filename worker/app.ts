import { Hono } from 'hono';
import './lib/zod-locale';
import { databaseErrorOf } from './db/client';
import type { AppEnv } from './env';
import { HttpError } from './lib/errors';
import { requestContext } from './middleware/request-context';
import { sameOrigin } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { loadViewer } from './middleware/session';
import { accountRoutes } from './routes/account';
import { articleRoutes } from './routes/articles';
import { attendanceRoutes } from './routes/attendance';
import { certificateRoutes } from './routes/certificates';
import { cpdRoutes } from './routes/cpd';
import { authRoutes } from './routes/auth';
import { categoryRoutes } from './routes/categories';
import { commentRoutes } from './routes/comments';
import { communityRoutes } from './routes/communities';
import { contactRoutes } from './routes/contact';
import { draftRoutes } from './routes/drafts';
import { eventRoutes } from './routes/events';
import { fileRoutes } from './routes/files';
import { meRoutes } from './routes/me';
import { moderationRoutes } from './routes/moderation';
import { metaRoutes } from './routes/meta';
import { opportunityRoutes } from './routes/opportunities';
import { protocolRoutes } from './routes/protocols';
import { answerRoutes, questionRoutes } from './routes/questions';
import { relatedRoutes } from './routes/related';
import { reportRoutes } from './routes/reports';
import { savedItemRoutes } from './routes/saved-items';
import { savedSearchRoutes } from './routes/saved-searches';
import { notificationRoutes } from './routes/notifications';
import { emailPreferenceRoutes, unsubscribeRoutes } from './routes/email-preferences';
import { followRoutes } from './routes/follows';
import { pushKeyRoutes, pushPreferenceRoutes, pushSubscriptionRoutes } from './routes/push';
import { searchRoutes } from './routes/search';
import { userRoutes } from './routes/users';
import { moderationVerificationRoutes, myVerificationRoutes } from './routes/verifications';
import { volunteeringRoutes } from './routes/volunteering';

export const app = new Hono<AppEnv>({ strict: false })
  .basePath('/api')
  .use(requestContext, securityHeaders, sameOrigin, loadViewer)
  .route('/', metaRoutes)
  .route('/', authRoutes)
  .route('/', accountRoutes)
  .route('/me/email-preferences', emailPreferenceRoutes)
  .route('/me/verification', myVerificationRoutes)
  .route('/me/cpd', cpdRoutes)
  .route('/me/saved-searches', savedSearchRoutes)
  .route('/me/push-subscriptions', pushSubscriptionRoutes)
  .route('/me/push-preferences', pushPreferenceRoutes)
  .route('/push', pushKeyRoutes)
  .route('/me', meRoutes)
  .route('/email-preferences', unsubscribeRoutes)
  .route('/', fileRoutes)
  .route('/users', userRoutes)
  .route('/categories', categoryRoutes)
  .route('/articles', articleRoutes)
  .route('/protocols', protocolRoutes)
  .route('/articles', relatedRoutes('article'))
  .route('/protocols', relatedRoutes('protocol'))
  .route('/comments', commentRoutes)
  .route('/events', eventRoutes)
  .route('/events', attendanceRoutes)
  .route('/certificates', certificateRoutes)
  .route('/communities', communityRoutes)
  .route('/opportunities', opportunityRoutes)
  .route('/volunteering', volunteeringRoutes)
  .route('/questions', questionRoutes)
  .route('/answers', answerRoutes)
  .route('/saved-items', savedItemRoutes)
  .route('/notifications', notificationRoutes)
  .route('/follows', followRoutes)
  .route('/drafts', draftRoutes)
  .route('/search', searchRoutes)
  .route('/contact', contactRoutes)
  .route('/reports', reportRoutes)
  // Before `/moderation`, whose routes would otherwise answer for it.
  .route('/moderation/verifications', moderationVerificationRoutes)
  .route('/moderation', moderationRoutes);

app.notFound((c) => c.json({ message: 'Endereço da API não encontrado.' }, 404));

app.onError((error, c) => {
  if (error instanceof HttpError) {
    return c.json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.details }, error.status);
  }
  const logged = databaseErrorOf(error);
  console.error(JSON.stringify({ level: 'error', requestId: c.var.scope?.requestId, error: String(logged), stack: (logged as Error).stack }));
  return c.json({ message: 'Ocorreu um erro inesperado. Por favor, tente novamente mais tarde.' }, 500);
});
