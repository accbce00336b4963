import type { PublicUserSummary } from './common-types';

// The CPD portfolio and certificates of attendance (docs/rules/cpd-portfolio.md). The zod-free half of cpd.ts.

/** What a portfolio entry was: an event of the portal (set by a certificate), training, a congress, reading and the rest. */
export const CPD_KINDS = ['evento', 'formacao', 'congresso', 'leitura', 'supervisao', 'investigacao', 'docencia', 'outro'] as const;
export type CpdKind = (typeof CPD_KINDS)[number];

export const CPD_KIND_LABELS: Record<CpdKind, string> = {
  evento: 'Evento',
  formacao: 'Formação',
  congresso: 'Congresso',
  leitura: 'Leitura',
  supervisao: 'Supervisão',
  investigacao: 'Investigação',
  docencia: 'Docência',
  outro: 'Outro',
};

/** The yearly target of a member who did not change it: the 40 hours of training the Labour Code (art. 131) gives every worker. */
export const DEFAULT_CPD_TARGET_HOURS = 40;
/** An entry's hours: from a quarter of an hour to 200 hours, in quarter hours. */
export const CPD_MIN_HOURS = 0.25;
export const CPD_MAX_HOURS = 200;
/** An event's CPD hours: from half an hour to 100 hours. */
export const EVENT_CPD_MIN_HOURS = 0.5;
export const EVENT_CPD_MAX_HOURS = 100;
export const CPD_REFLECTION_MAX = 20_000;

/** Hours as stored (whole quarter hours) and back: sums are made on integers, so they never drift. */
export const quarterHoursOf = (hours: number) => Math.round(hours * 4);
export const hoursOf = (quarterHours: number) => quarterHours / 4;

/** Hours in Portuguese: '1,5 h', '40 h', '0,25 h'. */
export function formatHours(hours: number): string {
  return `${hours.toLocaleString('pt-PT', { maximumFractionDigits: 2 })} h`;
}

/** One entry of the member's portfolio (`GET /api/me/cpd`). */
export interface CpdEntry {
  id: number;
  /** The day it took place, `YYYY-MM-DD`. */
  date: string;
  title: string;
  kind: CpdKind;
  hours: number;
  /** Sanitised HTML, or null. */
  reflection: string | null;
  /** An upload of the member's own (PDF or image), or null. */
  evidenceUrl: string | null;
  /** The event of the portal it came from (a certificate's entry). */
  eventId: number | null;
  /** The certificate that created it: the entry goes when the attendance is un-marked. */
  certificateCode: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** `GET /api/me/cpd/summary?year=YYYY`: the year's hours against the member's target, by kind and by month (January first). */
export interface CpdSummary {
  year: number;
  totalHours: number;
  targetHours: number;
  byKind: Record<CpdKind, number>;
  byMonth: number[];
  /** The years with entries, newest first (for the filter). */
  years: number[];
  /** Whether the weekly digest reminds the member of their target in the last quarter of the year. */
  reminders: boolean;
}

export interface CpdSettings {
  targetHours: number;
  reminders: boolean;
}

/** `GET /api/events/{id}/ticket` (the registrant only): the code their QR carries; nothing personal. */
export interface EventTicket {
  code: string;
}

/** A registrant as the attendance list shows them, and the answer of a check-in or of marking attendance. */
export interface Attendee {
  member: PublicUserSummary;
  registeredAt: string;
  attendedAt: string | null;
  /** The valid certificate their attendance issued (null: none, or the event has no CPD hours). */
  certificateCode: string | null;
}

/** `GET /api/events/{id}/attendance` (the organiser): the list of `/eventos/{id}/presencas`. */
export interface EventAttendance {
  event: { id: number; title: string; eventDate: string; cpdHours: number | null; isOnline: boolean; cancelled: boolean; attendanceOpensAt: string };
  attendees: Attendee[];
}

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** `GET /api/certificates/{code}`: what anyone (an employer) reads, without signing in. */
export interface Certificate {
  code: string;
  memberName: string;
  eventTitle: string;
  eventDate: string;
  hours: number;
  organizerName: string;
  issuedAt: string;
  status: CertificateStatus;
}

/** Where a certificate is verified: `${publicUrl}/certificados/${code}`. */
export const certificatePath = (code: string) => `/certificados/${code}`;
