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
}

/** A member as anyone may see them. `email` only where the member opted in and the viewer is signed in. */
export interface PublicUser extends PublicUserSummary {
  bio: string | null;
  createdAt: string;
  articleCount: number;
  protocolCount: number;
  email?: string;
}

/** The signed-in member's own record (`/api/me`, `/api/user`, login, register, PATCH). */
export interface CurrentUser extends PublicUserSummary {
  email: string;
  bio: string | null;
  showEmail: boolean;
  createdAt: string;
}

export const ACTIVITY_KINDS = ['article', 'protocol', 'event', 'opportunity', 'volunteering', 'comment', 'like', 'registration'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One line of 'Atividade Recente' (`GET /api/me/activity`). */
export interface ActivityItem {
  kind: ActivityKind;
  createdAt: string;
  /** What the activity is about: the item's title. */
  title: string;
  /** SPA path of the item (e.g. `/articles/12`). */
  href: string;
}
