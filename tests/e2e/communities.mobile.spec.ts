import { expect, test } from './fixtures';
import { joinAndLeave, requestApproved } from './fixtures/communities';

// The communities' flows at 390 px (docs/rules/communities.md): nothing wider than the screen.

const fitsTheScreen = async (page: import('@playwright/test').Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('at 390 px, a member joins a community and leaves it, and the pages fit the screen', async ({ page }) => {
  await joinAndLeave(page);
  await fitsTheScreen(page);
  await page.goto('/comunidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Comunidades' })).toBeVisible();
  await fitsTheScreen(page);
});

test("at 390 px, a closed community's request is approved and the member reads its content", async ({ page, browser }) => {
  await requestApproved(page, browser);
  await fitsTheScreen(page);
});

test("the phone menu's 'Comunidades' leads to the communities", async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Comunidades', exact: true }).click();
  await expect(page).toHaveURL('/comunidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Comunidades' })).toBeVisible();
});
