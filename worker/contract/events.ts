import { z } from 'zod';
import { ownFileUrlSchema, type PublicUserSummary } from './common';

export const eventInputSchema = z.object({
  title: z.string({ message: 'O título é obrigatório.' }).trim().min(5, 'O título deve ter pelo menos 5 caracteres.').max(255, 'O título deve ter no máximo 255 caracteres.'),
  description: z.string({ message: 'A descrição é obrigatória.' }).trim().min(20, 'A descrição deve ter pelo menos 20 caracteres.').max(10_000, 'A descrição deve ter no máximo 10000 caracteres.'),
  eventDate: z
    .string({ message: 'A data do evento é obrigatória.' })
    .trim()
    .min(1, 'A data do evento é obrigatória.')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Data inválida.')
    .transform((value) => new Date(value).toISOString()),
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
