import { expect, expectAccessible, registerMember, test } from './fixtures';

test.describe('members', () => {
  test('the directory searches by specialty on the server and shows the defaults', async ({ page, request }) => {
    const marker = Math.random().toString(36).slice(2, 8);
    const member = await registerMember(request, { fullName: `Inês Diretório ${marker}`, specialty: `Neuro-reabilitação ${marker}` });

    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Comunidade de terapeutas' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Pesquisar terapeutas' }).fill(`Neuro-reabilitação ${marker}`);
    await expect(page).toHaveURL(/\/members\?q=/);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    const card = page.getByRole('main').getByRole('listitem').first();
    await expect(card.getByRole('link', { name: member.fullName })).toHaveAttribute('href', `/members/${member.id}`);
    await expect(card.getByText('Portugal')).toBeVisible();
    await expect(card.getByText('0 artigos')).toBeVisible();
  });

  test('a search without matches shows Nenhum terapeuta encontrado', async ({ page }) => {
    await page.goto('/members?q=zzzninguemzzz');
    await expect(page.getByRole('heading', { name: 'Nenhum terapeuta encontrado' })).toBeVisible();
  });

  test('a profile shows the member, their publications, and no e-mail to a visitor', async ({ page, request }) => {
    const member = await registerMember(request, { fullName: 'Tiago Perfil Moreira', location: 'Braga' });
    expect((await request.patch(`/api/users/${member.id}`, { data: { bio: 'Trabalho em reabilitação de adultos.', showEmail: true } })).status()).toBe(200);

    await page.goto(`/members/${member.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiago Perfil Moreira' })).toBeVisible();
    await expect(page.getByText('Terapeuta ocupacional', { exact: true })).toBeVisible();
    await expect(page.getByText('Braga')).toBeVisible();
    await expect(page.getByText(/^Membro desde \d{1,2} [a-z]{3}\. \d{4}$/)).toBeVisible();
    await expect(page.getByText('Trabalho em reabilitação de adultos.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Artigos publicados/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Protocolos partilhados/ })).toBeVisible();
    await expect(page.getByText('Este membro ainda não publicou artigos.')).toBeVisible();
    await expect(page.getByRole('link', { name: /@example\.pt/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /linkedin|website/i })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a signed-in member sees the e-mail of a member who chose to show it, and not of one who did not', async ({ page, request }) => {
    const shown = await registerMember(request, { fullName: 'Sofia Mostra Email' });
    expect((await request.patch(`/api/users/${shown.id}`, { data: { showEmail: true } })).status()).toBe(200);
    const viewer = await registerMember(page.request);
    // The directory never lists e-mails; a member's page shows whether they chose to show theirs.
    const members: { id: number }[] = await (await page.request.get('/api/users?limit=100')).json();
    let hidden: { id: number; fullName: string; email?: string } | undefined;
    for (const { id } of members.filter((member) => member.id !== viewer.id && member.id !== shown.id)) {
      const candidate = await (await page.request.get(`/api/users/${id}`)).json();
      if (candidate.email === undefined) {
        hidden = candidate;
        break;
      }
    }
    expect(hidden, 'some member keeps the e-mail hidden (the default)').toBeDefined();

    await page.goto(`/members/${shown.id}`);
    await expect(page.getByRole('link', { name: `${shown.username}@example.pt` })).toHaveAttribute('href', `mailto:${shown.username}@example.pt`);
    await expectAccessible(page);

    await page.goto(`/members/${hidden!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hidden!.fullName })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveCount(0);
  });

  test('the demo author lists their articles on their profile', async ({ page }) => {
    const [article] = await (await page.request.get('/api/articles?limit=1')).json();
    await page.goto(`/members/${article.authorId}`);
    await expect(page.getByRole('heading', { level: 1, name: article.author.fullName })).toBeVisible();
    await expect(page.getByRole('link', { name: article.title })).toHaveAttribute('href', `/articles/${article.id}`);
  });

  test('an unknown member shows Utilizador não encontrado with a link to the directory', async ({ page }) => {
    await page.goto('/members/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Utilizador não encontrado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar à comunidade' })).toHaveAttribute('href', '/members');
  });
});
