import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A visitor's page rendered by the Worker is a document until they use a control (decision 081,
// src/hydrate-on-intent.ts): the app is fetched then, and what the visitor did before it had the
// page is done again once it has. Here the app's main chunk is held back, as a slow phone's network
// would, so that everything below happens before React has the page.

/** Holds every request for the app's main chunk until the returned function is called; counts them. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, asked };
}

/** Resolves once the app says it has the page (`APP_READY_EVENT`, src/lib/app-ready.ts). */
const appReady = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => document.addEventListener('rede:app-ready', () => resolve(), { once: true })));

test("a visitor's search typed and sent before the app arrives is searched, with the chosen kind", async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Reading the page asks for none of the app.
  expect(app.asked).toEqual([]);

  const ready = appReady(page);
  await page.getByRole('searchbox', { name: 'Pesquisar conteúdos' }).fill('integração sensorial');
  await page.getByLabel('Tipo de conteúdo').selectOption({ label: 'Protocolos' });
  await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
  // The focus asked for the app; the press waits for it, and the page shows that it is busy.
  await expect.poll(() => app.asked.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => document.documentElement.style.cursor)).toBe('progress');

  app.release();
  await ready;
  await expect(page).toHaveURL(/\/search\?q=integra%C3%A7%C3%A3o(\+|%20)sensorial&category=protocols$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.cursor)).toBe('');
});

test("a visitor's press on 'Gosto' before the app arrives is answered once it has the page", async ({ page }) => {
  const [article] = (await (await page.request.get('/api/articles?limit=1')).json()) as { id: number }[];
  const app = await holdTheApp(page);
  await page.goto(`/articles/${article!.id}`);
  const ready = appReady(page);
  await page.getByRole('button', { name: /Gosto/ }).click();
  await expect(page.getByText('Inicie sessão para marcar que gosta deste artigo', { exact: true })).toHaveCount(0);
  app.release();
  await ready;
  // Pressed once, answered once.
  await expect(page.getByText('Inicie sessão para marcar que gosta deste artigo', { exact: true })).toHaveCount(1);
});

test('a list filter chosen and a key pressed on the tabs before the app arrives take effect', async ({ page }) => {
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; name: string }[];
  const app = await holdTheApp(page);
  await page.goto('/articles');
  let ready = appReady(page);
  await page.getByLabel('Categoria').selectOption(String(categories[1]!.id));
  app.release();
  await ready;
  await expect(page).toHaveURL(new RegExp(`[?&]category=${categories[1]!.id}`));
  await expect(page.getByLabel('Categoria')).toHaveValue(String(categories[1]!.id));

  const held = await holdTheApp(page);
  await page.goto('/search?q=terapia');
  ready = appReady(page);
  const tablist = page.getByRole('tablist', { name: 'Tipo de resultado' });
  await tablist.getByRole('tab', { name: /^Todos \(\d+\)$/ }).focus();
  await page.keyboard.press('ArrowRight');
  held.release();
  await ready;
  const second = tablist.getByRole('tab').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
});
