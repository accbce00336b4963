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

async function createVolunteering(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const marker = Math.random().toString(36).slice(2, 8);
  const response = await request.post('/api/volunteering', {
    data: {
      title: `Apoio a idosos em lar ${marker}`,
      organization: `Associação Mãos Dadas ${marker}`,
      description: 'Sessões semanais de estimulação cognitiva e atividades de vida diária.',
      location: 'Faro',
      contact: `voluntariado.${marker}@example.pt`,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; title: string; organization: string; contactEmail: string };
}

test.describe('volunteering', () => {
  test('the list marks offers Ativo or Expirado and searches by organization', async ({ page }) => {
    const active = await createVolunteering(publisher, { expiresAt: new Date(Date.now() + 10 * DAY).toISOString() });
    const expired = await createVolunteering(publisher, { expiresAt: new Date(Date.now() - DAY).toISOString() });

    await page.goto('/voluntariado');
    await expect(page.getByRole('heading', { level: 1, name: 'Voluntariado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Publicar voluntariado' })).toHaveAttribute('href', '/login?next=%2Fcriar-voluntariado');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: active.title }).getByText('Ativo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: expired.title }).getByText('Expirado')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Pesquisar voluntariado' }).fill(active.organization);
    await expect(page).toHaveURL(/\/voluntariado\?q=/);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('link', { name: active.title })).toBeVisible();
  });

  test('an active offer has a mail link with the interest subject; an expired one has none', async ({ page }) => {
    const active = await createVolunteering(publisher);
    const expired = await createVolunteering(publisher, { expiresAt: new Date(Date.now() - DAY).toISOString() });

    await page.goto(`/voluntariado/${active.id}`);
    await expect(page.getByRole('heading', { level: 1, name: active.title })).toBeVisible();
    await expect(page.getByText(active.organization).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manifestar interesse' })).toHaveAttribute(
      'href',
      `mailto:${active.contactEmail}?subject=${encodeURIComponent(`Interesse em voluntariado: ${active.title}`)}`,
    );
    await expectAccessible(page);

    await page.goto(`/voluntariado/${expired.id}`);
    await expect(page.getByText('Expirado', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manifestar interesse' })).toHaveCount(0);
  });

  test('a member sees Publicar voluntariado; /volunteer lands on /voluntariado; unknown offers are not found', async ({ page }) => {
    await signIn(page);
    await page.goto('/volunteer');
    await expect(page).toHaveURL(/\/voluntariado$/);
    await expect(page.getByRole('link', { name: 'Publicar voluntariado' })).toHaveAttribute('href', '/criar-voluntariado');
    await page.goto('/voluntariado/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Voluntariado não encontrado' })).toBeVisible();
  });
});
