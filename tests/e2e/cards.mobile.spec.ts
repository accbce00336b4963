import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, makePng, publishArticle, registerMember, test } from './fixtures';

// Issue 21: on a 390 x 844 phone the lists show at least twice as many items per screen as their
// cards did before they were made compact (measured on the demo data the same way: 1 article
// title wholly in the first screen and 1.73 articles per screen; 2 vacancy titles and 2.86
// vacancies per screen).
const BEFORE = {
  articles: { titlesInFirstScreen: 1, perScreen: 1.73 },
  opportunities: { titlesInFirstScreen: 2, perScreen: 2.86 },
};

/** How many of the list's titles the first screen shows whole, and how many cards fit in a screen's height. */
function measureList(list: Locator) {
  return list.getByRole('listitem').evaluateAll((items) => {
    const titles = items.map((item) => item.querySelector('h2, h3')!.getBoundingClientRect());
    const tops = items.map((item) => item.getBoundingClientRect().top);
    const pitch = (tops[tops.length - 1]! - tops[0]!) / (tops.length - 1);
    return {
      titlesInFirstScreen: titles.filter((title) => title.top >= 0 && title.bottom <= window.innerHeight).length,
      perScreen: window.innerHeight / pitch,
    };
  });
}

const articleList = (page: Page) => page.getByRole('region', { name: 'Lista de artigos' });

test('the articles list shows twice as many articles per screen, with their author, date and category', async ({ page }) => {
  await page.goto('/articles');
  await expect(articleList(page).getByRole('listitem')).toHaveCount(12);
  const measured = await measureList(articleList(page));
  expect(measured.titlesInFirstScreen).toBeGreaterThanOrEqual(2 * BEFORE.articles.titlesInFirstScreen);
  expect(measured.perScreen).toBeGreaterThanOrEqual(2 * BEFORE.articles.perScreen);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Every demo article has no cover: its card has no image tile, only its text.
  const card = articleList(page).getByRole('listitem').first();
  await expect(card.locator('img')).toHaveCount(0);
  expect((await card.boundingBox())!.height).toBeLessThan(130);
  // The article this card shows (other tests may publish newer ones meanwhile), by its link.
  const href = await card.locator('a[href^="/articles/"]').first().getAttribute('href');
  const article = await (await page.request.get(`/api${href}`)).json();
  await expect(card.getByRole('heading', { name: article.title })).toBeVisible();
  await expect(card.getByText(article.category.name, { exact: true })).toBeVisible();
  await expect(card.getByText(article.author.fullName, { exact: true })).toBeVisible();
  await expect(card.locator(`time[datetime="${article.createdAt}"]`)).toBeVisible();
  // The title's link carries the keyboard focus; the whole card shows its ring (brand-700).
  await card.getByRole('link', { name: article.title }).focus();
  await expect(card.locator('> div')).toHaveCSS('box-shadow', /rgb\(15, 118, 110\)/);
  await expectAccessible(page);
});

test('a vacancies list shows twice as many vacancies per screen, and the whole card opens the vacancy', async ({ page }) => {
  await page.goto('/oportunidades');
  const list = page.getByRole('main').getByRole('list');
  // The six demo vacancies, and any other test's.
  await expect(list.getByRole('listitem').nth(5)).toBeVisible();
  const measured = await measureList(list);
  expect(measured.titlesInFirstScreen).toBeGreaterThanOrEqual(2 * BEFORE.opportunities.titlesInFirstScreen);
  expect(measured.perScreen).toBeGreaterThanOrEqual(2 * BEFORE.opportunities.perScreen);
  await expectAccessible(page);

  // A tap on the card away from its title follows the title's link.
  const card = list.getByRole('listitem').first();
  const title = await card.getByRole('heading').textContent();
  const box = (await card.boundingBox())!;
  await page.mouse.click(box.x + box.width - 12, box.y + box.height - 10);
  await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();
});

test('an article with a cover shows it as a thumbnail beside the title, in a card as tall as one without', async ({ page }) => {
  await registerMember(page.request);
  const upload = await page.request.post('/api/upload-image', { multipart: { image: { name: 'capa.png', mimeType: 'image/png', buffer: makePng(640, 360) } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const article = await publishArticle(page.request, { imageUrl: url });

  await page.goto('/articles');
  const withCover = articleList(page).getByRole('listitem').filter({ hasText: article.title });
  const image = withCover.locator('img');
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty('complete', true);
  const imageBox = (await image.boundingBox())!;
  const titleBox = (await withCover.getByRole('heading').boundingBox())!;
  expect(imageBox.width).toBeLessThanOrEqual(64);
  expect(imageBox.x).toBeGreaterThan(titleBox.x + titleBox.width - 1);
  const withoutCover = articleList(page)
    .getByRole('listitem')
    .filter({ hasNot: page.locator('img') })
    .first();
  expect((await withCover.boundingBox())!.height).toBe((await withoutCover.boundingBox())!.height);
});

for (const list of [
  { menuLink: 'Artigos', heading: 'Artigos', api: /\/api\/articles\?/ },
  { menuLink: 'Oportunidades', heading: 'Oportunidades', api: /\/api\/opportunities\?/ },
  { menuLink: 'Eventos', heading: 'Eventos', api: /\/api\/events\?/ },
  // The members' directory is reached from the footer ('Membros'); the header's and the menu's 'Comunidades' lead to the communities.
  { footerLink: 'Membros', heading: 'Comunidade de terapeutas', api: /\/api\/users\?/ },
]) {
  test(`while the ${list.heading} list loads, its skeletons are as tall as the cards that replace them`, async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(list.api, async (route) => {
      await released;
      await route.continue();
    });
    // From a screen the browser draws (the app runs there), so that the list is drawn by it too, through its
    // skeletons: a visitor's page rendered by the Worker is a document until a control is used.
    await page.goto('/login');
    if ('footerLink' in list) await page.getByRole('contentinfo').getByRole('link', { name: list.footerLink, exact: true }).click();
    else {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: list.menuLink, exact: true }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
    const items = page.getByRole('main').locator('ul > li');
    await expect(page.getByRole('main').locator('ul[aria-busy="true"]')).toBeVisible();
    const heights = () => items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    const skeletons = await heights();
    expect(skeletons.length).toBeGreaterThan(1);
    release();
    await expect(items.first().getByRole('heading')).toBeVisible();
    expect((await heights()).slice(0, skeletons.length)).toEqual(skeletons);
  });
}

test('the other lists, the home page, a profile and the search results fit 390 px and pass axe', async ({ page }) => {
  const [article] = await (await page.request.get('/api/articles?limit=1')).json();
  for (const path of ['/', '/protocols', '/eventos', '/voluntariado', '/members', `/members/${article.author.id}`, '/search?q=terapia']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  }
});
