import type { Article } from '#contract/articles-types';
import type { PortalEvent } from '#contract/events-types';
import { lisbonOffsetMs } from '#contract/lisbon-time';
import type { EmploymentType, Opportunity } from '#contract/opportunities-types';
import type { Protocol } from '#contract/protocols-types';
import type { Question } from '#contract/questions-types';
import { absoluteUrl, SITE_NAME } from './site';

// schema.org JSON-LD of an item's page, from its public fields only: the members-only content is
// never read here (an article's `content` and `pdfUrl`, which the page has for a member).

type JsonLd = Record<string, unknown>;

/** Where the item's page is and which image its preview uses. */
export interface ItemPage {
  origin: string;
  url: string;
  image: string;
}

const publisher = (origin: string): JsonLd => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: absoluteUrl(origin, '/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl(origin, '/icons/icon-512.png') },
});

const person = (origin: string, member: { id: number; fullName: string }): JsonLd => ({ '@type': 'Person', name: member.fullName, url: absoluteUrl(origin, `/members/${member.id}`) });

/**
 * An article or a protocol: its summary as the description, no body. The text is for members
 * (`isAccessibleForFree: false`) and is not in the page a visitor or a crawler gets, so no part of
 * the page needs Google's paywall `hasPart` markup.
 */
export function articleJsonLd(item: Article | Protocol, page: ItemPage): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.title,
    description: item.summary,
    image: [page.image],
    datePublished: item.createdAt,
    dateModified: item.updatedAt,
    author: person(page.origin, item.author),
    publisher: publisher(page.origin),
    articleSection: item.category.name,
    inLanguage: 'pt-PT',
    isAccessibleForFree: false,
    url: page.url,
    mainEntityOfPage: page.url,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as Lisbon's wall clock with its offset (`2026-07-01T10:00:00+01:00`): what the page shows. */
function lisbonDateTime(iso: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const offset = lisbonOffsetMs(instant);
  const wall = new Date(instant + offset).toISOString().slice(0, 19);
  return `${wall}+${pad(offset / 3_600_000)}:00`;
}

/** An event held online: its place or its type says so. */
const ONLINE = /\b(online|webinar|webinário|virtual|zoom|teams)\b/i;

export function eventJsonLd(event: PortalEvent, page: ItemPage): JsonLd {
  const online = ONLINE.test(event.location) || ONLINE.test(event.eventType);
  const full = event.maxParticipants !== null && event.registeredCount >= event.maxParticipants;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: lisbonDateTime(event.eventDate),
    ...(event.endDate ? { endDate: lisbonDateTime(event.endDate) } : {}),
    eventStatus: event.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: page.url }
      : { '@type': 'Place', name: event.location, address: { '@type': 'PostalAddress', addressLocality: event.location, addressCountry: 'PT' } },
    image: [page.image],
    organizer: person(page.origin, event.organizer),
    // Its price (0: free) and its places are the event's.
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: event.price,
      priceCurrency: 'EUR',
      availability: full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      validFrom: event.createdAt,
    },
    ...(event.maxParticipants !== null ? { maximumAttendeeCapacity: event.maxParticipants, remainingAttendeeCapacity: Math.max(0, event.maxParticipants - event.registeredCount) } : {}),
    url: page.url,
    inLanguage: 'pt-PT',
  };
}

const EMPLOYMENT_TYPES: Record<EmploymentType, string> = { fulltime: 'FULL_TIME', parttime: 'PART_TIME', freelance: 'CONTRACTOR', volunteer: 'VOLUNTEER' };

/** A job offer, for job search engines. The contact e-mail stays on the page. */
export function jobPostingJsonLd(offer: Opportunity, page: ItemPage): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.title,
    description: offer.description,
    datePosted: offer.createdAt,
    ...(offer.expiresAt ? { validThrough: offer.expiresAt } : {}),
    employmentType: EMPLOYMENT_TYPES[offer.employmentType] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: offer.company },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: offer.location, addressCountry: 'PT' } },
    ...(offer.requirements ? { qualifications: offer.requirements } : {}),
    // The monthly gross pay (docs/rules/job-alerts-and-pay.md): a range in numbers; a pay scale's name
    // alone has none to give, and stays on the page.
    ...(offer.salaryMin !== null && offer.salaryMax !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value:
              offer.salaryMin === offer.salaryMax
                ? { '@type': 'QuantitativeValue', value: offer.salaryMin, unitText: 'MONTH' }
                : { '@type': 'QuantitativeValue', minValue: offer.salaryMin, maxValue: offer.salaryMax, unitText: 'MONTH' },
          },
        }
      : {}),
    directApply: false,
    url: page.url,
  };
}

/**
 * A clinical question (schema.org QAPage): its title, the start of its text and how many answers it
 * has. The answers are for members and are not in it; the asker only when they asked by name (an
 * anonymous question names nobody: docs/rules/questions.md).
 */
export function qaPageJsonLd(question: Question, text: string, page: Omit<ItemPage, 'image'> & { image: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    url: page.url,
    inLanguage: 'pt-PT',
    mainEntity: {
      '@type': 'Question',
      name: question.title,
      text,
      answerCount: question.answerCount,
      dateCreated: question.createdAt,
      ...(question.author && !question.anonymous ? { author: person(page.origin, question.author) } : {}),
    },
  };
}

/** The JSON-LD as the text of a `<script type="application/ld+json">`: no character of it can end the element. */
export const jsonLdText = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
