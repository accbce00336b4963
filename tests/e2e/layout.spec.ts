import { DEMO_LOGIN, expect, expectAccessible, signIn, test } from './fixtures';
import { FILTERED_LISTS, filterControls, type FilterControl } from './fixtures/fit';

const NAV = [
  ['Início', '/'],
  ['Artigos', '/articles'],
  ['Protocolos', '/protocols'],
  ['Eventos', '/eventos'],
  ['Oportunidades', '/oportunidades'],
  ['Voluntariado', '/voluntariado'],
  ['Perguntas', '/perguntas'],
  ['Comunidades', '/comunidades'],
] as const;

test.describe('layout', () => {
  test('a visitor sees the header links with the current page marked, Entrar and Registar, and the footer', async ({ page }) => {
    await page.goto('/articles');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const [label, href] of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Artigos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current', 'page');
    // 'Sobre' joins the header's links from 1536 px; below, the footer has it.
    await expect(nav.getByRole('link', { name: 'Sobre' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Rede TO' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Entrar' }).first()).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Registar' }).first()).toHaveAttribute('href', '/register');

    const footer = page.getByRole('contentinfo');
    for (const column of ['Recursos', 'Comunidade', 'Informações']) await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    for (const href of ['/terms', '/privacy', '/cookies', '/how-it-works', '/about', '/contact']) await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    await expect(page.locator('a[href="/forum"]')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the skip link is the first stop of the keyboard and leads to the page content', async ({ page }) => {
    await page.goto('/protocols');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#conteudo$/);
  });

  test('F8 moves the keyboard focus to the notification region, the first press included', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: 'Notificações (F8)' });
    await expect(region.locator('ol')).toBeFocused();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(region.locator('ol')).not.toBeFocused();
    await page.keyboard.press('F8');
    await expect(region.locator('ol')).toBeFocused();
  });

  test('the search button opens the search page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Pesquisar' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('a member sees "O meu perfil" and ends the session with a toast, back on the home page', async ({ page }) => {
    await signIn(page, DEMO_LOGIN);
    await page.goto('/articles');
    await expect(page.getByRole('link', { name: 'O meu perfil' })).toHaveAttribute('href', '/profile');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Terminar sessão' }).click();
    await expect(page.getByText('A sua sessão foi terminada com sucesso.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test("a moderator's header fits a 1280 px screen beside the full menu, the profile drawn as its icon", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // João is a moderator in the demo data: his header has 'Moderação' and the bell beside the account.
    await signIn(page, { username: 'joao.ferreira', password: DEMO_LOGIN.password });
    await page.goto('/articles');
    await expect(page.getByRole('link', { name: 'Moderação' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    const profile = page.getByRole('link', { name: 'O meu perfil' });
    await expect(profile).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terminar sessão' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });

  test('a failed logout says so with the error message', async ({ page }) => {
    await signIn(page, DEMO_LOGIN);
    await page.route('**/api/logout', (route) => route.fulfill({ status: 503, json: { message: 'Serviço indisponível' } }));
    await page.goto('/about');
    await page.getByRole('button', { name: 'Terminar sessão' }).click();
    await expect(page.getByText('Erro ao terminar sessão', { exact: true })).toBeVisible();
    await expect(page.getByText('503: Serviço indisponível', { exact: true })).toBeVisible();
  });

  test('at 1280 px every list filter shows its whole text, whichever option is chosen, and the controls of a row line up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of FILTERED_LISTS) {
      await page.goto(path);
      const controls = await filterControls(page);
      // The events' filter is a pair of links (upcoming, past); every other list has a select.
      if (path !== '/eventos')
        expect(
          controls.some((control) => control.kind === 'select'),
          path,
        ).toBe(true);
      expect(controls.flatMap((control) => control.cut.map((text) => `${path} ${control.kind} '${control.text}': ${text}`))).toEqual([]);
      // The search box, its button and the selects: those side by side share their top and their height.
      const boxes = controls.filter((control) => ['search', 'button', 'select'].includes(control.kind));
      const rows: FilterControl[][] = [];
      for (const box of boxes) {
        const row = rows.find(([first]) => box.top < first!.top + first!.height && first!.top < box.top + box.height);
        if (row) row.push(box);
        else rows.push([box]);
      }
      for (const row of rows) {
        const describe = (control: FilterControl) => `${control.kind} '${control.text}'`;
        expect(
          row.map((control) => `${describe(control)} ${Math.round(control.top)} ${Math.round(control.height)}`),
          path,
        ).toEqual(row.map((control) => `${describe(control)} ${Math.round(row[0]!.top)} ${Math.round(row[0]!.height)}`));
      }
    }
    // The protocols' evidence level is one text ('Todos os níveis de evidência'), centred on the line of 'Mostrar apenas protocolos validados'.
    await page.goto('/protocols');
    const evidence = page.getByLabel('Nível de evidência');
    await expect(evidence).toHaveValue('');
    const [select, checkbox] = await Promise.all([evidence.boundingBox(), page.getByText('Mostrar apenas protocolos validados').boundingBox()]);
    expect(Math.abs(select!.y + select!.height / 2 - (checkbox!.y + checkbox!.height / 2))).toBeLessThanOrEqual(1);
  });
});
