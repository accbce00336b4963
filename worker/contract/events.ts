import { z } from 'zod';
import { ownFileUrlSchema, type PublicUserSummary } from './common';
import { lisbonOffsetMs } from './lisbon-time';

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * An instant from a date-time string. One without a time zone (what a `datetime-local` or `date`
 * input gives) is read as Portuguese mainland time, the time the portal shows every date in,
 * whatever the zone of the browser or of the server. Null when it is not a date.
 */
export function parsePortalDateTime(value: string): Date | null {
  const match = WALL_CLOCK.exec(value.trim());
  if (!match) {
    const instant = Date.parse(value);
    return Number.isNaN(instant) ? null : new Date(instant);
  }
  const [, year, month, day, hour = '0', minute = '0', second = '0', millis = '0'] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), Number(millis.padEnd(3, '0')));
  const date = new Date(wall);
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const firstGuess = wall - lisbonOffsetMs(wall);
  return new Date(wall - lisbonOffsetMs(firstGuess));
}

export const eventInputSchema = z.object({
  title: z.string({ message: 'O título é obrigatório.' }).trim().min(5, 'O título deve ter pelo menos 5 caracteres.').max(255, 'O título deve ter no máximo 255 caracteres.'),
  description: z.string({ message: 'A descrição é obrigatória.' }).trim().min(20, 'A descrição deve ter pelo menos 20 caracteres.').max(10_000, 'A descrição deve ter no máximo 10000 caracteres.'),
  eventDate: z
    .string({ message: 'A data do evento é obrigatória.' })
    .trim()
    .min(1, 'A data do evento é obrigatória.')
    .refine((value) => parsePortalDateTime(value) !== null, 'Data inválida.')
    .transform((value) => parsePortalDateTime(value)!.toISOString()),
  location: z.string({ message: 'O local é obrigatório.' }).trim().min(3, 'O local deve ter pelo menos 3 caracteres.').max(255, 'O local deve ter no máximo 255 caracteres.'),
  eventType: z.string({ message: 'O tipo de evento é obrigatório.' }).trim().min(2, 'O tipo de evento deve ter pelo menos 2 caracteres.').max(50, 'O tipo de evento deve ter no máximo 50 caracteres.'),
  imageUrl: ownFileUrlSchema,
  maxParticipants: z
    .union([z.literal('').transform(() => null), z.null(), z.coerce.number({ message: 'Indique um número de vagas válido.' }).int('Indique um número inteiro de vagas.').min(1, 'O número de vagas deve ser pelo menos 1.').max(100_000, 'O número de vagas deve ser no máximo 100000.')])
    .optional()
    .transform((value) => value ?? null),
});
export type EventInput = z.input<typeof eventInputSchema>;

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
