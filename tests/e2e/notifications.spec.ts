import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, publishArticle, registerMember, test } from './fixtures';

// Notifications (issue 19, part 1): a comment on member A's article lights A's bell, and the
// notifications screen takes A to the article.

let commenter: APIRequestContext;
test.beforeAll(async ({ playwright }, testInfo) => {
  commenter = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerMember(commenter, { fullName: 'Carlos Comentador' });
});
test.afterAll(async () => {
  await commenter.dispose();
});

test("a comment on a member's article lights their bell; the notification opens the article and is then read", async ({ page }) => {
  await registerMember(page.request, { fullName: 'Alice Autora' });
  const article = await publishArticle(page.request);
  await page.goto('/');
  const bell = page.getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações');

  const commented = await commenter.post('/api/comments', { data: { articleId: article.id, content: 'Muito útil para a minha prática, obrigado.' } });
  expect(commented.status()).toBe(201);
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notificações: 1 por ler');
  await expect(bell).toContainText('1');

  await bell.click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  const notification = page.getByRole('link', { name: `Carlos Comentador comentou «${article.title}» (por ler)` });
  await expect(notification).toBeVisible();
  await expectAccessible(page);

  await notification.click();
  await expect(page).toHaveURL(new RegExp(`/articles/${article.id}$`));
  await expect(bell).toHaveAccessibleName('Notificações');
});

test('a visitor has no bell, and /notificacoes asks them to sign in', async ({ page }) => {
  await page.goto('/notificacoes');
  await expect(page.getByText('Inicie sessão para ver as suas notificações.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notificações/ })).toHaveCount(0);
});
