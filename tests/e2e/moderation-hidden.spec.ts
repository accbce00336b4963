import type { APIRequestContext } from '@playwright/test';
import { expect, grantAdmin, publishArticle, registerMember, signIn, test } from './fixtures';

// What a moderator's hiding does to the article's page (issue 18, decision 016):
// gone for a visitor (the page of an absent article), shown to its author with 'Oculto pela
// moderação' and the reason, back for everyone once restored.

const ADMIN = { username: 'tiago.martins', password: 'RedeTO-demo-2026' };

let admin: APIRequestContext;
let author: APIRequestContext;
let authorCredentials: { username: string; password: string };
let article: { id: number; title: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  await grantAdmin(ADMIN.username);
  admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).status()).toBe(200);
  author = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const member = await registerMember(author, { fullName: 'Autora Ocultada' });
  authorCredentials = { username: member.username, password: member.password };
  article = await publishArticle(author);
});

test.afterAll(async () => {
  await Promise.all([admin.dispose(), author.dispose()]);
});

test('a hidden article is absent for a visitor, shown to its author with the notice and the reason, and back once restored', async ({ page, browser, baseURL }) => {
  const hidden = await admin.post('/api/moderation/actions', { data: { targetType: 'article', targetId: article.id, action: 'hide', reason: 'Dados que identificam a doente.' } });
  expect(hidden.status()).toBe(200);

  await page.goto(`/articles/${article.id}`);
  await expect(page.getByText('O artigo que procura não existe ou foi removido.')).toBeVisible();

  const context = await browser.newContext({ baseURL, locale: 'pt-PT' });
  const authorPage = await context.newPage();
  await signIn(authorPage, authorCredentials);
  await authorPage.goto(`/articles/${article.id}`);
  await expect(authorPage.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(authorPage.getByText('Oculto pela moderação')).toBeVisible();
  await expect(authorPage.getByText('Dados que identificam a doente.')).toBeVisible();
  await context.close();

  const restored = await admin.post('/api/moderation/actions', { data: { targetType: 'article', targetId: article.id, action: 'restore', reason: 'Dados retirados pela autora.' } });
  expect(restored.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
});
