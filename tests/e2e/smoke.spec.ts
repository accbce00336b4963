import { expect, test } from './fixtures';

test('the portal is served with its API and the SPA fallback', async ({ page, request }) => {
  const categories = await request.get('/api/categories');
  expect(categories.status()).toBe(200);
  expect((await categories.json()).map((category: { name: string }) => category.name)).toContain('Educação');
  await page.goto('/uma-pagina-qualquer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
});
