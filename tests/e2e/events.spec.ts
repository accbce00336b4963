import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, registerMember, signIn, test } from './fixtures';

/** One member per worker who publishes what the tests need (registering costs a password hash), and one who takes the places (an organiser takes none in their own event). */
let publisher: APIRequestContext;
let attendee: APIRequestContext;
test.beforeAll(async ({ playwright }, testInfo) => {
  publisher = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  attendee = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerMember(publisher, { fullName: 'Rui Organizador Santos' });
  await registerMember(attendee, { fullName: 'Inês Participante' });
});
test.afterAll(async () => {
  await publisher.dispose();
  await attendee.dispose();
});

interface CreatedEvent {
  id: number;
  title: string;
  organizerId: number;
}

const inTwoWeeks = () => new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString();

/** Creates an event as the member signed in on `request`, two weeks from now. */
async function createEvent(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<CreatedEvent> {
  const marker = Math.random().toString(36).slice(2, 8);
  const response = await request.post('/api/events', {
    data: {
      title: `Workshop de integração sensorial ${marker}`,
      description: 'Sessão prática sobre estratégias de integração sensorial em contexto escolar.',
      eventDate: inTwoWeeks(),
      location: `Auditório Municipal de Évora ${marker}`,
      eventType: 'Workshop',
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test.describe('events list', () => {
  test('a visitor sees the events, and the create button leads to signing in first', async ({ page }) => {
    const event = await createEvent(publisher, { maxParticipants: 40 });
    await page.goto('/eventos');
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: event.title });
    await expect(card.getByRole('link', { name: event.title })).toHaveAttribute('href', `/eventos/${event.id}`);
    await expect(card.getByText('Workshop', { exact: true })).toBeVisible();
    await expect(card.getByText('40 vagas disponíveis')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Publicar evento' })).toHaveAttribute('href', '/login?next=%2Fcriar-evento');
    await expectAccessible(page);
  });

  test('typing a search filters on the server, shows the count and survives a reload', async ({ page }) => {
    const event = await createEvent(publisher);
    const word = event.title.split(' ').at(-1)!;
    await page.goto('/eventos');
    await page.getByRole('searchbox', { name: 'Pesquisar eventos' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`/eventos\\?q=${word}$`));
    await expect(page.getByText(/^A mostrar 1 de \d+ eventos$/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Pesquisar eventos' })).toHaveValue(word);
    await expect(page.getByRole('link', { name: event.title })).toBeVisible();
  });

  test('a search that matches nothing shows the empty state, which clears the search', async ({ page }) => {
    await page.goto('/eventos?q=zzzsemresultadoszzz');
    await expect(page.getByRole('heading', { name: 'Nenhum evento encontrado' })).toBeVisible();
    await page.getByRole('button', { name: 'Limpar pesquisa' }).click();
    await expect(page).toHaveURL(/\/eventos$/);
    await expect(page.getByRole('searchbox', { name: 'Pesquisar eventos' })).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Nenhum evento encontrado' })).toHaveCount(0);
  });

  test('a member sees the create button leading to /criar-evento', async ({ page }) => {
    await signIn(page);
    await page.goto('/eventos');
    await expect(page.getByRole('link', { name: 'Publicar evento' })).toHaveAttribute('href', '/criar-evento');
    await expectAccessible(page);
  });

  test('Carregar mais loads the next page of a search', async ({ page }) => {
    const place = `Pavilhão ${Math.random().toString(36).slice(2, 8)}`;
    for (let index = 0; index < 13; index += 1) await createEvent(publisher, { location: place });
    await page.goto(`/eventos?q=${encodeURIComponent(place)}`);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  });

  test('the old /events path lands on /eventos', async ({ page }) => {
    await page.goto('/events');
    await expect(page).toHaveURL(/\/eventos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  });
});

test.describe('event detail', () => {
  test('a member registers, sees the places go down, then cancels', async ({ page }) => {
    const event = await createEvent(publisher, { maxParticipants: 3 });
    await registerMember(page.request);

    await page.goto(`/eventos/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText('3 vagas disponíveis')).toBeVisible();
    await expect(page.getByRole('link', { name: /Rui Organizador Santos/ })).toHaveAttribute('href', `/members/${event.organizerId}`);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Inscrever-me' }).click();
    await expect(page.getByText('Inscrição confirmada!', { exact: true })).toBeVisible();
    await expect(page.getByText('Inscreveu-se neste evento com sucesso.', { exact: true })).toBeVisible();
    await expect(page.getByText('2 vagas disponíveis')).toBeVisible();
    await expect(page.getByText('A sua inscrição neste evento está confirmada.')).toBeVisible();

    // Asked first: 'Manter inscrição' keeps the place, the dialog's own button gives it up.
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    const ask = page.getByRole('dialog', { name: 'Cancelar a sua inscrição?' });
    await expect(ask).toContainText('O seu lugar fica livre para outra pessoa.');
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Manter inscrição' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancelar inscrição' })).toBeFocused();
    await expect(page.getByText('A sua inscrição neste evento está confirmada.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await ask.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await expect(page.getByText('Inscrição cancelada', { exact: true })).toBeVisible();
    await expect(page.getByText('3 vagas disponíveis')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inscrever-me' })).toBeEnabled();
    const after = await (await page.request.get(`/api/events/${event.id}`)).json();
    expect(after).toMatchObject({ registeredCount: 0, isRegistered: false });
  });

  // docs/rules/notifications-and-events.md: a full event offers its waiting list (it used to show a disabled 'Esgotado').
  test('a full event says Esgotado, offers the waiting list, and the list marks it too', async ({ page }) => {
    const event = await createEvent(publisher, { maxParticipants: 1 });
    expect((await attendee.post(`/api/events/${event.id}/register`)).status()).toBe(201);
    await registerMember(page.request);

    await page.goto(`/eventos/${event.id}`);
    await expect(page.getByText(/^Este evento está esgotado\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar na lista de espera' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Inscrever-me' })).toHaveCount(0);

    await page.goto(`/eventos?q=${encodeURIComponent(event.title)}`);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: event.title }).getByText('Esgotado').first()).toBeVisible();
  });

  test('a refused registration shows the server message in a destructive toast', async ({ page }) => {
    const event = await createEvent(publisher, { maxParticipants: 5 });
    await registerMember(page.request);
    await page.goto(`/eventos/${event.id}`);
    await expect(page.getByRole('button', { name: 'Inscrever-me' })).toBeEnabled();
    // The same member registers from another tab while this page is open.
    expect((await page.request.post(`/api/events/${event.id}/register`)).status()).toBe(201);

    await page.getByRole('button', { name: 'Inscrever-me' }).click();
    await expect(page.getByText('Já se inscreveu neste evento.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();
  });

  test('when the last place goes while the page is open, Inscrever-me puts the member in the waiting list', async ({ page }) => {
    const event = await createEvent(publisher, { maxParticipants: 1 });
    await registerMember(page.request);
    await page.goto(`/eventos/${event.id}`);
    await expect(page.getByRole('button', { name: 'Inscrever-me' })).toBeEnabled();
    expect((await attendee.post(`/api/events/${event.id}/register`)).status()).toBe(201);

    await page.getByRole('button', { name: 'Inscrever-me' }).click();
    await expect(page.getByText('Ocupa o 1.º lugar da lista. Se vagar um lugar, a sua inscrição fica confirmada e recebe um e-mail.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair da lista de espera' })).toBeVisible();
  });

  test('a visitor pressing Inscrever-me signs in and comes back to the event to register', async ({ page }) => {
    const event = await createEvent(publisher);
    await page.goto(`/eventos/${event.id}`);
    await expect(page.getByText('Inicie sessão para se inscrever neste evento.')).toBeVisible();
    await expect(page.getByText(/vagas disponíveis/)).toHaveCount(0);
    await expectAccessible(page);

    // Issue 21: 'Inscrever-me' leads to the sign-in page, and back here (it used to only say so in a toast).
    const inscrever = page.getByRole('complementary').getByRole('link', { name: 'Inscrever-me' });
    await expect(inscrever).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/eventos/${event.id}`)}`);
    await inscrever.click();
    await expect(page).toHaveURL(/\/login\?next=/);
    const member = await registerMember(page.request);
    await page.context().clearCookies();
    await page.getByLabel('Nome de utilizador').fill(member.username);
    await page.getByLabel('Palavra-passe').fill(member.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(new RegExp(`/eventos/${event.id}$`));
    await page.getByRole('button', { name: 'Inscrever-me' }).click();
    await expect(page.getByText('A sua inscrição neste evento está confirmada.')).toBeVisible();
  });

  test('a past event has no register button', async ({ page }) => {
    const events: { id: number; eventDate: string }[] = await (await page.request.get('/api/events?limit=100')).json();
    const past = events.find((event) => Date.parse(event.eventDate) < Date.now());
    expect(past, 'the demo data holds one past event').toBeDefined();
    await signIn(page);
    await page.goto(`/eventos/${past!.id}`);
    await expect(page.getByText('Este evento já decorreu. As inscrições estão encerradas.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inscrever-me' })).toHaveCount(0);
    // Issue 21: a finished event shows no free places.
    await expect(page.getByText(/vagas? disponíve(l|is)|Esgotado/)).toHaveCount(0);
  });

  test('an unknown event shows its not-found state', async ({ page }) => {
    await page.goto('/eventos/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Evento não encontrado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar aos eventos' })).toHaveAttribute('href', '/eventos');
    await expectAccessible(page);
  });
});
