import { expect, expectAccessible, openFromAnotherScreen, signIn, test } from './fixtures';

test.describe('home', () => {
  test('a visitor sees the hero, the categories with their counts, recent content, therapists and the invitation to join', async ({ page }) => {
    const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; name: string; resourceCount: number }[];
    await page.goto('/');
    await expect(page).toHaveTitle('Rede TO');
    await expect(page.getByRole('link', { name: 'Descobrir conteúdos' })).toHaveAttribute('href', '/articles');
    await expect(page.getByRole('link', { name: 'Partilhar conhecimento' })).toHaveAttribute('href', '/login?next=%2Fcriar-artigo');

    const first = categories[0]!;
    const categoryLink = page.getByRole('link', { name: new RegExp(`^${first.name}`) });
    await expect(categoryLink).toHaveAttribute('href', `/articles?category=${first.id}`);
    await expect(categoryLink).toContainText(first.resourceCount === 1 ? '1 recurso' : `${first.resourceCount} recursos`);

    const section = (name: string) => page.getByRole('region', { name });
    await expect(section('Artigos recentes').getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(section('Protocolos em destaque').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(section('Terapeutas em destaque').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Junte-se à comunidade' })).toBeVisible();
    await expectAccessible(page);
  });

  test('shows eight category skeletons while the categories load, in the same grid', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/categories', async (route) => {
      await held;
      await route.continue();
    });
    await openFromAnotherScreen(page, '/');
    const grid = page.getByRole('region', { name: 'Especialidades' }).getByRole('list');
    await expect(grid.getByRole('listitem')).toHaveCount(8);
    await expect(grid.getByRole('link')).toHaveCount(0);
    release();
    await expect(grid.getByRole('link').first()).toBeVisible();
  });

  test('the search bar goes to /search with the query and the chosen kind, leaving out "Todas"', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Pesquisar conteúdos' }).fill('avaliação sensorial');
    await page.getByLabel('Tipo de conteúdo').selectOption({ label: 'Estudos de caso' });
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=avalia%C3%A7%C3%A3o(\+|%20)sensorial&category=cases$/);

    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Pesquisar conteúdos' }).fill('autismo');
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=autismo$/);
  });

  test('a category card opens the articles of that category', async ({ page }) => {
    const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; name: string }[];
    await page.goto('/');
    await page.getByRole('link', { name: new RegExp(`^${categories[0]!.name}`) }).click();
    await expect(page).toHaveURL(`/articles?category=${categories[0]!.id}`);
    await expect(page.getByLabel('Categoria')).toHaveValue(String(categories[0]!.id));
  });

  test('a member is invited to share from their profile instead of joining', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Partilhe a sua experiência' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Junte-se à comunidade' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('shows "Nenhum membro encontrado" when there are no members to feature', async ({ page }) => {
    await page.route('**/api/users?limit=4', (route) => route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }));
    await openFromAnotherScreen(page, '/');
    await expect(page.getByRole('heading', { name: 'Nenhum membro encontrado' })).toBeVisible();
  });
});
