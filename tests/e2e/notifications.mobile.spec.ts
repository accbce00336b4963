import { expect, expectAccessible, signIn, test } from './fixtures';

// On a phone the bell stays in the header, beside the search and the menu.
test('on a phone the demo member sees the bell with the unread count and opens the notifications', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  const bell = page.getByRole('link', { name: /^Notificações: \d+ por ler$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
