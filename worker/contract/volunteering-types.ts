import type { HiddenState, PublicUserSummary } from './common-types';

export interface Volunteering {
  id: number;
  title: string;
  description: string;
  organization: string;
  location: string;
  /** One of `DISTRICTS` (null for offers from before it was asked). */
  district: string | null;
  contactEmail: string;
  expiresAt: string | null;
  /** When the poster closed it before it expired (null: open until `expiresAt`). */
  closedAt: string | null;
  /** When it was last edited (null: never). */
  updatedAt: string | null;
  posterId: number;
  poster: PublicUserSummary;
  createdAt: string;
  /** Hidden by moderation: for its author and moderators only (null while visible; nobody else reads a hidden item). */
  hidden: HiddenState | null;
}
