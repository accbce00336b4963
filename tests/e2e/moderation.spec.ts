import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, grantAdmin, publishArticle, registerMember, signIn, test } from './fixtures';

// Moderation (issue 18, decision 017): a member reports an article through the dialog; a moderator hides
// it from /moderacao with a reason and restores it. The first admin is made as the maintainer makes
// one, with `npm run admin` on the e2e server's own database (.wrangler/e2e-<port>, never the
// maintainer's), and names the moderator in the API as /moderacao does.

const DEMO_PASSWORD = 'RedeTO-demo-2026';
const ADMIN = { username: 'tiago.martins', password: DEMO_PASSWORD };
const MODERATOR = { username: 'sofia.pereira', password: DEMO_PASSWORD };
const REPORTER = { username: 'beatriz.gomes', password: DEMO_PASSWORD };

test.describe.configure({ mode: 'serial' });

let author: APIRequestContext;
let article: { id: number; title: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  await grantAdmin(ADMIN.username);
  const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).status()).toBe(200);
  const found = (await (await admin.get(`/api/moderation/members?q=${MODERATOR.username}`)).json()) as { id: number; role: string }[];
  expect(found).toHaveLength(1);
  if (found[0]!.role !== 'moderator') expect((await admin.post('/api/moderation/roles', { data: { userId: found[0]!.id, role: 'moderator' } })).status()).toBe(200);
  await admin.dispose();
  author = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerMember(author, { fullName: 'Autora Denunciada' });
  article = await publishArticle(author);
});

test.afterAll(async () => {
  await author.dispose();
});

async function pageOf(browser: Browser, baseURL: string | undefined, credentials: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-PT' });
  const page = await context.newPage();
  await signIn(page, credentials);
  return page;
}

test('a member reports an article through the dialog, once', async ({ page }) => {
  await signIn(page, REPORTER);
  await page.goto(`/articles/${article.id}`);
  await page.getByRole('button', { name: 'Denunciar este artigo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // 'Outro motivo' needs details.
  await dialog.getByRole('radio', { name: 'Outro motivo' }).check();
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByText('Descreva o motivo da denúncia.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Conteúdo ofensivo' }).check();
  await dialog.getByLabel('Pormenores (opcional)').fill('Linguagem desrespeitosa para com os doentes.');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page.getByText('Agradecemos o aviso. A equipa de moderação vai analisar.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Denunciado' })).toBeDisabled();
  // A visitor sees no 'Denunciar'.
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Denunciar/ })).toHaveCount(0);
});

test('a moderator hides the reported article from /moderacao with a reason, and restores it', async ({ page, browser, baseURL }) => {
  const moderator = await pageOf(browser, baseURL, MODERATOR);
  await moderator.goto('/');
  await moderator.getByRole('link', { name: 'Moderação' }).click();
  await expect(moderator).toHaveURL(/\/moderacao$/);
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderação' })).toBeVisible();
  // A moderator has the reports, not the admins' tabs.
  await expect(moderator.getByRole('tab', { name: 'Denúncias' })).toBeVisible();
  await expect(moderator.getByRole('tab', { name: 'Registo' })).toHaveCount(0);
  const card = moderator.getByRole('article', { name: article.title });
  await expect(card.getByText('Conteúdo ofensivo')).toBeVisible();
  await expect(card.getByText('Linguagem desrespeitosa para com os doentes.')).toBeVisible();
  await expect(card.getByText('Conteúdo completo reservado a membros')).toBeVisible();
  await expectAccessible(moderator);

  await card.getByRole('button', { name: 'Ocultar' }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Ocultar o conteúdo' });
  await dialog.getByRole('button', { name: 'Ocultar' }).click();
  await expect(dialog.getByText('Indique o motivo.')).toBeVisible();
  await expectAccessible(moderator);
  await dialog.getByLabel('Motivo (obrigatório)').fill('Linguagem ofensiva para com os doentes.');
  await dialog.getByRole('button', { name: 'Ocultar' }).click();
  await expect(moderator.getByText('Conteúdo oculto.', { exact: true })).toBeVisible();
  // Its reports are resolved: the queue no longer holds it.
  await expect(moderator.getByRole('article', { name: article.title })).toHaveCount(0);

  // The author is told, with the reason.
  const notices = (await (await author.get('/api/notifications')).json()) as { kind: string; reason: string }[];
  expect(notices[0]).toMatchObject({ kind: 'moderation-hidden', reason: 'Linguagem ofensiva para com os doentes.' });

  // The moderator restores it (the article has no open report now: through the API, as the queue's dialog sends it).
  const restored = await moderator.request.post('/api/moderation/actions', {
    data: { targetType: 'article', targetId: article.id, action: 'restore', reason: 'Revisto com a autora: texto corrigido.' },
  });
  expect(restored.status()).toBe(200);
  await page.goto(`/articles/${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await moderator.context().close();
});

test('an admin reads the log and the moderators; others may not open /moderacao', async ({ page, browser, baseURL }) => {
  const admin = await pageOf(browser, baseURL, ADMIN);
  await admin.goto('/moderacao');
  await admin.getByRole('tab', { name: 'Registo' }).click();
  await expect(admin.getByText('Motivo: Revisto com a autora: texto corrigido.')).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('tab', { name: 'Moderadores' }).click();
  await expect(admin.getByRole('button', { name: 'Retirar a função de moderador a Sofia Pereira' })).toBeVisible();
  await expectAccessible(admin);
  await admin.context().close();

  await signIn(page, REPORTER);
  await page.goto('/moderacao');
  await expect(page.getByText('Não tem permissão para ver esta página.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Moderação' })).toHaveCount(0);
});
