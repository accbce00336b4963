import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, signIn, test } from './fixtures';

// A new member's first day (docs/rules/first-day.md): where to write, pages that open at the top,
// drafts that are never lost, a clean visitor's page after leaving, and a visitor's quiet console.

// The portal runs in workerd on a small shared machine: sign-in and first loads can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 25_000 };

/** Each list, its way to write, and the writer it opens. */
const LIST_WRITERS = [
  { list: '/articles', label: 'Escrever artigo', writer: '/criar-artigo' },
  { list: '/protocols', label: 'Publicar protocolo', writer: '/criar-protocolo' },
  { list: '/eventos', label: 'Publicar evento', writer: '/criar-evento' },
  { list: '/oportunidades', label: 'Publicar oportunidade', writer: '/criar-oportunidade' },
  { list: '/voluntariado', label: 'Publicar voluntariado', writer: '/criar-voluntariado' },
];
const HEADER_WRITERS = [
  { label: 'Artigo', writer: '/criar-artigo' },
  { label: 'Protocolo', writer: '/criar-protocolo' },
  { label: 'Evento', writer: '/criar-evento' },
  { label: 'Oportunidade', writer: '/criar-oportunidade' },
  { label: 'Voluntariado', writer: '/criar-voluntariado' },
];
const loginFor = (writer: string) => `/login?next=${encodeURIComponent(writer)}`;

const publishSummary = (page: Page) => page.getByRole('banner').locator('summary', { hasText: 'Publicar' });
const publishMenu = (page: Page) => page.getByRole('banner').getByRole('list', { name: 'Publicar' });

