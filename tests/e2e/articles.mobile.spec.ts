import { expect, expectAccessible, publishArticle, signIn, test } from './fixtures';

test('on a phone the attached PDF is opened or transferred, with no embedded viewer', async ({ page }) => {
  await signIn(page);
  const upload = await page.request.post('/api/upload-pdf', {
    multipart: { pdf: { name: 'guia.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const article = await publishArticle(page.request, { pdfUrl: url });
  await page.goto(`/articles/${article.id}`);
  await expect(page.getByRole('link', { name: 'Abrir num novo separador' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Transferir PDF' })).toBeVisible();
  // Issue 21: the embedded viewer gives way to these two buttons on a phone.
  await expect(page.locator(`iframe[title="Documento PDF: ${article.title}"]`)).toBeHidden();
  await expectAccessible(page);
});
