import type { OfferBase } from './opportunities-types';

export interface Volunteering extends OfferBase {
  organization: string;
}
