import { expect, expectAccessible, test } from './fixtures';
import { CLOSED, joinAndLeave, requestApproved } from './fixtures/communities';

// Communities of practice (docs/rules/communities.md), at desktop width; the same flows at 390 px
// are in communities.mobile.spec.ts.

test('a member joins a community from the list and leaves it from its page', async ({ page }) => {
  await joinAndLeave(page);
});

test("a closed community's request, approved by its moderator, lets the member read its content", async ({ page, browser }) => {
  await requestApproved(page, browser);
});

test('a visitor sees the closed community listed, but none of its content, and is asked to sign in to join', async ({ page }) => {
  await page.goto(`/comunidades/${CLOSED.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: CLOSED.name })).toBeVisible();
  await expect(page.getByRole('link', { name: `Entrar para aderir a «${CLOSED.name}»` })).toBeVisible();
  await expect(page.getByText(CLOSED.article)).toHaveCount(0);
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Artigos' })).toBeVisible();
  await expect(page.getByText(CLOSED.article)).toHaveCount(0);
  await expectAccessible(page);
});
