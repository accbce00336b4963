import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a phone the settings and the delete dialog fit the screen without sideways scrolling', async ({ page }) => {
  await registerMember(page.request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Definições' }).click();
  await expect(page).toHaveURL('/definicoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Definições' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sessões' }).getByText('Esta sessão')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Eliminar a minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar a sua conta?' });
  await expect(dialog.getByRole('button', { name: 'Eliminar conta definitivamente' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
