import { expect, test } from './fixtures';

test('the portal is served with its API and the SPA fallback', async ({ page, request }) => {
  const categories = await request.get('/api/categories');
  expect(categories.status()).toBe(200);
  expect((await categories.json()).map((category: { name: string }) => category.name)).toContain('Educação');
  await page.goto('/uma-pagina-qualquer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
});

test('a page rendered by the Worker names all the chunks its screen loads', async ({ page, request }) => {
  // The browser fetches them with the entry (worker/pages.ts); Vite's preload helper then finds
  // every one already in the document and adds no link of its own while the page starts.
  for (const path of ['/', '/articles', '/protocols', '/eventos', '/members', '/search?q=terapia', '/about']) {
    const served = await (await request.get(path)).text();
    const named = [...served.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(named.length, path).toBeGreaterThan(3);
    await page.goto(path);
    const inDocument = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(inDocument, path).toEqual(named);
  }
});
