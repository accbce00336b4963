import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const pageWidth = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a phone the profile and its dialogs fit the screen without sideways scrolling', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Beatriz Telemóvel Ramos' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Beatriz Telemóvel Ramos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Atividade Recente' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Novo Artigo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Artigo' });
  await expect(dialog.getByRole('textbox', { name: 'Conteúdo' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
