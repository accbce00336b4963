import { expect as baseExpect, expectAccessible, publishArticle, registerMember, signIn, test } from './fixtures';

// The new screens of docs/rules/push-and-offline.md at 390 px: the settings' push and install
// sections, a page read offline with the offline state, and the service worker's offline page.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });
test.use({ serviceWorkers: 'allow' });

test('at 390 px: the push and install sections, a page read offline and the offline page are accessible', async ({ page, context }) => {
  const member = await registerMember(page.request);
  await signIn(page, member);
  const article = await publishArticle(page.request);

  await page.goto('/definicoes');
  const push = page.getByRole('region', { name: 'Notificações no dispositivo' });
  await expect(push.getByRole('switch', { name: 'Comentários ao que publicou' })).toBeVisible();
  await push.scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Instalar a aplicação' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  await page.goto(`/articles/${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect.poll(() => page.evaluate(async (path) => Boolean(await (await caches.open('rede-to-member')).match(path)), `/articles/${article.id}`), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(`/articles/${article.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Sem ligação' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/voluntariado/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Sem ligação' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await context.setOffline(false);
});
