import { z } from 'zod';
import {
  type Assert,
  districtSchema,
  hiddenStateSchema,
  idSchema,
  itemTitleSchema,
  itemDescriptionSchema,
  offerLocationSchema,
  publicUserSummarySchema,
  type SameShape,
  singleLineText,
  timestampSchema,
} from './common';
import { contactEmailSchema, expiresAtSchema } from './opportunities';
import type { Volunteering } from './volunteering-types';

export const volunteeringInputSchema = z.object({
  title: itemTitleSchema,
  organization: singleLineText('A organização é obrigatória.', 'O nome da organização não pode ter quebras de linha.')
    .trim()
    .min(2, 'O nome da organização deve ter pelo menos 2 caracteres.')
    .max(255, 'O nome da organização deve ter no máximo 255 caracteres.'),
  description: itemDescriptionSchema,
  location: offerLocationSchema,
  district: districtSchema,
  contact: contactEmailSchema,
  expiresAt: expiresAtSchema,
});

export const volunteeringSchema = z.strictObject({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  organization: z.string(),
  location: z.string(),
  district: z.string().nullable(),
  contactEmail: z.string(),
  expiresAt: timestampSchema.nullable(),
  closedAt: timestampSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
  posterId: idSchema,
  poster: publicUserSummarySchema,
  createdAt: timestampSchema,
  hidden: hiddenStateSchema,
});
type _VolunteeringAgrees = Assert<SameShape<z.infer<typeof volunteeringSchema>, Volunteering>>;
