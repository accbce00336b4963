import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, openFromAnotherScreen, registerMember, test } from './fixtures';

interface CreatedProtocol {
  id: number;
  title: string;
  downloads: number;
}

async function publishProtocol(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<CreatedProtocol> {
  const categories = (await (await request.get('/api/categories')).json()) as { id: number }[];
  const title = `Protocolo de avaliação funcional ${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post('/api/protocols', {
    data: {
      title,
      summary: 'Protocolo para avaliar o desempenho ocupacional em atividades de vida diária.',
      content: '<p>Passo a passo reservado a membros: entrevista inicial, observação estruturada das atividades, registo dos resultados e definição conjunta de objetivos.</p>',
      categoryId: categories[0]!.id,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedProtocol;
}

test.describe('protocols list', () => {
  test('shows four skeletons, then the protocols, and filters to validated protocols on the server with the URL kept', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/protocols?*', async (route) => {
      await held;
      await route.continue();
    });
    await openFromAnotherScreen(page, '/protocols');
    await expect(page.getByRole('heading', { level: 1, name: 'Protocolos clínicos' })).toBeVisible();
    await expect(page.locator('ul[aria-busy="true"] > li')).toHaveCount(4);
    release();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards.first()).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Mostrar apenas protocolos validados').check();
    await expect(page).toHaveURL(/validated=1/);
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: 'Recém-adicionado' })).toHaveCount(0);
    const shown = await cards.count();
    expect(await cards.filter({ hasText: 'Protocolo validado' }).count()).toBe(shown);

    await page.reload();
    await expect(page.getByLabel('Mostrar apenas protocolos validados')).toBeChecked();
  });

  test('a search with no result offers to clear the search and to show every protocol', async ({ page }) => {
    await page.goto('/protocols?q=zzz-sem-resultados&validated=1');
    await expect(page.getByRole('heading', { name: 'Nenhum protocolo encontrado' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Limpar pesquisa' }).click();
    await expect(page).toHaveURL(/\/protocols\?validated=1$/);
    await page.goto('/protocols?q=zzz-sem-resultados&validated=1');
    await page.getByRole('button', { name: 'Ver todos os protocolos' }).click();
    await expect(page).toHaveURL(/\/protocols$/);
    await expect(page.getByLabel('Mostrar apenas protocolos validados')).not.toBeChecked();
  });

  test('search is submitted with its button and found on the server', async ({ page }) => {
    await registerMember(page.request);
    const protocol = await publishProtocol(page.request);
    await page.goto('/protocols');
    await page.getByRole('searchbox', { name: 'Pesquisar protocolos' }).fill(protocol.title);
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole('link', { name: protocol.title })).toBeVisible();
    await expect(page.getByText('A mostrar 1 de 1 protocolo')).toBeVisible();
  });
});

test.describe('protocol detail', () => {
  test('a visitor sees the header and the restricted box, and is asked to sign in to download', async ({ page }) => {
    const [protocol] = (await (await page.request.get('/api/protocols?limit=1')).json()) as CreatedProtocol[];
    await page.goto(`/protocols/${protocol!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: protocol!.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Conteúdo exclusivo para membros' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByText('Inicie sessão para transferir este protocolo', { exact: true })).toBeVisible();
  });

  test('a member reads it, likes it, downloads it (the count goes up) and sees the empty comments', async ({ page }) => {
    await registerMember(page.request);
    const protocol = await publishProtocol(page.request);
    await page.goto(`/protocols/${protocol.id}`);
    await expect(page.getByText('Recém-adicionado').first()).toBeVisible();
    await expect(page.locator('.prose-content')).toContainText('Passo a passo reservado a membros');
    await expect(page.getByText('Ainda não há comentários neste protocolo. Escreva o primeiro comentário.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: /Gosto/ }).click();
    await expect(page.getByText('Marcou que gosta do protocolo', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByText('A transferência do protocolo começará dentro de instantes', { exact: true })).toBeVisible();
    await expect(page.getByText('1 transferência', { exact: true })).toBeVisible();
    const stored = (await (await page.request.get(`/api/protocols/${protocol.id}`)).json()) as CreatedProtocol;
    expect(stored.downloads).toBe(1);
  });

  test('a failed download shows the destructive error toast', async ({ page }) => {
    await registerMember(page.request);
    const protocol = await publishProtocol(page.request);
    await page.route(`**/api/protocols/${protocol.id}/download`, (route) => route.fulfill({ status: 500, json: { message: 'Erro interno' } }));
    await page.goto(`/protocols/${protocol.id}`);
    await page.getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByText('Não foi possível transferir o protocolo', { exact: true })).toBeVisible();
  });

  test('a missing protocol shows "Protocolo não encontrado" with a link to the list', async ({ page }) => {
    await page.goto('/protocols/99999999');
    await expect(page.getByRole('heading', { name: 'Protocolo não encontrado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todos os protocolos' })).toHaveAttribute('href', '/protocols');
  });
});
