import type { HiddenState, PublicUserSummary } from './common-types';
import type { CommunitySummary } from './communities-types';

export interface PortalEvent {
  id: number;
  title: string;
  description: string;
  eventType: string;
  eventDate: string;
  /** When it ends (after `eventDate`, at most 14 days later); null for events published before an end was asked for. */
  endDate: string | null;
  /** What a place costs, in euros with cents (0: free, 'Gratuito'). */
  price: number;
  location: string;
  imageUrl: string | null;
  maxParticipants: number | null;
  registeredCount: number;
  /** Whether the signed-in member is registered (false for visitors). */
  isRegistered: boolean;
  /** Whether it takes place online (its link is `onlineUrl`). */
  isOnline: boolean;
  /** The online event's link: for its registrants and organiser only (null for everyone else). */
  onlineUrl: string | null;
  /** Hours of continuing professional development its attendance certifies (docs/rules/cpd-portfolio.md); null: none. */
  cpdHours: number | null;
  /** Members waiting for a place. */
  waitlistCount: number;
  /** The signed-in member's place in the waiting list, from 1 (null when not waiting). */
  waitlistPosition: number | null;
  organizerId: number;
  organizer: PublicUserSummary;
  /** The community it was posted in (null: the whole portal; docs/rules/communities.md). */
  communityId: number | null;
  community: CommunitySummary | null;
  /** 'cancelled' once its organiser cancelled it: it stays listed, marked 'Cancelado', and takes no registration. */
  status: EventStatus;
  cancelledAt: string | null;
  /** Why the organiser cancelled it (null while it is scheduled). */
  cancelReason: string | null;
  createdAt: string;
  /** When its organiser last changed it (null: never). */
  updatedAt: string | null;
  /** Hidden by moderation: for its author and moderators only (null while visible; nobody else reads a hidden item). */
  hidden: HiddenState | null;
}

/**
 * The fields of an event that a list or a search answers: what its card shows, and what other
 * readers of a list need (whether the member is registered, for the offline copies; whether it is
 * hidden, for its organiser's profile). The event's page reads the whole `PortalEvent`
 * (docs/rules/notifications-and-events.md).
 */
export const EVENT_LIST_FIELDS = [
  'id',
  'title',
  'description',
  'eventType',
  'eventDate',
  'endDate',
  'price',
  'location',
  'maxParticipants',
  'registeredCount',
  'isRegistered',
  'cpdHours',
  'organizerId',
  'communityId',
  'status',
  'hidden',
] as const satisfies readonly (keyof PortalEvent)[];

/** An event as a list or a search answers it (`EVENT_LIST_FIELDS`). */
export type EventListItem = Pick<PortalEvent, (typeof EVENT_LIST_FIELDS)[number]>;

type EventStatus = 'scheduled' | 'cancelled';

/** What a cancelled event shows on its card and page. */
export const CANCELLED_LABEL = 'Cancelado';

/** The answer of a registration (201) and of its cancellation (200). */
export interface RegistrationResult {
  registeredCount: number;
  isRegistered: boolean;
  /** The member's place in the waiting list, from 1 (null when not waiting). */
  waitlistPosition: number | null;
}

/** The answer of a registration for a full event (202): the member waits for a place. */
export interface WaitlistResult {
  waitlisted: true;
  position: number;
}

/** A registrant, as the organiser sees them (`GET /api/events/{id}/registrations`). */
export interface EventRegistrant {
  member: PublicUserSummary;
  registeredAt: string;
}
