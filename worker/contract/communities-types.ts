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
