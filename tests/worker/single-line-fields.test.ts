import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registration, uniqueAddress } from './account-helpers';
import { articleInput, eventInput, opportunityInput, protocolInput, volunteeringInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { changesBetween, snapshot } from './fuzz/world';
import { Client } from './helpers';

// One-line fields (titles, names, places, companies, links, usernames, addresses) refuse a line
// break with 400 and a Portuguese message on the field, on every route that writes them, and store
// nothing: such text ends up in e-mail headers and on one line of a message (decision 064).

vi.setConfig({ testTimeout: 120_000 });

/** Line breaks inside, at the end (which trimming used to hide), alone, and Unicode's own. */
const BREAKS = (value: string) => [`${value}\r\nBcc: vitima@example.pt`, `${value}\n`, `${value}\rx`, `${value}\u2028x`, `${value}\u0085x`];

interface Case {
  route: string;
  /** Sends `body` with `field` set to `value` (the rest of the body valid). */
  send: (field: string, value: string) => Promise<{ status: number; body: { message?: string; errors?: Record<string, string> } }>;
  /** Each field, with a valid value to break. */
  fields: Record<string, string>;
}

let member: Member;
const owned: Record<'article' | 'protocol' | 'event' | 'opportunity' | 'volunteering', number> = { article: 0, protocol: 0, event: 0, opportunity: 0, volunteering: 0 };
let category = 0;

beforeAll(async () => {
  member = await createMember();
  category = await categoryId();
  const created = async (path: string, body: Record<string, unknown>) => {
    const response = await member.client.post(path, body);
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return (response.body as { id: number }).id;
  };
  owned.article = await created('/api/articles', articleInput({ categoryId: category }));
  owned.protocol = await created('/api/protocols', protocolInput({ categoryId: category }));
  owned.event = await created('/api/events', eventInput());
  owned.opportunity = await created('/api/opportunities', opportunityInput());
  owned.volunteering = await created('/api/volunteering', volunteeringInput());
});

const asMember = (method: string, path: () => string, body: () => Record<string, unknown>) => (field: string, value: string) => member.client.request(method, path(), { ...body(), [field]: value });
const asVisitor = (path: string, body: () => Record<string, unknown>) => (field: string, value: string) => new Client().post(path, { ...body(), [field]: value }, uniqueAddress());

const ITEM_TITLE = { title: 'Um título com linhas' };
const EVENT_FIELDS = { title: 'Encontro de terapeutas', location: 'Lisboa', eventType: 'Workshop', onlineUrl: 'https://exemplo.pt/sala' };
const OPPORTUNITY_FIELDS = { title: 'Terapeuta em pediatria', company: 'Clínica do Sol', location: 'Faro', contact: 'rh@example.pt' };
const VOLUNTEERING_FIELDS = { title: 'Apoio a um lar', organization: 'Associação Vizinhos', location: 'Beja', contact: 'voluntariado@example.pt' };
const PROFILE_FIELDS = { username: 'nome.novo', email: 'novo@example.pt', fullName: 'Ana Sousa', specialty: 'Pediatria', location: 'Évora' };

/** Fields whose refusal is their usual "not valid" message. */
const ANSWERED_AS_INVALID = ['email', 'contact', 'avatarUrl', 'imageUrl', 'licenceNumber'];

const CASES: Case[] = [
  { route: 'POST /api/register', send: asVisitor('/api/register', () => registration()), fields: PROFILE_FIELDS },
  { route: 'POST /api/login', send: asVisitor('/api/login', () => ({ password: 'Uma-palavra-passe-2026' })), fields: { username: 'ana.sousa' } },
  {
    route: 'PATCH /api/users/:id',
    send: asMember(
      'PATCH',
      () => `/api/users/${member.id}`,
      () => ({}),
    ),
    fields: { ...PROFILE_FIELDS, avatarUrl: '/api/files/abcdef' },
  },
  { route: 'POST /api/password-reset', send: asVisitor('/api/password-reset', () => ({})), fields: { email: 'ana@example.pt' } },
  {
    route: 'POST /api/articles',
    send: asMember(
      'POST',
      () => '/api/articles',
      () => articleInput({ categoryId: category }),
    ),
    fields: { ...ITEM_TITLE, imageUrl: '/api/files/abcdef' },
  },
  {
    route: 'PATCH /api/articles/:id',
    send: asMember(
      'PATCH',
      () => `/api/articles/${owned.article}`,
      () => ({}),
    ),
    fields: ITEM_TITLE,
  },
  {
    route: 'POST /api/protocols',
    send: asMember(
      'POST',
      () => '/api/protocols',
      () => protocolInput({ categoryId: category }),
    ),
    fields: ITEM_TITLE,
  },
  {
    route: 'PATCH /api/protocols/:id',
    send: asMember(
      'PATCH',
      () => `/api/protocols/${owned.protocol}`,
      () => ({}),
    ),
    fields: ITEM_TITLE,
  },
  {
    route: 'POST /api/events',
    send: asMember(
      'POST',
      () => '/api/events',
      () => eventInput(),
    ),
    fields: EVENT_FIELDS,
  },
  {
    route: 'PATCH /api/events/:id',
    send: asMember(
      'PATCH',
      () => `/api/events/${owned.event}`,
      () => ({}),
    ),
    fields: EVENT_FIELDS,
  },
  {
    route: 'POST /api/opportunities',
    send: asMember(
      'POST',
      () => '/api/opportunities',
      () => opportunityInput(),
    ),
    fields: OPPORTUNITY_FIELDS,
  },
  {
    route: 'PATCH /api/opportunities/:id',
    send: asMember(
      'PATCH',
      () => `/api/opportunities/${owned.opportunity}`,
      () => ({}),
    ),
    fields: OPPORTUNITY_FIELDS,
  },
  {
    route: 'POST /api/volunteering',
    send: asMember(
      'POST',
      () => '/api/volunteering',
      () => volunteeringInput(),
    ),
    fields: VOLUNTEERING_FIELDS,
  },
  {
    route: 'PATCH /api/volunteering/:id',
    send: asMember(
      'PATCH',
      () => `/api/volunteering/${owned.volunteering}`,
      () => ({}),
    ),
    fields: VOLUNTEERING_FIELDS,
  },
  {
    route: 'POST /api/contact',
    send: asVisitor('/api/contact', () => ({ name: 'Ana Sousa', email: 'ana@example.pt', subject: 'Uma pergunta', category: 'general', message: 'Uma mensagem com linhas.\nE mais uma.' })),
    fields: { name: 'Ana Sousa', email: 'ana@example.pt', subject: 'Uma pergunta' },
  },
  {
    route: 'POST /api/me/verification',
    send: asMember(
      'POST',
      () => '/api/me/verification',
      () => ({}),
    ),
    fields: { licenceNumber: '12345' },
  },
];

describe('a line break in a one-line field', () => {
  it.each(CASES)('is refused by $route with 400 on the field, and nothing is stored', async ({ send, fields }) => {
    for (const [field, valid] of Object.entries(fields)) {
      for (const value of BREAKS(valid)) {
        const before = await snapshot();
        const response = await send(field, value);
        const what = `${field} = ${JSON.stringify(value)}: ${response.status} ${JSON.stringify(response.body)}`;
        expect(response.status, what).toBe(400);
        expect(response.body.message, what).toEqual(expect.any(String));
        expect(response.body.errors?.[field], what).toEqual(expect.any(String));
        // A name, title or place says why; an address, a file or a number is simply not valid.
        if (!ANSWERED_AS_INVALID.includes(field)) expect(response.body.errors![field], what).toMatch(/não pode ter quebras de linha\.$/);
        expect(changesBetween(before, await snapshot()), what).toEqual([]);
      }
    }
  });

  it('is still allowed in the fields written on several lines (an item’s summary, a bio, a message)', async () => {
    const article = await member.client.post('/api/articles', articleInput({ categoryId: category, summary: 'Primeira linha do resumo.\nSegunda linha.' }));
    expect(article.status).toBe(201);
    const profile = await member.client.patch(`/api/users/${member.id}`, { bio: 'Terapeuta.\nEm Lisboa.' });
    expect(profile.status).toBe(200);
    expect(profile.body.bio).toBe('Terapeuta.\nEm Lisboa.');
  });
});
