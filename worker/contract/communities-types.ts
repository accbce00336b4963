import type { PublicUserSummary } from './common-types';

/**
 * Communities of practice (docs/rules/communities.md): the groups members join, several at once.
 * The database's checks (migration 0019) list the same values.
 */

/** A specialty of the registration form, a region of Portugal, or a subject an admin opened. */
export const COMMUNITY_KINDS = ['specialty', 'region', 'interest'] as const;
export type CommunityKind = (typeof COMMUNITY_KINDS)[number];

/** Open: anyone reads, members join at once. Closed: only its members read; joining is a request. */
export const COMMUNITY_VISIBILITIES = ['open', 'closed'] as const;
export type CommunityVisibility = (typeof COMMUNITY_VISIBILITIES)[number];

/** A member's place in a community: asked to join, in it, or moderating it. */
export const COMMUNITY_MEMBERSHIPS = ['pending', 'member', 'moderator'] as const;
export type CommunityMembership = (typeof COMMUNITY_MEMBERSHIPS)[number];

/** The seven regions of the region communities (the five mainland health regions and the two autonomous ones). */
export const COMMUNITY_REGIONS = ['Norte', 'Centro', 'Lisboa e Vale do Tejo', 'Alentejo', 'Algarve', 'Açores', 'Madeira'] as const;

/** The kinds in the order the communities' page groups them, with their headings. */
export const COMMUNITY_KIND_LABELS: Record<CommunityKind, string> = {
  specialty: 'Especialidades',
  region: 'Regiões',
  interest: 'Interesses',
};

/** How a community is named on an item posted in it ('Publicado em «Pediatria»'). */
export interface CommunitySummary {
  id: number;
  slug: string;
  name: string;
  visibility: CommunityVisibility;
}

/** `GET /api/communities`: every community, with the viewer's place in it (null: not in it, or a visitor). */
export interface Community extends CommunitySummary {
  description: string;
  kind: CommunityKind;
  /** Members and moderators (not pending requests). */
  memberCount: number;
  membership: CommunityMembership | null;
}

/** `GET /api/communities/{slug}`: the community, its moderators, and (for those who decide them) how many requests wait. */
export interface CommunityDetail extends Community {
  moderators: PublicUserSummary[];
  /** Pending requests to join, for its moderators and admins; null for everyone else. */
  pendingCount: number | null;
  /** Whether the viewer may approve requests and see them (its moderators and admins). */
  canModerate: boolean;
  createdAt: string;
}

/** `GET /api/communities/{slug}/members`: a member of it, with their place. */
export interface CommunityMember {
  member: PublicUserSummary;
  membership: Exclude<CommunityMembership, 'pending'>;
  joinedAt: string;
}

/** `GET /api/communities/{slug}/requests`: a request to join a closed community. */
export interface CommunityRequest {
  member: PublicUserSummary;
  requestedAt: string;
}

/** What joining, leaving, a decision on a request, or an appointment answers: the member's place now, and the count. */
export interface MembershipResult {
  membership: CommunityMembership | null;
  memberCount: number;
}

/** A decision on a request to join. */
export const COMMUNITY_DECISIONS = ['approve', 'refuse'] as const;
export type CommunityDecision = (typeof COMMUNITY_DECISIONS)[number];

/** Bounds of a community's fields (the database checks the name's and the address's). */
export const COMMUNITY_NAME_MAX = 80;
export const COMMUNITY_SLUG_MAX = 60;
export const COMMUNITY_DESCRIPTION_MAX = 500;

/** `GET /api/communities/requests`: a request waiting in a community the member decides (`/moderacao`). */
export interface PendingCommunityRequest extends CommunityRequest {
  community: CommunitySummary;
}
