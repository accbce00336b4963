import type { APIRequestContext } from '@playwright/test';
import { receiveMail } from './fixtures/mail';
import { expect, expectAccessible, publishArticle, registerMember, test, type NewMember } from './fixtures';

// Mentions (docs/rules/mentions.md): '@' and two letters of a colleague's name offer them in a list
// the keyboard works; the comment links to them, and they are told in the bell and by e-mail.

let colleagueContext: APIRequestContext;
let colleague: NewMember;
test.beforeAll(async ({ playwright }, testInfo) => {
  colleagueContext = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  colleague = await registerMember(colleagueContext, { fullName: 'Zulmira Quintela Mencionada' });
});
test.afterAll(async () => {
  await colleagueContext.dispose();
});

test('a member mentions a colleague chosen from the completion with the keyboard; the colleague is told and the mention links to them', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Rosa Menciona' });
  const article = await publishArticle(page.request);
  await page.goto(`/articles/${article.id}`);

  const field = page.getByLabel('O seu comentário');
  await field.click();
  await field.pressSequentially('Obrigada pela partilha, @zulmira', { delay: 20 });
  const list = page.getByRole('listbox', { name: 'Membros a mencionar' });
  await expect(list.getByRole('option', { name: new RegExp(`Zulmira Quintela Mencionada @${colleague.username}`) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /membros? encontrados?/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(field).toHaveValue(`Obrigada pela partilha, @${colleague.username} `);
  await field.pressSequentially('veja isto.');
  await page.getByRole('button', { name: 'Enviar comentário' }).click();

  const mention = page.getByRole('link', { name: `@${colleague.username}`, exact: true });
  await expect(mention).toBeVisible();
  const mail = await receiveMail(`${colleague.username}@example.pt`, /fez-lhe uma menção/);
  expect(mail.subject).toBe(`Rosa Menciona fez-lhe uma menção em «${article.title}»`);

  await mention.click();
  await expect(page).toHaveURL(new RegExp(`/members/${colleague.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Zulmira Quintela Mencionada' })).toBeVisible();

  const told = await colleagueContext.get('/api/notifications');
  expect((await told.json()).map((notification: { kind: string; target: { url: string } }) => [notification.kind, notification.target.url])).toContainEqual(['mention', `/articles/${article.id}`]);
});
