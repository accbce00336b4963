import type { PortalEvent } from '#contract/events-types';

type Capacity = Pick<PortalEvent, 'maxParticipants' | 'registeredCount'>;

/** Places still free, or null when the event has no limit. */
function spotsLeft(event: Capacity): number | null {
  if (event.maxParticipants === null) return null;
  return Math.max(0, event.maxParticipants - event.registeredCount);
}

export const isEventFull = (event: Capacity) => spotsLeft(event) === 0;

export const isEventPast = (event: Pick<PortalEvent, 'eventDate'>, now = Date.now()) => Date.parse(event.eventDate) < now;

/** The places to show on a card or the event's page: none for an event with no limit, or one that has already taken place. */
export const spotsToShow = (event: Capacity & Pick<PortalEvent, 'eventDate'>): number | null => (isEventPast(event) ? null : spotsLeft(event));

export function spotsLeftLabel(left: number): string {
  return left === 1 ? '1 vaga disponível' : `${left} vagas disponíveis`;
}
