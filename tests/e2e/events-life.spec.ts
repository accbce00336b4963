import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, registerMember, test } from './fixtures';

// Events' whole life and offers by district (issue 19, parts 4 and 5): the waiting list, the
// calendar file, the organiser's registrants, the archive and the district filter.

let organiser: APIRequestContext;
let first: APIRequestContext;
test.beforeAll(async ({ playwright }, testInfo) => {
  organiser = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  first = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerMember(organiser, { fullName: 'Olga Organizadora' });
  await registerMember(first, { fullName: 'Primeiro Inscrito' });
});
test.afterAll(async () => {
  await organiser.dispose();
  await first.dispose();
});

async function createEvent(overrides: Record<string, unknown> = {}): Promise<{ id: number; title: string }> {
  const marker = Math.random().toString(36).slice(2, 8);
  const response = await organiser.post('/api/events', {
    data: {
      title: `Oficina de prática clínica ${marker}`,
      description: 'Sessão prática com poucas vagas para trabalhar casos em pequeno grupo.',
      eventDate: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
      location: 'Biblioteca Municipal, Leiria',
      eventType: 'Workshop',
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test('a full event: a member joins the waiting list, gets the freed place, and the organiser sees them registered', async ({ page }) => {
  const event = await createEvent({ maxParticipants: 1 });
  expect((await first.post(`/api/events/${event.id}/register`)).status()).toBe(201);
  await registerMember(page.request, { fullName: 'Beatriz Espera' });

  await page.goto(`/eventos/${event.id}`);
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(page.getByText('Está na lista de espera, no 1.º lugar', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The first registrant cancels: the place goes to the first in line.
  expect((await first.delete(`/api/events/${event.id}/register`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByText('A sua inscrição neste evento está confirmada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();

  const registrants = await organiser.get(`/api/events/${event.id}/registrations`);
  expect((await registrants.json()).map((registrant: { member: { fullName: string } }) => registrant.member.fullName)).toEqual(['Beatriz Espera']);
});

test('the organiser opens the list of registrants and downloads it as a spreadsheet', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Otávio Organizador' });
  const created = await page.request.post('/api/events', {
    data: {
      title: 'Encontro de supervisão clínica',
      description: 'Encontro mensal de supervisão entre pares, com casos trazidos pelos participantes.',
      eventDate: new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString(),
      location: 'Porto',
      eventType: 'Encontro',
    },
  });
  const event = await created.json();
  expect((await first.post(`/api/events/${event.id}/register`)).status()).toBe(201);
  await page.goto(`/eventos/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Inscritos (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Ver inscritos' }).click();
  await expect(page.getByRole('link', { name: 'Primeiro Inscrito' })).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Transferir (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`inscritos-evento-${event.id}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('"Nome";"Utilizador";"Especialidade";"Localidade";"Data de inscrição"');
  expect(csv).toContain('"Primeiro Inscrito"');
});

test('"Adicionar ao calendário" downloads a calendar file with the event in Lisbon time', async ({ page }) => {
  const event = await createEvent({ eventDate: '2031-07-15T10:30' });
  await page.goto(`/eventos/${event.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Adicionar ao calendário' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`evento-${event.id}.ics`);
  const ics = readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics).toContain('DTSTART;TZID=Europe/Lisbon:20310715T103000');
  expect(ics).toContain(`SUMMARY:${event.title}`);
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
});

test('the events archive lists past events; the job list filters by district', async ({ page }) => {
  await page.goto('/eventos');
  await page.getByRole('link', { name: 'Anteriores' }).click();
  await expect(page).toHaveURL(/\/eventos\?quando=anteriores$/);
  await expect(page.getByRole('link', { name: 'Jornadas de Terapia Ocupacional em Saúde Mental' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Congresso Nacional de Terapia Ocupacional' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Anteriores' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.goto('/oportunidades');
  await page.getByLabel('Distrito').selectOption('Braga');
  await expect(page).toHaveURL(/\/oportunidades\?distrito=Braga$/);
  await expect(page.getByRole('link', { name: 'Terapeuta Ocupacional em Intervenção Precoce' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terapeuta Ocupacional para Unidade de Cuidados Continuados' })).toHaveCount(0);
  await expectAccessible(page);

  // A vacancy that expires within a month says so on its card.
  await page.goto('/oportunidades?q=Consultoria%20em%20ergonomia');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Consultoria em ergonomia para empresa industrial' });
  await expect(card.getByText(/^Expira em (19|20) dias$/)).toBeVisible();
});
