import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';

// docs/rules/first-day.md on a 390 px phone: the phone menu lists the five writers, the lists'
// buttons fit, and a draft comes back filled in.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 25_000 };

const WRITERS = [
  { label: 'Artigo', writer: '/criar-artigo' },
  { label: 'Protocolo', writer: '/criar-protocolo' },
  { label: 'Evento', writer: '/criar-evento' },
  { label: 'Oportunidade', writer: '/criar-oportunidade' },
  { label: 'Voluntariado', writer: '/criar-voluntariado' },
];

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test("the phone menu lists the five writers: a visitor's lead to 'Entrar' and back, a member's to the writer", async ({ page }) => {
  await page.goto('/');
  let menu = await openMenu(page);
  const publish = menu.getByRole('region', { name: 'Publicar' });
  for (const { label, writer } of WRITERS) await expect(publish.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `/login?next=${encodeURIComponent(writer)}`);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await registerMember(page.request);
  await page.goto('/articles');
  const write = page.getByRole('main').getByRole('link', { name: 'Escrever artigo' });
  await expect(write).toBeVisible();
  await expect(write).toHaveAttribute('href', '/criar-artigo');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  menu = await openMenu(page);
  for (const { label, writer } of WRITERS) await expect(menu.getByRole('region', { name: 'Publicar' }).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', writer);
  await menu.getByRole('region', { name: 'Publicar' }).getByRole('link', { name: 'Protocolo', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/criar-protocolo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Protocolo' })).toBeVisible();
});

test('on a phone, a draft left on the writer comes back filled in', async ({ page }) => {
  await registerMember(page.request);
  const title = `Rascunho no telemóvel ${Date.now()}`;
  await page.goto('/criar-protocolo');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await expect(page.getByRole('status').filter({ hasText: /^Rascunho guardado às \d{2}:\d{2}$/ })).toBeVisible(SLOW);
  await page.goto('/protocols');
  await page.getByRole('main').getByRole('link', { name: 'Publicar protocolo' }).click();
  await expect(page).toHaveURL(/\/criar-protocolo$/);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
  await expect(page.getByRole('button', { name: 'Começar do zero' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
