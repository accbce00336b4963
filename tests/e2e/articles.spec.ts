import type { Page } from '@playwright/test';
import { expect, expectAccessible, openFromAnotherScreen, publishArticle, publishArticleWithPdf, registerMember, signIn, test } from './fixtures';

async function signedInAuthor(page: Page) {
  const member = await registerMember(page.request);
  return member;
}

test.describe('articles list', () => {
  test('shows six skeletons and then the articles, and loads more with "Carregar mais"', async ({ page }) => {
    let releaseList: () => void = () => {};
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route('**/api/articles?*', async (route) => {
      await listHeld;
      await route.continue();
    });
    await openFromAnotherScreen(page, '/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Artigos' })).toBeVisible();
    await expect(page.locator('ul[aria-busy="true"] > li')).toHaveCount(6);
    releaseList();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(12);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(12);
  });

  test('searches on the server, keeps the search in the URL and clears it from the empty state', async ({ page }) => {
    await signedInAuthor(page);
    const article = await publishArticle(page.request);
    await page.goto('/articles');
    await page.getByRole('searchbox', { name: 'Pesquisar artigos' }).fill(article.title);
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(article.title).replace(/%20/g, '(\\+|%20)')}`));
    await expect(page.getByRole('link', { name: article.title })).toBeVisible();
    await expect(page.getByText('A mostrar 1 de 1 artigo')).toBeVisible();

    await page.goto('/articles?q=zzz-nada-corresponde-a-isto');
    await expect(page.getByRole('heading', { name: 'Nenhum artigo encontrado' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Limpar pesquisa' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole('searchbox', { name: 'Pesquisar artigos' })).toHaveValue('');
  });

  test('filters by type and by category, given by id or by name, in the URL', async ({ page }) => {
    const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; name: string }[];
    const category = categories[0]!;
    await page.goto(`/articles?category=${encodeURIComponent(category.name)}`);
    await expect(page.getByLabel('Categoria')).toHaveValue(String(category.id));
    await page.getByRole('button', { name: 'Estudo de caso' }).click();
    await expect(page).toHaveURL(/type=CASE_STUDY/);
    await expect(page.getByRole('button', { name: 'Estudo de caso' })).toHaveAttribute('aria-pressed', 'true');
    const response = await page.request.get(`/api/articles?categoryId=${category.id}&type=CASE_STUDY&limit=1`);
    const total = Number(response.headers()['x-total-count']);
    if (total === 0) await expect(page.getByRole('heading', { name: 'Nenhum artigo encontrado' })).toBeVisible();
    else await expect(page.getByText(new RegExp(`de ${total} artigos?$`))).toBeVisible();
    await page.getByLabel('Categoria').selectOption('all');
    await expect(page).not.toHaveURL(/category=/);
  });
});

test.describe('article detail', () => {
  test('a visitor sees the summary and the restricted-access box, and is asked to sign in to like or comment', async ({ page }) => {
    const [article] = (await (await page.request.get('/api/articles?limit=1')).json()) as { id: number; title: string }[];
    await page.goto(`/articles/${article!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
    await expect(page).toHaveTitle(`${article!.title} · Rede TO`);
    await expect(page.getByRole('heading', { name: 'Conteúdo exclusivo para membros' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' }).last()).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/articles/${article!.id}`)}`);
    await expect(page.locator('.prose-content')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: /Gosto/ }).click();
    await expect(page.getByText('Inicie sessão para marcar que gosta deste artigo', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar comentário' }).click();
    await expect(page.getByText('Inicie sessão para comentar', { exact: true })).toBeVisible();
  });

  test('a member reads the content, likes and unlikes, saves and unsaves, and copies the link', async ({ page, context }) => {
    await signedInAuthor(page);
    const article = await publishArticle(page.request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto(`/articles/${article.id}`);
    await expect(page.locator('.prose-content')).toContainText('Conteúdo completo reservado a membros');
    await expect(page.getByText('10 min de leitura')).toBeVisible();
    await expectAccessible(page);

    const like = page.getByRole('button', { name: /Gosto|Gostou/ });
    await like.click();
    await expect(page.getByText('Marcou que gosta do artigo', { exact: true })).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toContainText('0');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Item guardado', { exact: true })).toBeVisible();
    const saved = (await (await page.request.get('/api/saved-items')).json()) as { articleId: number | null }[];
    expect(saved.map((item) => item.articleId)).toContain(article.id);
    await page.getByRole('button', { name: 'Guardado' }).click();
    await expect(page.getByText('Item removido', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();

    await page.getByRole('button', { name: 'Partilhar' }).click();
    await expect(page.getByText('Ligação copiada', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('a member is told an empty comment is refused, then publishes one that appears in the list', async ({ page }) => {
    await signedInAuthor(page);
    const article = await publishArticle(page.request);
    await page.goto(`/articles/${article.id}`);
    await expect(page.getByText('Ainda não há comentários neste artigo. Escreva o primeiro comentário.')).toBeVisible();
    await page.getByLabel('O seu comentário').fill('   ');
    await page.getByRole('button', { name: 'Enviar comentário' }).click();
    await expect(page.getByText('Por favor, escreva um comentário antes de enviar', { exact: true })).toBeVisible();

    await page.getByLabel('O seu comentário').fill('Muito útil para a minha prática em contexto escolar.');
    await page.getByRole('button', { name: 'Enviar comentário' }).click();
    await expect(page.getByText('O seu comentário foi publicado com sucesso', { exact: true })).toBeVisible();
    await expect(page.getByRole('article').getByText('Muito útil para a minha prática em contexto escolar.')).toBeVisible();
    await expect(page.getByLabel('O seu comentário')).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Comentários (1)' })).toBeVisible();
  });

  test('a missing article shows "Artigo não encontrado" with a way back to the list', async ({ page }) => {
    await page.goto('/articles/99999999');
    await expect(page.getByRole('heading', { name: 'Artigo não encontrado' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver todos os artigos' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('a member sees the attached PDF with open, download (under the name it was uploaded with) and an embedded viewer 600 px high', async ({ page }) => {
    await signIn(page);
    const { article, url } = await publishArticleWithPdf(page.request);
    await page.goto(`/articles/${article.id}`);
    await expect(page.getByRole('link', { name: 'Abrir num novo separador' })).toHaveAttribute('href', url);
    await expect(page.getByRole('link', { name: 'Transferir PDF' })).toHaveAttribute('download', '');
    const viewer = page.locator(`iframe[title="Documento PDF: ${article.title}"]`);
    await expect(viewer).toHaveAttribute('src', url);
    expect((await viewer.boundingBox())?.height).toBe(600);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Transferir PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('Guia de avaliação.pdf');
  });
});
