import { expect, expectAccessible, signIn, test } from './fixtures';

test.describe('static pages', () => {
  test('About links to registration and contact', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre a Rede TO' })).toBeVisible();
    for (const name of ['A nossa missão', 'Os nossos valores', 'Como funciona', 'Perguntas frequentes', 'Contactos']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Juntar-me à comunidade' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contactar-nos' })).toHaveAttribute('href', '/contact');
    await expectAccessible(page);
  });

  test('Privacy shows today as the last update, the GDPR sections and links to About and Contact', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidade e termos' })).toBeVisible();
    const today = await page.evaluate(() => {
      const months = ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'];
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(new Date()).map((p) => [p.type, p.value]),
      );
      return `${Number(parts.day)} ${months[Number(parts.month) - 1]} ${parts.year}`;
    });
    await expect(page.getByText(`Última atualização: ${today}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: '6. Proteção de dados' })).toBeVisible();
    await expect(page.getByText(/Lei n\.º 58\/2019/)).toBeVisible();
    await expect(page.getByText(/e-mail está oculto por predefinição/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contacto', exact: true })).toHaveAttribute('href', '/contact');
    await expectAccessible(page);
  });

  test('Terms, Cookies and How it works are real pages', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de utilização' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'O cookie de sessão' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1, name: 'Como funciona' })).toBeVisible();
    // How a case study leaves out what identifies its patient, with examples (docs/rules/patient-privacy.md).
    const privacy = page.getByRole('region', { name: 'Estudos de caso sem dados que identifiquem o utente' });
    await expect(privacy.getByText('Em vez de «a D. Amélia Gomes, de 93 anos», escreva «uma utente com mais de 89 anos».')).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown path shows a friendly 404 with links home and to search', async ({ page }) => {
    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(page).toHaveTitle(/Página não encontrada/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Pesquisar' })).toHaveAttribute('href', '/search');
    await expectAccessible(page);
  });

  test('a member sees the same 404 page', async ({ page }) => {
    await signIn(page);
    await page.goto('/nao/existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expectAccessible(page);
  });
});
