import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';

// The portal runs in workerd on a small shared machine: sign-in (password hashing) and first
// loads can take several seconds there.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const SLOW = { timeout: 25_000 };

async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByText(title, { exact: true })).toBeVisible(SLOW);
  if (description) await expect(page.getByText(description, { exact: true })).toBeVisible();
}

async function firstCategoryId(request: APIRequestContext): Promise<number> {
  const categories = await (await request.get('/api/categories')).json();
  return categories[0].id;
}

test('a visitor is told the profile is restricted, with ways to sign in or register', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByText('Inicie sessão para aceder ao seu perfil.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login?next=%2Fprofile');
  await expect(page.getByRole('main').getByRole('link', { name: 'Registar' })).toHaveAttribute('href', '/register?next=%2Fprofile');
  await expectAccessible(page);
});

test('a new member sees their header, the three tabs and empty publication sections', async ({ page }) => {
  const member = await registerMember(page.request, { fullName: 'Sofia Perfil Nunes', location: 'Évora' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Perfil Nunes' })).toBeVisible();
  await expect(page.getByText('Terapeuta ocupacional', { exact: true })).toBeVisible();
  await expect(page.getByText('Évora', { exact: true })).toBeVisible();
  await expect(page.getByText(`@${member.username}`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'As minhas publicações' })).toHaveAttribute('aria-selected', 'true');
  for (const heading of ['Os meus artigos', 'Os meus protocolos', 'Os meus eventos', 'As minhas oportunidades', 'Os meus voluntariados']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('Ainda não publicou nenhum artigo.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Publicar o primeiro artigo' })).toHaveAttribute('href', '/criar-artigo');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Atividade recente' }).click();
  await expect(page).toHaveURL(/\?tab=actividade$/);
  await expect(page.getByRole('heading', { name: 'Sem atividade recente' })).toBeVisible();
  await expectAccessible(page);
});

test('editing the profile updates the header and refuses a username that is taken', async ({ page, request }) => {
  const other = await registerMember(request);
  await registerMember(page.request, { fullName: 'Nome Antigo Teste' });
  await page.goto('/profile');
  const editButton = page.getByRole('button', { name: 'Editar perfil' });
  // Opened and closed from the keyboard, focus comes back to the button that opened it.
  await editButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(editButton).toBeFocused();
  await editButton.click();
  await expect(dialog.getByLabel('Nome completo')).toHaveValue('Nome Antigo Teste');

  await dialog.getByLabel('Nome de utilizador').fill(other.username);
  await dialog.getByRole('button', { name: 'Guardar alterações' }).click();
  await expectToast(page, 'Erro ao atualizar', 'Falha ao atualizar perfil');
  await expect(dialog.getByLabel('Nome de utilizador')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Nome de utilizador').fill(`${other.username}b`);
  await dialog.getByLabel('Nome completo').fill('Nome Novo Teste');
  await dialog.getByLabel('Localização').selectOption('Porto');
  await dialog.getByLabel('Biografia').fill('Trabalho com crianças com perturbações do desenvolvimento.');
  await dialog.getByLabel('Mostrar o meu e-mail aos membros').check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Guardar alterações' }).click();
  await expectToast(page, 'Perfil atualizado', 'As suas informações foram atualizadas com sucesso.');
  await expect(dialog).toBeHidden();
  await expect(editButton).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Nome Novo Teste' })).toBeVisible();
  await expect(page.getByText('Trabalho com crianças com perturbações do desenvolvimento.')).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ fullName: 'Nome Novo Teste', username: `${other.username}b`, location: 'Porto', showEmail: true });
});

test('saved articles and protocols appear in the profile and can be removed', async ({ page }) => {
  await registerMember(page.request);
  const [article] = await (await page.request.get('/api/articles?limit=1')).json();
  const [protocol] = await (await page.request.get('/api/protocols?limit=1')).json();
  expect((await page.request.post('/api/saved-items', { data: { articleId: article.id } })).ok()).toBe(true);
  expect((await page.request.post('/api/saved-items', { data: { protocolId: protocol.id } })).ok()).toBe(true);

  await page.goto('/profile?tab=guardados');
  await expect(page.getByRole('tab', { name: 'Itens guardados' })).toHaveAttribute('aria-selected', 'true');
  const articles = page.getByRole('region', { name: 'Artigos guardados' });
  const protocols = page.getByRole('region', { name: 'Protocolos guardados' });
  await expect(articles.getByRole('link', { name: article.title })).toBeVisible();
  await expect(protocols.getByRole('link', { name: protocol.title })).toBeVisible();
  await expectAccessible(page);
  // Issue 21: a card's summary shows whole lines, never a line cut through the middle by the card's height.
  const summaryLines = await articles.locator('p.line-clamp-2').evaluateAll((paragraphs) => paragraphs.map((paragraph) => paragraph.clientHeight / parseFloat(getComputedStyle(paragraph).lineHeight)));
  expect(summaryLines.length).toBeGreaterThan(0);
  for (const lines of summaryLines) expect(Math.abs(lines - Math.round(lines)), `${lines} lines`).toBeLessThan(0.05);

  await articles.getByRole('button', { name: `Remover «${article.title}» dos guardados` }).click();
  await expect(articles.getByText('Ainda não guardou nenhum artigo.')).toBeVisible();
  await expect(protocols.getByRole('link', { name: protocol.title })).toBeVisible();
  await protocols.getByRole('button', { name: `Remover «${protocol.title}» dos guardados` }).click();
  await expect(protocols.getByText('Ainda não guardou nenhum protocolo.')).toBeVisible();
  expect(await (await page.request.get('/api/saved-items')).json()).toEqual([]);
});

test('recent activity lists what the member just published and liked', async ({ page }) => {
  await registerMember(page.request);
  const title = `Atividade em contexto escolar ${Date.now()}`;
  const created = await page.request.post('/api/articles', {
    data: {
      title,
      summary: 'Um resumo com mais de dez caracteres.',
      content: '<p>Conteúdo com mais de cinquenta caracteres para cumprir a regra mínima do artigo.</p>',
      categoryId: await firstCategoryId(page.request),
    },
  });
  expect(created.status()).toBe(201);
  const article = await created.json();
  expect((await page.request.post(`/api/articles/${article.id}/like`)).ok()).toBe(true);

  await page.goto('/profile?tab=actividade');
  await expect(page.getByRole('link', { name: `Publicou o artigo «${title}»` })).toHaveAttribute('href', `/articles/${article.id}`);
  await expect(page.getByRole('link', { name: `Gostou de «${title}»` })).toBeVisible();
  await expect(page.getByText('agora mesmo').first()).toBeVisible();
  await expectAccessible(page);
});
