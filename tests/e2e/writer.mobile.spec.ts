import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 25_000 };

const CONSENT = 'Declaro que o caso não permite identificar o utente e que obtive o seu consentimento.';
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a 390 px phone a member writes a case study, continues its draft, previews, publishes and edits it, with no sideways scrolling', async ({ page }) => {
  await registerMember(page.request);
  const title = `Estudo de caso no telemóvel ${Date.now()}`;

  await page.goto('/criar-artigo');
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Resumo').fill('Reabilitação da mão de um carpinteiro após uma lesão de tendões.');
  await editor.click();
  await page.keyboard.type('O senhor A. voltou ao trabalho doze semanas depois da cirurgia, com um plano de exercícios e adaptações na oficina, que descrevemos aqui passo a passo.');
  const category = page.getByLabel('Categoria');
  await expect(category.locator('option').nth(1)).toBeAttached();
  await category.selectOption({ index: 1 });
  await page.getByLabel('Tipo de conteúdo').selectOption({ label: 'Estudo de caso' });
  await expect(page.getByRole('status').filter({ hasText: /^Rascunho guardado às \d{2}:\d{2}$/ })).toBeVisible(SLOW);

  await page.goto('/articles');
  await page.goto('/criar-artigo');
  await expect(page.getByText(/^A continuar o rascunho guardado em /)).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
  await expect(editor).toContainText('voltou ao trabalho');

  await page.getByRole('button', { name: 'Pré-visualizar', exact: true }).first().click();
  const preview = page.getByRole('region', { name: 'Pré-visualização' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Voltar a escrever' }).click();
  await page.getByLabel(CONSENT).check();
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('button', { name: 'Confirmar e publicar' }).click();
  await expect(page).toHaveURL(/\/articles\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar artigo' })).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).fill(`${title} (revisto)`);
  await page.getByRole('button', { name: 'Publicar alterações' }).click();
  await page.getByRole('button', { name: 'Confirmar e publicar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (revisto)` })).toBeVisible(SLOW);
});
