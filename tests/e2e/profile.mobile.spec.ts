import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const pageWidth = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("on a phone the profile and the writer's page it leads to fit the screen without sideways scrolling", async ({ page }) => {
  await registerMember(page.request, { fullName: 'Beatriz Telemóvel Ramos' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Beatriz Telemóvel Ramos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Atividade recente' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Novo artigo', exact: true }).click();
  await expect(page).toHaveURL(/\/criar-artigo$/);
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toBeVisible();
  const box = await editor.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
