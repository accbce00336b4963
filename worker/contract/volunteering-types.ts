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
  posterId: number;
  poster: PublicUserSummary;
  createdAt: string;
}
