import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';

// The text of attached PDFs (docs/rules/pdf-text.md): a member publishes a protocol with a PDF
// printed by Chromium; the PDF text Worker, running beside the portal in the same `wrangler dev`
// (scripts/start.mjs), reads it off its queue; a search by a word only in the PDF then finds the
// protocol, saying so ('No PDF anexo: …'), for members and never for visitors.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 25_000 };

/** Printed by Chromium (tests/fixtures/pdf/make-fixtures.mjs); 'zumbicrolante' is in it and nowhere else. */
const PDF = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'pdf', 'chromium.pdf'));
const WORD = 'zumbicrolante';

async function publishProtocolWithPdf(page: Page, title: string) {
  await page.goto('/criar-protocolo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo protocolo' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Conteúdo' })).toBeVisible();
  await page.getByLabel('Ficheiro PDF (opcional)').setInputFiles({ name: 'protocolo-mao.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: 'Abrir o PDF' })).toHaveAttribute('href', /^\/api\/files\/.+\.pdf$/, SLOW);
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Resumo').fill('Avaliação funcional da mão, com a grelha em anexo.');
  await page.getByRole('textbox', { name: 'Conteúdo' }).click();
  await page.keyboard.type('Passo um: observar a postura da mão em repouso. Passo dois: medir a amplitude de movimento e registar os resultados.');
  const select = page.getByLabel('Categoria');
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('button', { name: 'Confirmar e publicar' }).click();
  await expect(page).toHaveURL(/\/protocols\/\d+$/, SLOW);
}

test("a member finds a protocol by a word only in its PDF, with 'No PDF anexo'; a visitor does not", async ({ page, browser }) => {
  await registerMember(page.request);
  const title = `Grelha de avaliação da mão ${Date.now()}`;
  await publishProtocolWithPdf(page, title);

  // The queue delivers the job and the second Worker reads the PDF: within a minute.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/search?q=${WORD}`)).json()) as { counts: { protocols: number } }).counts.protocols, { timeout: 60_000, intervals: [1000] })
    .toBeGreaterThan(0);

  await page.goto(`/search?q=${WORD}`);
  await expect(page.getByRole('heading', { level: 1, name: `Resultados para «${WORD}»` })).toBeVisible();
  const card = page.getByRole('region', { name: 'Protocolos' }).locator('.link-card', { has: page.getByRole('link', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('No PDF anexo:')).toBeVisible();
  await expect(card).toContainText(`Palavra só do anexo: ${WORD}.`);
  await expectAccessible(page);

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const visitorPage = await visitor.newPage();
    const answer = (await (await visitorPage.request.get(`/api/search?q=${WORD}`)).json()) as { counts: Record<string, number> };
    expect(answer.counts.protocols).toBe(0);
    await visitorPage.goto(`/search?q=${WORD}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name: `Resultados para «${WORD}»` })).toBeVisible();
    await expect(visitorPage.getByRole('link', { name: title })).toHaveCount(0);
    await expect(visitorPage.getByText('No PDF anexo:')).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
