import { expect, expectAccessible, test } from './fixtures';

// Search over every kind on a 390 px phone: the tabs wrap, the results keep their cards.
test('on a phone, "Braga" finds the job and the colleague, and the tabs switch between kinds', async ({ page }) => {
  await page.goto('/search?q=Braga');
  await expect(page.getByRole('region', { name: 'Oportunidades' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membros' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: /^Oportunidades \(\d+\)$/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Terapeuta Ocupacional em Intervenção Precoce' })).toBeVisible();
  await page.getByRole('tab', { name: /^Membros \(\d+\)$/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Mariana Costa' })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
