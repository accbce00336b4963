import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, registerMember, signIn, test } from './fixtures';

/** One member per worker who publishes what the tests need (registering costs a password hash). */
let publisher: APIRequestContext;
test.beforeAll(async ({ playwright }, testInfo) => {
  publisher = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerMember(publisher, { fullName: 'Rui Organizador Santos' });
});
test.afterAll(async () => {
  await publisher.dispose();
});

const DAY = 24 * 60 * 60 * 1000;

async function createOpportunity(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const marker = Math.random().toString(36).slice(2, 8);
  const response = await request.post('/api/opportunities', {
    data: {
      title: `Terapeuta ocupacional em pediatria ${marker}`,
      company: `Clínica Crescer ${marker}`,
      description: 'Procuramos terapeuta ocupacional para a equipa de intervenção precoce.',
      requirements: 'Licenciatura em Terapia Ocupacional e inscrição na Ordem.',
      location: 'Coimbra',
      type: 'parttime',
      contact: `recrutamento.${marker}@example.pt`,
      // A new offer states its pay (docs/rules/job-alerts-and-pay.md).
      salaryMin: 1300,
      salaryMax: 1600,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; title: string; company: string; contactEmail: string; expiresAt: string | null; posterId: number };
}

test.describe('opportunities', () => {
  test('a visitor searches the list by company and the URL keeps the search', async ({ page }) => {
    const opportunity = await createOpportunity(publisher);

    await page.goto('/oportunidades');
    await expect(page.getByRole('heading', { level: 1, name: 'Oportunidades' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Publicar oportunidade' })).toHaveAttribute('href', '/login?next=%2Fcriar-oportunidade');
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Pesquisar oportunidades' }).fill(opportunity.company);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(opportunity.company).replace(/%20/g, '(\\+|%20)')}`));
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('link', { name: opportunity.title })).toHaveAttribute('href', `/oportunidades/${opportunity.id}`);
    await expect(page.getByRole('main').getByRole('listitem').getByText('Tempo parcial')).toBeVisible();
  });

  test('a search without results says no vacancy was found', async ({ page }) => {
    await page.goto('/oportunidades?q=zzznenhumavagazzz');
    await expect(page.getByRole('heading', { name: 'Nenhuma vaga encontrada' })).toBeVisible();
  });

  test('a member sees Publicar oportunidade leading to /criar-oportunidade', async ({ page }) => {
    await signIn(page);
    await page.goto('/oportunidades');
    await expect(page.getByRole('link', { name: 'Publicar oportunidade' })).toHaveAttribute('href', '/criar-oportunidade');
  });

  test('an active opportunity shows its expiry date and a mail link with the subject', async ({ page }) => {
    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const opportunity = await createOpportunity(publisher, { expiresAt });

    await page.goto(`/oportunidades/${opportunity.id}`);
    await expect(page.getByRole('heading', { level: 1, name: opportunity.title })).toBeVisible();
    await expect(page.getByText('Tempo parcial')).toBeVisible();
    await expect(page.getByText(opportunity.company).first()).toBeVisible();
    await expect(page.getByText('Licenciatura em Terapia Ocupacional e inscrição na Ordem.')).toBeVisible();
    await expect(page.getByText('Candidaturas até')).toBeVisible();
    await expect(page.getByText('1300\u00a0€ – 1600\u00a0€ por mês (bruto)')).toBeVisible();
    await expect(page.getByText('Expirado')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Candidatar-me' })).toHaveAttribute('href', `mailto:${opportunity.contactEmail}?subject=${encodeURIComponent(`Candidatura: ${opportunity.title}`)}`);
    await expect(page.getByRole('link', { name: /Rui Organizador Santos/ })).toHaveAttribute('href', `/members/${opportunity.posterId}`);
    await expectAccessible(page);
  });

  test('an expired opportunity is marked Expirado and offers no apply link', async ({ page }) => {
    const opportunity = await createOpportunity(publisher, { expiresAt: new Date(Date.now() - 2 * DAY).toISOString() });

    await page.goto(`/oportunidades/${opportunity.id}`);
    await expect(page.getByText('Expirado', { exact: true })).toBeVisible();
    await expect(page.getByText('Esta oportunidade expirou e já não aceita candidaturas.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Candidatar-me' })).toHaveCount(0);
    await expect(page.getByText('Candidaturas até')).toHaveCount(0);

    await page.goto(`/oportunidades?q=${encodeURIComponent(opportunity.title)}`);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: opportunity.title }).getByText('Expirado')).toBeVisible();
  });

  test('the old /opportunities path lands on /oportunidades and an unknown offer is not found', async ({ page }) => {
    await page.goto('/opportunities');
    await expect(page).toHaveURL(/\/oportunidades$/);
    await page.goto('/oportunidades/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Oportunidade não encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar às oportunidades' })).toHaveAttribute('href', '/oportunidades');
  });
});
