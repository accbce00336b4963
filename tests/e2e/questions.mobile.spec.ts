import { expect, expectAccessible, signIn, test } from './fixtures';

// On a phone (390 px): the questions list and a question with its accepted answer, from the demo
// data (docs/rules/questions.md), within the screen's width and accessible.
test('on a phone a member reads the questions and a question with its accepted answer', async ({ page }) => {
  await signIn(page);
  await page.goto('/perguntas?estado=respondidas');
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Respondidas' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.getByRole('link', { name: /escrita com lápis/ }).click();
  await expect(page.getByText('Resposta aceite')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Útil: \d+ votos?$/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('on a phone the anonymous demo question names nobody', async ({ page }) => {
  await page.goto('/perguntas');
  await page.getByRole('link', { name: /após AVC com negligência unilateral/ }).click();
  await expect(page.getByText('Membro da Rede TO').first()).toBeVisible();
  expect(await page.content()).not.toContain('João Ferreira');
  expect(await page.content()).not.toContain('joao.ferreira');
  await expectAccessible(page);
});
