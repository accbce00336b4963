import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, registerMember, test, type NewMember } from './fixtures';
import { receiveMail } from './fixtures/mail';

// docs/rules/first-day.md: an event's end, duration and price on its page and in its calendar file;
// its organiser is never offered a place in it, and is e-mailed when another member registers.

let organiser: APIRequestContext;
let organiserMember: NewMember;
test.beforeAll(async ({ playwright }, testInfo) => {
  organiser = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  organiserMember = await registerMember(organiser, { fullName: 'Olga Organizadora' });
});
test.afterAll(async () => {
  await organiser.dispose();
});

async function createEvent(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<{ id: number; title: string }> {
  const marker = Math.random().toString(36).slice(2, 8);
  const response = await request.post('/api/events', {
    data: {
      title: `Oficina de reabilitação ${marker}`,
      description: 'Sessão prática sobre reabilitação da mão em contexto de consulta externa.',
      eventDate: '2031-07-15T10:00',
      endDate: '2031-07-15T12:00',
      location: 'Centro de Saúde de Viseu',
      eventType: 'Workshop',
      maxParticipants: 10,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test('the organiser is not offered Inscrever-me on their own event: they see its registrants', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Helena Organizadora' });
  const event = await createEvent(page.request);
  await page.goto(`/eventos/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  const panel = page.getByRole('complementary');
  await expect(panel.getByText('Organiza este evento: não precisa de se inscrever.', { exact: false })).toBeVisible();
  await expect(panel.getByRole('heading', { name: /^Inscritos \(0\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscrever-me' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Inscrever-me' })).toHaveCount(0);
  await expectAccessible(page);
  // The API refuses it all the same.
  const refused = await page.request.post(`/api/events/${event.id}/register`);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('É quem organiza este evento: não se pode inscrever nele.');
});

test('an event created with its end and price shows the times, the duration and the price, and its calendar file ends when it ends', async ({ page }) => {
  await registerMember(page.request);
  const title = `Jornada de terapia da mão ${Date.now()}`;
  await page.goto('/criar-evento');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Tipo de evento').fill('Workshop');
  await page.getByLabel('Data e hora').fill('2031-05-14T18:30');
  // The end follows the start, two hours later, until the organiser changes it.
  await expect(page.getByLabel('Termina em')).toHaveValue('2031-05-14T20:30');
  await page.getByLabel('Termina em').fill('2031-05-14T21:00');
  await page.getByLabel('Local').fill('Aveiro');
  await page.getByLabel('Preço por pessoa, em euros').fill('25');
  await page.getByLabel('Descrição').fill('Uma tarde de prática com casos de reabilitação da mão.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publicar evento' }).click();
  await expect(page).toHaveURL(/\/eventos\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const facts = page.getByRole('main').locator('dl').first();
  await expect(facts).toContainText('14 mai. 2031, 18:30–21:00');
  await expect(facts).toContainText('Duração');
  await expect(facts).toContainText('2 h 30 min');
  await expect(facts).toContainText('25,00 €');
  await expectAccessible(page);

  const id = page.url().split('/').at(-1);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Adicionar ao calendário' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`evento-${id}.ics`);
  const ics = readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('DTSTART;TZID=Europe/Lisbon:20310514T183000\r\n');
  expect(ics).toContain('DTEND;TZID=Europe/Lisbon:20310514T210000\r\n');

  // In the list, the card shows them too.
  await page.goto(`/eventos?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('18:30–21:00 (2 h 30 min)');
  await expect(card).toContainText('25,00 €');
});

test('an event of several days shows both dates; a free one says Gratuito', async ({ page }) => {
  const event = await createEvent(organiser, { eventDate: '2031-09-20T09:00', endDate: '2031-09-22T13:00', price: 0 });
  await page.goto(`/eventos/${event.id}`);
  const facts = page.getByRole('main').locator('dl').first();
  await expect(facts).toContainText('20 set. 2031, 09:00 – 22 set. 2031, 13:00');
  await expect(facts).toContainText('3 dias');
  await expect(facts).toContainText('Gratuito');
});

test("the organiser's e-mail arrives when another member registers", async ({ page }) => {
  const event = await createEvent(organiser, { maxParticipants: 4 });
  await registerMember(page.request, { fullName: 'Tomás Participante' });
  await page.goto(`/eventos/${event.id}`);
  await page.getByRole('button', { name: 'Inscrever-me' }).click();
  await expect(page.getByText('Inscrição confirmada!', { exact: true })).toBeVisible();

  const mail = await receiveMail(`${organiserMember.username}@example.pt`, /^Nova inscrição em «/);
  expect(mail.subject).toBe(`Nova inscrição em «${event.title}»`);
  expect(mail.text).toContain(`Tomás Participante inscreveu-se no seu evento «${event.title}»`);
  expect(mail.text).toContain('Lugares ocupados: 1 de 4.');
  expect(mail.links.some((link) => new URL(link).pathname === `/eventos/${event.id}`)).toBe(true);
  expect(mail.links.some((link) => new URL(link).pathname === '/cancelar-subscricao')).toBe(true);
});
