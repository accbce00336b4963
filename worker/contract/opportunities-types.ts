import type { HiddenState, PublicUserSummary } from './common-types';

export const EMPLOYMENT_TYPES = ['fulltime', 'parttime', 'freelance', 'volunteer'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  fulltime: 'Tempo inteiro',
  parttime: 'Tempo parcial',
  freelance: 'Freelance',
  volunteer: 'Voluntário',
};

export interface Opportunity {
  id: number;
  title: string;
  description: string;
  company: string;
  location: string;
  /** One of `DISTRICTS` (null for offers from before it was asked). */
  district: string | null;
  employmentType: EmploymentType;
  requirements: string | null;
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

/** What an offer closed early by its poster shows (an opportunity or a volunteering offer), on its card and page. */
export const CLOSED_OFFER_LABEL = 'Fechada';
