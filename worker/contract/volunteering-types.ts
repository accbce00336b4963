import type { PublicUserSummary } from './common-types';

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
}
