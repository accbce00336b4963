import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';

// A case study's privacy review in the writer (docs/rules/patient-privacy.md): what may identify
// the patient is marked in the text (and announced), listed with its reason, replaced in one click
// or kept by the author; the publish button says what is left, and the Worker stores what was kept.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 25_000 };

const REFERRAL =
  'A D. Amélia Gomes, de 93 anos, NIF 125494580, vive no Lar Nossa Senhora da Paz e precisa de apoio no vestir e na higiene. Introduzimos adaptações na casa de banho e treino de transferências.';

async function writeCaseStudy(page: Page, title: string) {
  await page.goto('/criar-artigo');
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toBeVisible();
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Resumo').fill('Adaptações em casa para uma utente com dependência moderada.');
  await editor.click();
  await page.keyboard.type(REFERRAL);
  await page.getByLabel('Tipo de conteúdo').selectOption({ label: 'Estudo de caso' });
  const category = page.getByLabel('Categoria');
  await expect(category.locator('option').nth(1)).toBeAttached();
  await category.selectOption({ index: 1 });
  await page.getByLabel('Declaro que o caso não permite identificar o utente e que obtive o seu consentimento.').check();
  return editor;
}

test('the writer marks what may identify the patient, replaces it in a click, keeps what the author confirms, and publishes', async ({ page }) => {
  await registerMember(page.request);
  const title = `Adaptações no domicílio ${Date.now()}`;
  const editor = await writeCaseStudy(page, title);

  const review = page.getByRole('region', { name: 'Revisão de privacidade' });
  await expect(review.getByRole('status')).toHaveText('4 dados podem identificar o utente: substitua ou confirme que pode ficar.');
  // Marked in the text, and said to screen readers before each mark.
  await expect(editor.locator('.privacy-mark')).toHaveCount(4);
  await expect(editor.locator('.sr-only').first()).toHaveText('Dado a rever (Parece o nome de uma pessoa.):');
  await expect(review.getByText('«Amélia Gomes»')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar (4 por rever)' })).toBeVisible();
  await expectAccessible(page);

  // Publishing before the review is refused with a reason.
  await page.getByRole('button', { name: 'Publicar (4 por rever)' }).click();
  await expect(page.getByText('Reveja a privacidade', { exact: true })).toBeVisible();
  await expect(page.getByText('Há dados que podem identificar o utente: substitua-os ou confirme que podem ficar.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Publicar o artigo?' })).toHaveCount(0);

  // Replace the name and the NIF, keep the age and the care home.
  await review.getByRole('listitem').filter({ hasText: '«Amélia Gomes»' }).getByRole('button', { name: 'Substituir por [NOME]' }).click();
  // (The editor's text also holds what screen readers are told before each mark.)
  await expect(editor).toContainText('A D. [NOME], de ');
  await expect(editor).not.toContainText('Amélia Gomes');
  await review.getByRole('listitem').filter({ hasText: '«125494580»' }).getByRole('button', { name: 'Substituir por [NIF]' }).click();
  await expect(editor).toContainText('NIF [NIF]');
  await expect(editor.locator('.privacy-mark')).toHaveCount(2);
  await expect(review.getByRole('status')).toHaveText('2 dados podem identificar o utente: substitua ou confirme que pode ficar.');
  await review.getByRole('listitem').filter({ hasText: '«93 anos»' }).getByLabel('Manter: não identifica o utente').check();
  await review.getByRole('listitem').filter({ hasText: '«Lar Nossa Senhora da Paz»' }).getByLabel('Manter: não identifica o utente').check();
  await expect(review.getByRole('status')).toHaveText('Reviu tudo o que foi assinalado.');

  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('button', { name: 'Confirmar e publicar' }).click();
  await expect(page).toHaveURL(/\/articles\/\d+$/, SLOW);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const article = await (await page.request.get(`/api/articles/${id}`)).json();
  expect(article.content).toContain('A D. [NOME], de 93 anos, NIF [NIF]');
});

test('a new case study starts from the case report headings, and ordinary prose shows nothing to review', async ({ page }) => {
  await registerMember(page.request);
  await page.goto('/criar-artigo');
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toBeVisible();
  await page.getByLabel('Tipo de conteúdo').selectOption({ label: 'Estudo de caso' });
  for (const heading of [
    'Introdução',
    'Informação do cliente (sem dados identificativos)',
    'Avaliação',
    'Cronologia',
    'Intervenção',
    'Resultados e seguimento',
    'Discussão',
    'Perspetiva do cliente',
    'Consentimento',
  ]) {
    await expect(editor.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // Under 'Introdução', as an author writes.
  await editor.getByRole('heading', { level: 2, name: 'Introdução' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A utente, de 78 anos, melhorou de 4,2 para 7,5 na COPM ao fim de 12 sessões.');
  const review = page.getByRole('region', { name: 'Revisão de privacidade' });
  await expect(review.getByRole('status')).toHaveText('Nada no texto parece identificar o utente.');
  await expect(editor.locator('.privacy-mark')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publicar', exact: true })).toBeVisible();
});

test('a portfolio reflection marks what may identify a patient, said to screen readers, and replaces it in a click', async ({ page }) => {
  await registerMember(page.request);
  await page.goto('/portefolio');
  await page.getByRole('button', { name: 'Adicionar atividade' }).click();
  const form = page.getByRole('form', { name: 'Nova atividade' });
  const editor = form.getByRole('textbox', { name: 'Reflexão (opcional)' });
  await editor.click();
  await editor.pressSequentially('Na supervisão discutimos a D. Amélia Gomes e o seu plano de alta.');
  const review = form.getByRole('region', { name: 'Revisão de privacidade' });
  await expect(review.getByText('«Amélia Gomes»')).toBeVisible();
  await expect(editor.locator('.privacy-mark')).toHaveCount(1);
  await expect(editor.locator('.sr-only').first()).toHaveText('Dado a rever (Parece o nome de uma pessoa.):');
  await expectAccessible(page);
  await review.getByRole('listitem').filter({ hasText: '«Amélia Gomes»' }).getByRole('button', { name: 'Substituir por [NOME]' }).click();
  await expect(editor).toContainText('a D. [NOME] e o seu plano');
  await expect(editor.locator('.privacy-mark')).toHaveCount(0);
});
