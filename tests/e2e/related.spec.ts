import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, publishArticle, registerMember, signIn, test } from './fixtures';

// 'Relacionados' at the end of an article's and a protocol's page (docs/rules/related-items.md), on
// the demo data: the falls article and the falls-risk protocol share their words.

const FALLS_ARTICLE = 'Prevenção de quedas em pessoas idosas na comunidade';
const FALLS_PROTOCOL = 'Protocolo de avaliação do risco de queda no domicílio';

async function idOf(request: APIRequestContext, list: 'articles' | 'protocols', title: string): Promise<number> {
  // The list's own search box, with a few of the title's words.
  const response = await request.get(`/api/${list}?limit=50&q=${encodeURIComponent(title.split(' ').slice(0, 3).join(' '))}`);
  expect(response.status(), await response.text()).toBe(200);
  const items = (await response.json()) as { id: number; title: string }[];
  const item = items.find((candidate) => candidate.title === title);
  expect(item, title).toBeDefined();
  return item!.id;
}

test.describe('Relacionados', () => {
  test('lists the items sharing an article’s words, each kind named, and a link opens one, by keyboard too', async ({ page, request }) => {
    const article = await idOf(request, 'articles', FALLS_ARTICLE);
    const protocol = await idOf(request, 'protocols', FALLS_PROTOCOL);

    // A visitor's page is rendered with them: it may never be hydrated (decision 081). A member's
    // page does not wait for them: the browser asks once it has the page.
    const html = await (await request.get(`/articles/${article}`)).text();
    expect(html).toContain(FALLS_ARTICLE);
    expect(html).toContain('Relacionados');
    const member = await registerMember(page.request);
    await signIn(page, member);
    const membersHtml = await (await page.request.get(`/articles/${article}`)).text();
    expect(membersHtml).toContain(FALLS_ARTICLE);
    expect(membersHtml).not.toContain('Relacionados');
    await page.goto(`/articles/${article}`);
    await expect(page.getByRole('region', { name: 'Relacionados' }).getByRole('link', { name: FALLS_PROTOCOL })).toBeVisible();
    await page.context().clearCookies();

    await page.goto(`/articles/${article}`);
    const section = page.getByRole('region', { name: 'Relacionados' });
    await expect(section.getByRole('heading', { level: 2, name: 'Relacionados' })).toBeVisible();
    const cards = section.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    expect(await cards.count()).toBeLessThanOrEqual(4);
    const protocolCard = cards.filter({ has: page.getByRole('link', { name: FALLS_PROTOCOL }) });
    await expect(protocolCard).toContainText('Protocolo');
    await expect(section.getByRole('link', { name: FALLS_ARTICLE })).toHaveCount(0);
    await expectAccessible(page);

    const link = protocolCard.getByRole('link', { name: FALLS_PROTOCOL });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/protocols/${protocol}`);
    await expect(page.getByRole('heading', { level: 1, name: FALLS_PROTOCOL })).toBeVisible();

    // The protocol's own 'Relacionados' leads back to the article.
    const back = page.getByRole('region', { name: 'Relacionados' }).getByRole('link', { name: FALLS_ARTICLE });
    await expect(back).toBeVisible();
    await expectAccessible(page);
    await back.click();
    await expect(page).toHaveURL(`/articles/${article}`);
    await expect(page.getByRole('heading', { level: 1, name: FALLS_ARTICLE })).toBeVisible();
  });

  test('is absent, without an empty box, when nothing shares enough words', async ({ page }) => {
    // An article of its own, in words no other item has: whatever other specs published before, nothing shares them.
    const member = await registerMember(page.request);
    await signIn(page, member);
    const lone = await publishArticle(page.request, {
      title: `Xilogravura zimbório quelónio ${Date.now()}`,
      summary: 'Xilogravura e zimbório, quelónio e alabarda.',
      content: '<p>Alabarda, quelónio, xilogravura e zimbório; zimbório, alabarda, quelónio e xilogravura.</p>',
    });
    const answered = page.waitForResponse((response) => response.url().endsWith(`/api/articles/${lone.id}/related`));
    await page.goto(`/articles/${lone.id}`);
    expect(await (await answered).json()).toEqual({ items: [] });
    await expect(page.getByRole('heading', { level: 1, name: lone.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Relacionados' })).toHaveCount(0);
  });
});
