import type { CurrentUser } from '#contract/users-types';

// Apart from finish-onboarding.ts: the home page asks this of every member, and must not load the
// mutation code with it (decision 060).

/** Where the first-day guide lives (docs/rules/first-day.md). */
export const ONBOARDING_PATH = '/boas-vindas';

/** Whether the guide is still offered to this member: not yet finished or skipped, and their e-mail confirmed. */
export const isGuideOffered = (user: Pick<CurrentUser, 'onboardedAt' | 'emailVerified'>) => user.onboardedAt === null && user.emailVerified;
