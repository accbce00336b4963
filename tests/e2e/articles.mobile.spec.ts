import { expect, expectAccessible, publishArticleWithPdf, signIn, test } from './fixtures';

test('on a phone the attached PDF is opened or transferred, with no embedded viewer', async ({ page }) => {
  await signIn(page);
  const { article } = await publishArticleWithPdf(page.request);
  await page.goto(`/articles/${article.id}`);
  await expect(page.getByRole('link', { name: 'Abrir num novo separador' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Transferir PDF' })).toBeVisible();
  // Issue 21: the embedded viewer gives way to these two buttons on a phone.
  await expect(page.locator(`iframe[title="Documento PDF: ${article.title}"]`)).toBeHidden();
  await expectAccessible(page);
});