test.describe('finding where to write', () => {
  test("a member finds a way to write on every list and in the header's keyboard-operable 'Publicar' menu", async ({ page }) => {
    await registerMember(page.request);
    for (const { list, label, writer } of LIST_WRITERS) {
      await page.goto(list);
      await expect(page.getByRole('main').getByRole('link', { name: label })).toHaveAttribute('href', writer);
    }
    await expectAccessible(page);

    // The header's menu, by keyboard: Enter opens it, Tab reaches its links, Escape closes it and gives the focus back.
    const summary = publishSummary(page);
    await expect(publishMenu(page)).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    const menu = publishMenu(page);
    await expect(menu).toBeVisible();
    for (const { label, writer } of HEADER_WRITERS) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', writer);
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Artigo', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(summary).toBeFocused();

    // A click elsewhere closes it too; choosing a kind opens its writer.
    await summary.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
    await summary.click();
    await menu.getByRole('link', { name: 'Evento', exact: true }).click();
    await expect(page).toHaveURL(/\/criar-evento$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Publicar evento' })).toBeVisible();
    await expect(publishMenu(page)).toBeHidden();
  });

  test("a visitor sees the same ways to write; 'Partilhar conhecimento' signs them in and opens the article writer", async ({ page, request }) => {
    const member = await registerMember(request);
    for (const { list, label, writer } of LIST_WRITERS) {
      await page.goto(list);
      await expect(page.getByRole('main').getByRole('link', { name: label })).toHaveAttribute('href', loginFor(writer));
    }
    await publishSummary(page).click();
    for (const { label, writer } of HEADER_WRITERS) await expect(publishMenu(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', loginFor(writer));

    await page.goto('/');
    const share = page.getByRole('link', { name: 'Partilhar conhecimento' });
    await expect(share).toHaveAttribute('href', loginFor('/criar-artigo'));
    await share.click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcriar-artigo$/);
    await page.getByLabel('Nome de utilizador').fill(member.username);
    await page.getByLabel('Palavra-passe').fill(member.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/criar-artigo$/, SLOW);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo Artigo' })).toBeVisible();
  });
});

test.describe('pages open at the top', () => {
  // Short enough that every page scrolls.
  test.use({ viewport: { width: 1280, height: 500 } });

  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
  async function scrollDown(page: Page, y: number) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 50);
  }

  test('a reload and a page opened fresh start at the top; a link opens the top; back returns where the member was', async ({ page }) => {
    await page.goto('/about');
    await scrollDown(page, 600);
    await page.reload();
    expect(await scrollY(page)).toBe(0);

    // Opened from the address bar after a scrolled page (both loaded fresh): the top, not where the other page was left.
    await scrollDown(page, 600);
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    // A link followed from a scrolled page opens the next at its top; back returns to the place left.
    await page.goto('/about');
    await scrollDown(page, 600);
    const left = await scrollY(page);
    // (The header stays on screen: following its link scrolls nothing before leaving.)
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Comunidades' }).click();
    await expect(page).toHaveURL(/\/comunidades$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(left);
    await page.goForward();
    await expect(page).toHaveURL(/\/comunidades$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    // A full load reached by back: where the member was.
    await page.goto('/about');
    await scrollDown(page, 500);
    const before = await scrollY(page);
    await page.goto('/cookies');
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test('an address with an #anchor opens at it, reload included', async ({ page }) => {
    await page.goto('/about#contactos');
    const section = page.locator('#contactos');
    await expect(section).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.reload();
    await expect(section).toBeInViewport();
  });

  test("a member's settings, drawn by the browser, open at the top on a reload", async ({ page }) => {
    await registerMember(page.request);
    await page.goto('/definicoes');
    await expect(page.getByRole('button', { name: 'Eliminar a minha conta' })).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Eliminar a minha conta' }).scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Eliminar a minha conta' })).toBeVisible(SLOW);
    await expect(page.getByRole('heading', { level: 1, name: 'Definições' })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe('drafts are never lost', () => {
  const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Rascunho guardado às \d{2}:\d{2}$/ });

  test('coming back opens the saved draft filled in; what is typed then adds to it; starting over asks first', async ({ page }) => {
    await registerMember(page.request);
    const title = `Rascunho que volta ${Date.now()}`;
    await page.goto('/criar-artigo');
    const editor = page.getByRole('textbox', { name: 'Conteúdo' });
    await page.getByLabel('Título', { exact: true }).fill(title);
    await editor.click();
    await page.keyboard.type('Primeira parte do texto.');
    await expect(savedStatus(page)).toBeVisible(SLOW);

    // Leave and come back: the draft is open, and the page says since when.
    await page.goto('/articles');
    await page.goto('/criar-artigo');
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
    await expect(editor).toContainText('Primeira parte do texto.');
    await expect(page.getByRole('region', { name: 'Rascunho guardado' }).getByText(/^A continuar o rascunho guardado em /)).toBeVisible();
    await expectAccessible(page);

    // Typing more keeps what was there.
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Segunda parte.');
    await expect(savedStatus(page)).toBeVisible(SLOW);
    await expect.poll(async () => JSON.stringify((await (await page.request.get('/api/drafts/article/new')).json()).body)).toMatch(/Primeira parte do texto\..*Segunda parte\./);
    const saved = await (await page.request.get('/api/drafts/article/new')).json();
    expect(saved.body.title).toBe(title);

    // 'Começar do zero' asks first; keeping the draft changes nothing.
    await page.getByRole('button', { name: 'Começar do zero' }).click();
    const dialog = page.getByRole('dialog', { name: 'Descartar o rascunho guardado?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Manter o rascunho' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Começar do zero' })).toBeFocused();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
    expect((await (await page.request.get('/api/drafts')).json()).length).toBe(1);

    // Discarding empties the form and the draft goes.
    await page.getByRole('button', { name: 'Começar do zero' }).click();
    await dialog.getByRole('button', { name: 'Descartar rascunho' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue('');
    await expect(editor).not.toContainText('Primeira parte');
    await expect(page.getByRole('region', { name: 'Rascunho guardado' })).toHaveCount(0);
    expect(await (await page.request.get('/api/drafts')).json()).toEqual([]);
    await page.goto('/articles');
    await page.goto('/criar-artigo');
    await expect(editor).toBeVisible();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue('');
  });

  test("an event's creation page opens its saved draft too", async ({ page }) => {
    await registerMember(page.request);
    const title = `Encontro guardado ${Date.now()}`;
    await page.goto('/criar-evento');
    await page.getByLabel('Título', { exact: true }).fill(title);
    await expect(savedStatus(page)).toBeVisible(SLOW);
    await page.goto('/eventos');
    await page.goto('/criar-evento');
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
    await page.getByLabel('Local').fill('Évora');
    await expect(savedStatus(page)).toBeVisible(SLOW);
    await expect.poll(async () => (await (await page.request.get('/api/drafts/event/new')).json()).body).toMatchObject({ title, location: 'Évora' });
  });
});

test.describe('leaving the account', () => {
  test("after deleting the account the home page is a visitor's at once: no bell, no 'Para si'", async ({ page }) => {
    const member = await registerMember(page.request);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Para si' })).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: /^Notificações/ })).toBeVisible();

    await page.goto('/definicoes');
    await page.getByRole('button', { name: 'Eliminar a minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar a sua conta?' });
    await dialog.getByLabel('Palavra-passe').fill(member.password);
    await dialog.getByRole('button', { name: 'Eliminar conta definitivamente' }).click();
    await expect(page).toHaveURL('/', SLOW);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Notificações/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Para si' })).toHaveCount(0);
    await expect(page.getByText('Não foi possível carregar as novidades do que segue.')).toHaveCount(0);
    // Still so a moment later, once anything the member's page had asked for has answered.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('link', { name: /^Notificações/ })).toHaveCount(0);
    await expect(page.getByText('Não foi possível carregar as novidades do que segue.')).toHaveCount(0);
  });

  test("signing out on the home page leaves a visitor's page at once", async ({ page }) => {
    await registerMember(page.request);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Para si' })).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Terminar sessão' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: /^Notificações/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Para si' })).toHaveCount(0);
    await page.waitForTimeout(1500);
    await expect(page.getByText('Não foi possível carregar as novidades do que segue.')).toHaveCount(0);
  });
});

test("a visitor's sign-in and registration pages do not ask /api/me, and log no error", async ({ page }) => {
  const errors: string[] = [];
  const asked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me') asked.push(request.url());
  });
  for (const path of ['/login', '/register']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Artigos' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);

  // A member's session is still asked for, and found.
  await signIn(page);
  await page.goto('/login?next=%2Fdefinicoes');
  await expect(page).toHaveURL(/\/definicoes$/, SLOW);
});
