import type { PublicUserSummary } from './common-types';

export interface Volunteering {
  id: number;
  title: string;
  description: string;
  organization: string;
  location: string;
  contactEmail: string;
  expiresAt: string | null;
  posterId: number;
  poster: PublicUserSummary;
  createdAt: string;
}
