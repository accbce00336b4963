import type { PublicUserSummary } from './common-types';

export interface PortalEvent {
  id: number;
  title: string;
  description: string;
  eventType: string;
  eventDate: string;
  location: string;
  imageUrl: string | null;
  maxParticipants: number | null;
  registeredCount: number;
  /** Whether the signed-in member is registered (false for visitors). */
  isRegistered: boolean;
  organizerId: number;
  organizer: PublicUserSummary;
  createdAt: string;
}

export interface RegistrationResult {
  registeredCount: number;
  isRegistered: boolean;
}
