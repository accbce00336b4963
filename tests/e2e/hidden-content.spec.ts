import type { Page, Route } from '@playwright/test';
import { DEMO_LOGIN, expect, expectAccessible, openFromAnotherScreen, publishArticle, registerMember, test } from './fixtures';

// The author's view of their content hidden by moderation (docs/rules/trust.md). No person can
// hide content outside /moderacao (moderation-hidden.spec.ts tests the whole flow), so
// here the API's answers are given the `hidden` field the Worker sends the author of a hidden item
// (tests/worker/hidden-content.test.ts proves the Worker sends it, and that the page it renders for
// the author carries the notice): what is proved is the browser's drawing of it, and its
// accessibility.

const HIDDEN = { reason: 'Contém dados que identificam um doente.', hiddenAt: '2026-11-20T10:00:00.000Z' };

/** Answers the request as the Worker does, with `change` applied to its JSON. */
async function changed(route: Route, change: (body: any) => unknown) {
  const response = await route.fetch();
  await route.fulfill({ response, json: change(await response.json()) });
}

async function authorWithArticle(page: Page) {
  const member = await registerMember(page.request, { fullName: 'Autora Oculta' });
  return { ...(await publishArticle(page.request)), authorId: member.id };
}

test('the author reads on their hidden article and comment the notice and the reason, as a status that passes axe', async ({ page }) => {
  const article = await authorWithArticle(page);
  const comment = await page.request.post('/api/comments', { data: { articleId: article.id, content: 'Um comentário da autora.' } });
  expect(comment.status()).toBe(201);
  await page.route(`**/api/articles/${article.id}`, (route) => changed(route, (body) => ({ ...body, hidden: HIDDEN })));
  await page.route(
    (url) => url.pathname === `/api/articles/${article.id}/comments`,
    (route) => changed(route, (body: object[]) => body.map((item) => ({ ...item, hidden: HIDDEN }))),
  );

  await openFromAnotherScreen(page, '/articles');
  await page.getByRole('link', { name: article.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  const notices = page.getByRole('status').filter({ hasText: 'Oculto pela moderação' });
  await expect(notices).toHaveCount(2);
  await expect(notices.first()).toContainText(`Motivo: ${HIDDEN.reason}`);
  await expect(notices.first()).toContainText('Só o autor e a moderação o podem ver');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});

test("the author's hidden article is marked on its card in their profile and on their public page", async ({ page }) => {
  const article = await authorWithArticle(page);
  await page.route(
    (url) => url.pathname === '/api/articles' && url.searchParams.has('authorId'),
    (route) => changed(route, (body: { id: number }[]) => body.map((item) => (item.id === article.id ? { ...item, hidden: HIDDEN } : item))),
  );
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Os meus artigos' });
  await expect(section.getByRole('link', { name: article.title })).toBeVisible();
  await expect(section.getByText('Oculto pela moderação')).toBeVisible();
  await expectAccessible(page);

  // Their public page, opened from the article's author (drawn by the browser, from the API's answers).
  await openFromAnotherScreen(page, '/articles');
  await page.getByRole('link', { name: article.title }).click();
  await page.getByRole('main').getByRole('link', { name: 'Autora Oculta' }).first().click();
  await expect(page).toHaveURL(`/members/${article.authorId}`);
  const published = page.getByRole('region', { name: /Artigos publicados/ });
  await expect(published.getByRole('link', { name: article.title })).toBeVisible();
  await expect(published.getByText('Oculto pela moderação')).toBeVisible();
  await expectAccessible(page);
});

// A closed community's items (docs/rules/communities.md) are absent for everyone not in it, as
// hidden items are: the demo's closed community holds one article its members read.
const CLOSED_ARTICLE = 'Intervisão: quando o plano de intervenção deixa de fazer sentido para a pessoa';

test("a closed community's article is absent for a visitor and a member not in it: lists, search and its page", async ({ page }) => {
  const closedId = async () => {
    const demo = await page.request.post('/api/login', { data: DEMO_LOGIN });
    expect(demo.status()).toBe(200);
    const found = await (await page.request.get(`/api/search?q=${encodeURIComponent('intervisão plano')}&category=articles`)).json();
    await page.request.post('/api/logout');
    return (found.articles as { id: number; title: string }[]).find((article) => article.title === CLOSED_ARTICLE)!.id;
  };
  const id = await closedId();
  for (const who of ['visitor', 'member'] as const) {
    if (who === 'member') await registerMember(page.request, { fullName: 'Leitor Fora Da Comunidade' });
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Artigos' })).toBeVisible();
    await expect(page.getByText(CLOSED_ARTICLE)).toHaveCount(0);
    await page.goto(`/search?q=${encodeURIComponent('intervisão plano')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(CLOSED_ARTICLE)).toHaveCount(0);
    const response = await page.goto(`/articles/${id}`);
    expect(response!.status(), who).toBe(404);
    await expect(page.getByText(CLOSED_ARTICLE)).toHaveCount(0);
    await expectAccessible(page);
  }
});
