import { expect, expectAccessible, registerMember, test } from './fixtures';
import { FILTERED_LISTS, filterControls } from './fixtures/fit';

test.describe('mobile menu', () => {
  test('opens from a labelled button, traps the focus and closes with Escape, returning the focus', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    // While the menu is open, Radix hides the rest of the page from assistive technology.
    const button = page.locator('header button[aria-label="Abrir menu"]');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);

    for (let step = 0; step < 15; step++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on the overlay, and on following one of its links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('link', { name: 'Protocolos' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/protocols$/);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(menu.getByRole('link', { name: 'Protocolos' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });

  test('the home page fits a 390 px screen without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Artigos recentes' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  test('at 390 px no list filter is cut or clipped: each control inside the screen, its whole text shown, no sideways scrolling', async ({ page }) => {
    for (const path of FILTERED_LISTS) {
      await page.goto(path);
      const controls = await filterControls(page);
      expect(controls.length, path).toBeGreaterThan(2);
      expect(
        controls.filter((control) => control.left < 0 || control.right > 390).map((control) => `${control.kind} '${control.text}'`),
        path,
      ).toEqual([]);
      expect(controls.flatMap((control) => control.cut.map((text) => `${path} ${control.kind} '${control.text}': ${text}`))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  test("the writer's undo and redo buttons wrap together, on one line", async ({ page }) => {
    await registerMember(page.request);
    await page.goto('/criar-artigo');
    const toolbar = page.getByRole('toolbar', { name: 'Formatação do texto' });
    await expect(toolbar).toBeVisible();
    const [undo, redo] = await Promise.all(['Anular', 'Refazer'].map((name) => toolbar.getByRole('button', { name }).boundingBox()));
    expect(redo!.y).toBe(undo!.y);
    expect(redo!.x).toBeGreaterThan(undo!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
