import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, registerMember, test } from './fixtures';

/** One member per worker who publishes what the tests need (registering costs a password hash). */
let publisher: APIRequestContext;
test.beforeAll(async ({ playwright }, testInfo) => {
  publisher = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerMember(publisher, { fullName: 'Rui Organizador Santos' });
});
test.afterAll(async () => {
  await publisher.dispose();
});

const CONTENT = '<p>Texto de apoio à prática clínica em Terapia Ocupacional, com objetivos, materiais, procedimentos e critérios de avaliação para cada sessão.</p>';

async function publish(request: APIRequestContext, kind: 'articles' | 'protocols', title: string, categoryId: number) {
  const response = await request.post(`/api/${kind}`, {
    data: { title, summary: 'Resumo para a pesquisa de ponta a ponta.', content: CONTENT, categoryId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

/** One article and three protocols whose titles hold a word nothing else has. */
async function seedResults(request: APIRequestContext) {
  const word = `pesquisa${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const [category] = await (await request.get('/api/categories')).json();
  const article = await publish(request, 'articles', `Artigo sobre ${word} na infância`, category.id);
  const protocols = [];
  for (const n of [1, 2, 3]) protocols.push(await publish(request, 'protocols', `Protocolo ${n} de ${word} em adultos`, category.id));
  return { word, article, protocols };
}

test.describe('search', () => {
  test('without a query it invites to browse articles and protocols', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver artigos' })).toHaveAttribute('href', '/articles');
    await expect(page.getByRole('link', { name: 'Ver protocolos' })).toHaveAttribute('href', '/protocols');
    await expectAccessible(page);
  });

  test('results come in tabs with counts, the Todos tab shows two protocols and Ver todos opens the rest', async ({ page }) => {
    const { word, article, protocols } = await seedResults(publisher);

    await page.goto('/search');
    await page.getByLabel('Termo de pesquisa').fill(word);
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Resultados para «${word}»` })).toBeVisible();
    await expect(page.getByText('4 resultados encontrados')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Todos (4)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Artigos (1)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Protocolos (3)' })).toBeVisible();
    await expect(page.getByRole('link', { name: article.title })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Protocolo \d de / })).toHaveCount(2);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ver todos' }).click();
    await expect(page.getByRole('tab', { name: 'Protocolos (3)' })).toHaveAttribute('aria-selected', 'true');
    for (const protocol of protocols) await expect(page.getByRole('link', { name: protocol.title })).toBeVisible();

    await page.getByRole('tab', { name: 'Artigos (1)' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: article.title })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Protocolo / })).toHaveCount(0);
  });

  test('the category filter goes into the URL, and a kind from the home page is kept', async ({ page }) => {
    const { word } = await seedResults(publisher);
    await page.goto(`/search?q=${word}&category=protocols`);
    await expect(page.getByLabel('Categoria')).toHaveValue('protocols');
    await expect(page.getByText('3 resultados encontrados')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Artigos (0)' })).toBeVisible();

    const [category] = await (await page.request.get('/api/categories')).json();
    await page.getByLabel('Categoria').selectOption(String(category.id));
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&category=${category.id}$`));
    await expect(page.getByText('4 resultados encontrados')).toBeVisible();
  });

  test('"Braga" finds the job and the colleague there, each in its tab, and a result opens its page', async ({ page }) => {
    await page.goto('/search?q=Braga');
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «Braga»' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Oportunidades' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Membros' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: /^Oportunidades \(\d+\)$/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Terapeuta Ocupacional em Intervenção Precoce' })).toBeVisible();
    await page.getByRole('tab', { name: /^Membros \(\d+\)$/ }).click();
    const colleague = page.getByRole('tabpanel').getByRole('link', { name: 'Mariana Costa' });
    await expect(colleague).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Terapeuta Ocupacional em Intervenção Precoce' })).toHaveCount(0);
    await colleague.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mariana Costa' })).toBeVisible();
  });

  test('"idosos" finds the article about "pessoas idosas" and the volunteering at a "lar de idosos"', async ({ page }) => {
    await page.goto('/search');
    await page.getByLabel('Termo de pesquisa').fill('idosos');
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Artigos' }).getByRole('link', { name: 'Prevenção de quedas em pessoas idosas na comunidade' })).toBeVisible();
    await page.getByRole('tab', { name: /^Voluntariado \(\d+\)$/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Oficinas de memória num lar de idosos' })).toBeVisible();

    await page.getByLabel('Categoria').selectOption('volunteering');
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=idosos&category=volunteering$/);
    await expect(page.getByRole('tab', { name: /^Voluntariado \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Artigos' })).toHaveCount(0);
  });

  test('the tabs answer the keyboard as WAI-ARIA tabs do: arrows, Home and End select, Tab enters the panel', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/search?q=Braga');
    const tablist = page.getByRole('tablist', { name: 'Tipo de resultado' });
    const tabs = tablist.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(4);
    const all = tablist.getByRole('tab', { name: /^Todos \(\d+\)$/ });
    const articles = tablist.getByRole('tab', { name: /^Artigos \(\d+\)$/ });
    const last = tabs.last();

    // Only the selected tab is in the page's Tab order, and it controls the one panel shown, which it labels.
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toHaveAttribute('id', (await all.getAttribute('aria-controls'))!);
    await expect(page.getByRole('tabpanel', { name: await all.innerText() })).toBeVisible();

    await all.focus();
    await page.keyboard.press('ArrowRight');
    await expect(articles).toBeFocused();
    await expect(articles).toHaveAttribute('aria-selected', 'true');
    await expect(all).toHaveAttribute('aria-selected', 'false');
    await expect(all).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel', { name: await articles.innerText() })).toBeVisible();

    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await last.getAttribute('id'))!);
    // From the last tab the right arrow goes round to the first, the left arrow back.
    await page.keyboard.press('ArrowRight');
    await expect(all).toBeFocused();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(last).toBeFocused();
    await page.keyboard.press('Home');
    await expect(all).toBeFocused();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Oportunidades' })).toBeVisible();

    // Tab leaves the tabs for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await expectAccessible(page);
    // The server's markup and the browser's agree (the tabs' ids included): no hydration error.
    expect(consoleErrors).toEqual([]);
  });

  test('a search without results says that whole words are searched and offers Limpar pesquisa, which empties the box and the URL', async ({ page }) => {
    // Half a word finds nothing (decision 019): the page says why.
    await page.goto('/search?q=fisiot');
    await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
    await expect(page.getByText('A pesquisa procura palavras completas', { exact: false })).toBeVisible();
    await page.goto('/search?q=zzzsemnadazzz');
    await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
    await expect(page.getByLabel('Termo de pesquisa')).toHaveValue('zzzsemnadazzz');
    await page.getByRole('button', { name: 'Limpar pesquisa' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByLabel('Termo de pesquisa')).toHaveValue('');
    await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar' })).toBeVisible();
  });
});
