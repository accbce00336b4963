import type { Role } from './moderation-types';
import type { PublicUserSummary } from './common-types';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** `POST /api/login`'s body. */
export interface LoginInput {
  username: string;
  password: string;
}

/** `POST /api/register`'s body: the profile fields may be left out or null. */
export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  /** The form always sends it; the API accepts its absence. */
  confirmPassword?: string;
  fullName: string;
  specialty?: string | null;
  location?: string | null;
  bio?: string | null;
  avatarUrl?: string | null;
  /** The 'Li e aceito os Termos de utilização e a Política de privacidade' checkbox: must be true. */
  acceptTerms: boolean;
}

/**
 * The versions of the terms of use and the privacy policy a registration accepts (stored with the
 * time in `consents`). Change the date when the text of `/terms` or `/privacy` changes.
 */
export const TERMS_VERSION = '2026-11-26';
export const PRIVACY_VERSION = '2026-11-26';

/** A member as anyone may see them. `email` only where the member opted in and the viewer is signed in. */
export interface PublicUser extends PublicUserSummary {
  bio: string | null;
  createdAt: string;
  articleCount: number;
  protocolCount: number;
  email?: string;
}

/**
 * The author of what a deleted member chose to keep (docs/rules/email-and-account-life.md): one shared row of `users`,
 * named 'Membro removido', with a username no one can register (no sign-in, profile or link).
 */
export const REMOVED_MEMBER_USERNAME = '~removido';
export const REMOVED_MEMBER_NAME = 'Membro removido';
export const isRemovedMember = (user: { username: string }) => user.username === REMOVED_MEMBER_USERNAME;

/** The signed-in member's own record (`/api/me`, `/api/user`, login, register, PATCH). */
export interface CurrentUser extends PublicUserSummary {
  email: string;
  bio: string | null;
  showEmail: boolean;
  createdAt: string;
  /** The member opened the confirmation link sent to `email`. */
  emailVerified: boolean;
  /** An e-mail change waiting for the new address to confirm it (null: none). */
  pendingEmail: string | null;
  /** What the member may do beyond publishing (docs/rules/trust.md): moderators and admins open `/moderacao`. */
  role: Role;
  /** When the member finished or skipped the first-day guide (`/boas-vindas`, docs/rules/first-day.md); null: not yet. Never in a public profile. */
  onboardedAt: string | null;
}

export const ACTIVITY_KINDS = ['article', 'protocol', 'event', 'opportunity', 'volunteering', 'comment', 'like', 'registration'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One line of 'Atividade recente' (`GET /api/me/activity`). */
export interface ActivityItem {
  kind: ActivityKind;
  createdAt: string;
  /** What the activity is about: the item's title. */
  title: string;
  /** SPA path of the item (e.g. `/articles/12`). */
  href: string;
}
