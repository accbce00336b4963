import { expect, expectAccessible, registerMember, test } from './fixtures';

const CONTENT = '<p>Texto de apoio à prática clínica em Terapia Ocupacional, com objetivos, materiais, procedimentos e critérios de avaliação para cada sessão.</p>';
const FOUND = 22;

test('a kind found more than one page of shows its count and loads the rest with Carregar mais', async ({ page, playwright, baseURL }) => {
  const publisher = await playwright.request.newContext({ baseURL });
  await registerMember(publisher, { fullName: 'Sofia Publicadora Reis' });
  const word = `paginas${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const [category] = await (await publisher.get('/api/categories')).json();
  for (let n = 1; n <= FOUND; n += 1) {
    const response = await publisher.post('/api/protocols', {
      data: { title: `Protocolo ${n} de ${word}`, summary: 'Resumo para a pesquisa por páginas.', content: CONTENT, categoryId: category.id },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await publisher.dispose();

  await page.goto(`/search?q=${word}`);
  // Counted whole, though the first answer holds one page of them.
  await expect(page.getByText(`${FOUND} resultados encontrados`)).toBeVisible();
  await expect(page.getByRole('tab', { name: `Todos (${FOUND})` })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `Ver todos os ${FOUND} protocolos` }).click();

  const panel = page.getByRole('tabpanel');
  const results = panel.getByRole('link', { name: new RegExp(`^Protocolo \\d+ de ${word}$`) });
  await expect(page.getByRole('tab', { name: `Protocolos (${FOUND})` })).toHaveAttribute('aria-selected', 'true');
  await expect(results).toHaveCount(20);
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(results).toHaveCount(FOUND);
  await expect(panel.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `A mostrar ${FOUND} de ${FOUND}` })).toBeAttached();
  // Every protocol once.
  const titles = await results.allTextContents();
  expect(new Set(titles).size).toBe(FOUND);
});
