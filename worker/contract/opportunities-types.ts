import type { HiddenState, PublicUserSummary } from './common-types';

export const EMPLOYMENT_TYPES = ['fulltime', 'parttime', 'freelance', 'volunteer'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  fulltime: 'Tempo inteiro',
  parttime: 'Tempo parcial',
  freelance: 'Freelance',
  volunteer: 'Voluntário',
};

/** What a job offer and a volunteering offer share: the text, the place, the contact, the dates and the poster. */
export interface OfferBase {
  id: number;
  title: string;
  description: string;
  location: string;
  /** One of `DISTRICTS` (null for offers from before it was asked). */
  district: string | null;
  contactEmail: string;
  expiresAt: string | null;
  /** When the poster closed it before it expired (null: open until `expiresAt`). */
  closedAt: string | null;
  /** When it was last edited (null: never). */
  updatedAt: string | null;
  posterId: number;
  poster: PublicUserSummary;
  createdAt: string;
  /** Hidden by moderation: for its author and moderators only (null while visible; nobody else reads a hidden item). */
  hidden: HiddenState | null;
}

export interface Opportunity extends OfferBase {
  company: string;
  employmentType: EmploymentType;
  requirements: string | null;
  /** Monthly gross pay in euros, a range (both set, or both null)… */
  salaryMin: number | null;
  salaryMax: number | null;
  /** …or the name of a public pay scale. All three null: an offer from before pay was asked ('Vencimento não indicado'). */
  salaryText: string | null;
}

/** What an offer without pay shows (one published before pay was asked). */
const PAY_NOT_STATED = 'Vencimento não indicado';

/** Euros as Portugal writes them: '1500 €', '12 500 €' (thousands apart from five digits on, by a no-break space; the same on the server and in the browser, whatever their locale data). */
const amount = (value: number) => (value >= 10_000 ? String(value).replace(/\B(?=(\d{3})+$)/g, '\u00a0') : String(value));
const euros = (value: number) => `${amount(value)}\u00a0€`;

/** An offer's pay in a few characters, for a phone's card: '1250–1450 €', '1400 €', a scale's name, or 'Vencimento não indicado'. */
export function shortPayLabel(pay: Pick<Opportunity, 'salaryMin' | 'salaryMax' | 'salaryText'>): string {
  if (pay.salaryMin !== null && pay.salaryMax !== null) return pay.salaryMin === pay.salaryMax ? euros(pay.salaryMin) : `${amount(pay.salaryMin)}–${euros(pay.salaryMax)}`;
  return pay.salaryText ?? PAY_NOT_STATED;
}

/** An offer's pay as its card and page show it: '1500 € – 1900 € por mês (bruto)', a scale's name, or 'Vencimento não indicado'. */
export function payLabel(pay: Pick<Opportunity, 'salaryMin' | 'salaryMax' | 'salaryText'>): string {
  if (pay.salaryMin !== null && pay.salaryMax !== null) {
    const amount = pay.salaryMin === pay.salaryMax ? euros(pay.salaryMin) : `${euros(pay.salaryMin)} – ${euros(pay.salaryMax)}`;
    return `${amount} por mês (bruto)`;
  }
  return pay.salaryText ?? PAY_NOT_STATED;
}

/** What an offer closed early by its poster shows (an opportunity or a volunteering offer), on its card and page. */
export const CLOSED_OFFER_LABEL = 'Fechada';
