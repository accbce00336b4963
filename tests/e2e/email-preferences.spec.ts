import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, publishArticle, registerMember, test } from './fixtures';
import { linkTo, receiveMail } from './fixtures/mail';

// E-mail preferences and the unsubscribe link (issue 19, part 3): a comment e-mails the author at
// once; the link at the end of the e-mail turns those e-mails off without signing in; the member
// chooses in /definicoes.

let commenter: APIRequestContext;
test.beforeAll(async ({ playwright }, testInfo) => {
  commenter = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerMember(commenter, { fullName: 'Carla Comenta' });
});
test.afterAll(async () => {
  await commenter.dispose();
});

test('the comment e-mail’s link turns comment e-mails off, and the settings show and save the choice', async ({ page, browser }) => {
  const author = await registerMember(page.request, { fullName: 'Artur Autor' });
  const article = await publishArticle(page.request);
  expect((await commenter.post('/api/comments', { data: { articleId: article.id, content: 'Excelente artigo, obrigada.' } })).status()).toBe(201);
  const mail = await receiveMail(`${author.username}@example.pt`, /Novo comentário/);
  const link = linkTo(mail, '/cancelar-subscricao');

  // Opened from the inbox, in a browser where nobody is signed in.
  const visitor = await browser.newContext();
  const inbox = await visitor.newPage();
  await inbox.goto(link);
  await expect(inbox.getByRole('heading', { level: 1, name: 'Cancelar subscrição' })).toBeVisible();
  await expectAccessible(inbox);
  await inbox.getByRole('button', { name: 'Cancelar subscrição' }).click();
  await expect(inbox.getByText('Deixa de receber e-mails de «Comentários ao que publicou».')).toBeVisible();
  await visitor.close();

  await page.goto('/definicoes');
  const comments = page.getByRole('region', { name: 'E-mails de notificação' }).getByLabel('Comentários ao que publicou');
  await expect(comments).toHaveValue('off');
  await comments.selectOption('weekly');
  await page.getByRole('region', { name: 'E-mails de notificação' }).getByLabel('Novidades do que segue').selectOption('immediate');
  await page.getByRole('button', { name: 'Guardar preferências' }).click();
  await expect(page.getByText('Passa a receber os e-mails como escolheu.', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mails de notificação' }).getByLabel('Comentários ao que publicou')).toHaveValue('weekly');
  await expect(page.getByRole('region', { name: 'E-mails de notificação' }).getByLabel('Novidades do que segue')).toHaveValue('immediate');
});
