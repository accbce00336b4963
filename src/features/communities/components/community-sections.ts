import type { CommunityDetail } from '#contract/communities-types';
import type { ComponentType } from 'react';

/** A section of a community's page that another feature draws, above 'Publicações'. */
export interface CommunitySection {
  /** The section's anchor (`/comunidades/{slug}#{id}`) and its heading's id. */
  id: string;
  title: string;
  /** Drawn only for those who read the community (docs/rules/communities.md). */
  Component: ComponentType<{ community: CommunityDetail }>;
}

/**
 * The sections other features add to a community's page, in order. The place for 'Perguntas' (the
 * community's questions, `GET /api/questions?communityId=`): one import and one entry here, e.g.
 * `{ id: 'perguntas', title: 'Perguntas', Component: CommunityQuestions }`.
 */
export const COMMUNITY_SECTIONS: CommunitySection[] = [];
