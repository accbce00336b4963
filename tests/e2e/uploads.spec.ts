import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, makePng, registerMember, test } from './fixtures';

// The portal runs in workerd on a small shared machine: sign-in (password hashing) and first
// loads can take several seconds there.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const SLOW = { timeout: 25_000 };

async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByText(title, { exact: true })).toBeVisible(SLOW);
  if (description) await expect(page.getByText(description, { exact: true })).toBeVisible();
}

async function openEditProfile(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  return page.getByRole('dialog', { name: 'Editar perfil' });
}

test('uploads an avatar resized in the browser and applies it on Guardar alterações', async ({ page }) => {
  await registerMember(page.request);
  const dialog = await openEditProfile(page);
  await expectAccessible(page);
  await dialog.getByLabel('Foto de perfil').setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: makePng(1200, 800) });
  await expectToast(page, 'Foto carregada', 'Clique em «Guardar alterações» para aplicar a nova foto.');
  // Not applied until the form is saved.
  expect((await (await page.request.get('/api/me')).json()).avatarUrl).toBeNull();

  await dialog.getByRole('button', { name: 'Guardar alterações' }).click();
  await expectToast(page, 'Perfil atualizado', 'As suas informações foram atualizadas com sucesso.');
  await expect(dialog).toBeHidden();
  const { avatarUrl } = await (await page.request.get('/api/me')).json();
  expect(avatarUrl).toMatch(/^\/api\/files\//);
  const file = await page.request.get(avatarUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\/(webp|jpeg|png)$/);
  const size = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return { width: bitmap.width, height: bitmap.height };
  }, avatarUrl);
  expect(size).toEqual({ width: 512, height: 341 });
  await expect(page.locator(`main img[src="${avatarUrl}"]`)).toBeVisible();

  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await dialog.getByRole('button', { name: 'Remover foto' }).click();
  // The first save's toast may still be showing: wait for this save's response, not for a toast.
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/users/'));
  await dialog.getByRole('button', { name: 'Guardar alterações' }).click();
  expect((await saved).status()).toBe(200);
  await expectToast(page, 'Perfil atualizado');
  await expect(dialog).toBeHidden();
  expect((await (await page.request.get('/api/me')).json()).avatarUrl).toBeNull();
  await expect(page.locator(`main img[src="${avatarUrl}"]`)).toHaveCount(0);
});

test('refuses an avatar of the wrong type or over 2 MB before sending it', async ({ page }) => {
  await registerMember(page.request);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upload-')) uploads.push(request.url());
  });
  const dialog = await openEditProfile(page);
  await dialog.getByLabel('Foto de perfil').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não sou uma imagem') });
  await expectToast(page, 'Ficheiro inválido', 'Por favor, envie uma imagem (JPEG, PNG, GIF ou WebP)');

  const tooLarge = Buffer.concat([makePng(4, 4), Buffer.alloc(2 * 1024 * 1024)]);
  await dialog.getByLabel('Foto de perfil').setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: tooLarge });
  await expectToast(page, 'Ficheiro demasiado grande', 'A imagem deve ter no máximo 2MB');
  expect(uploads).toEqual([]);
});

test('shows the server refusal when a file only pretends to be an image', async ({ page }) => {
  await registerMember(page.request);
  const dialog = await openEditProfile(page);
  // A GIF name and type over bytes that are not an image: kept as is by the browser, refused by the server.
  await dialog.getByLabel('Foto de perfil').setInputFiles({ name: 'falsa.gif', mimeType: 'image/gif', buffer: Buffer.from('isto não é um GIF verdadeiro') });
  await expectToast(page, 'Erro no carregamento', 'Não foi possível carregar a imagem');
  expect((await (await page.request.get('/api/me')).json()).avatarUrl).toBeNull();
});
