import type { CommunityDetail } from '#contract/communities-types';
import type { ComponentType } from 'react';
import { CommunityQuestions } from './community-questions';

/** A section of a community's page that another feature draws, above 'Publicações'. */
export interface CommunitySection {
  /** The section's anchor (`/comunidades/{slug}#{id}`) and its heading's id. */
  id: string;
  title: string;
  /** Drawn only for those who read the community (docs/rules/communities.md). */
  Component: ComponentType<{ community: CommunityDetail }>;
}

/** The sections other features add to a community's page, in order: its questions (`GET /api/questions?communityId=`). */
export const COMMUNITY_SECTIONS: CommunitySection[] = [{ id: 'perguntas', title: 'Perguntas', Component: CommunityQuestions }];
