import { expect, expectAccessible, registerMember, test } from './fixtures';

// Job alerts and pay on a 390 px phone (docs/rules/job-alerts-and-pay.md): every new screen fits
// the width and passes axe.

const fitsTheScreen = async (page: import('@playwright/test').Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('on a phone, saving a search, the saved searches in the settings and the pay fields fit 390 px and pass axe', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Inês Telemóvel' });
  await page.goto('/voluntariado?distrito=Lisboa');
  const save = page.getByRole('button', { name: 'Guardar pesquisa' });
  await expect(save).toBeVisible();
  await fitsTheScreen(page);
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Guardar pesquisa' });
  await expect(dialog.getByText('Voluntariado · Lisboa')).toBeVisible();
  await dialog.getByRole('radio', { name: 'No resumo semanal' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Guardar pesquisa' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/definicoes#pesquisas-guardadas');
  const saved = page.getByRole('region', { name: 'Pesquisas guardadas' });
  await expect(saved.getByRole('listitem')).toHaveText([/Voluntariado · Lisboa\s*No resumo semanal\s*Apagar/]);
  await fitsTheScreen(page);
  await expectAccessible(page);
  await saved.getByRole('button', { name: 'Apagar a pesquisa Voluntariado · Lisboa' }).click();
  await expect(saved.getByText('Ainda não guardou nenhuma pesquisa.')).toBeVisible();

  await page.goto('/criar-oportunidade');
  const pay = page.getByRole('group', { name: 'Vencimento mensal bruto' });
  await expect(pay.getByLabel('Mínimo (€ por mês)')).toBeVisible();
  await fitsTheScreen(page);
  await expectAccessible(page);
  await pay.getByRole('radio', { name: 'Tabela salarial pública' }).check();
  await expect(pay.getByLabel('Nome da tabela salarial')).toBeVisible();
  await expectAccessible(page);
});

test('on a phone, each card says its pay short beside the place, and a link with the pay filter filters the list', async ({ page }) => {
  // Each seeded offer is found by its district: other specs publish offers, which push older
  // ones past the first page.
  const cards = page.getByRole('main').getByRole('list').getByRole('listitem');
  const scale = cards.filter({ hasText: 'Hospital de Dia de Saúde Mental de Setúbal' });
  const range = cards.filter({ hasText: 'Unidade de Cuidados Continuados Vale do Mondego' });
  const metal = cards.filter({ hasText: 'Metalúrgica do Ave' });
  await page.goto('/oportunidades?distrito=Set%C3%BAbal');
  await expect(scale.getByText('Tabela salarial da carreira TSDT', { exact: true }).first()).toBeVisible();
  await page.goto('/oportunidades?distrito=Coimbra');
  await expect(range.getByText('1250–1450\u00a0€', { exact: true })).toBeVisible();
  await expect(range.getByText('1250\u00a0€ – 1450\u00a0€ por mês (bruto)')).toBeHidden();
  await fitsTheScreen(page);
  await expectAccessible(page);

  await page.goto('/oportunidades?distrito=Braga&vencimento=1500');
  await expect(metal).toBeVisible();
  // The list is drawn (cards or the empty state) before an absence means anything.
  const drawn = cards.first().or(page.getByRole('heading', { name: 'Nenhuma vaga encontrada' }));
  await page.goto('/oportunidades?distrito=Coimbra&vencimento=1500');
  await expect(drawn.first()).toBeVisible();
  await expect(range).toHaveCount(0);
  await page.goto('/oportunidades?distrito=Set%C3%BAbal&vencimento=1500');
  await expect(drawn.first()).toBeVisible();
  await expect(scale).toHaveCount(0);
  // Filters that find nothing say so, not that nothing is published, and clear in one click.
  await page.goto('/oportunidades?distrito=Bragan%C3%A7a&vencimento=2500');
  await expect(page.getByRole('heading', { name: 'Nenhuma vaga encontrada' })).toBeVisible();
  await expect(page.getByText('Tente outros filtros.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/oportunidades$/);
  await expect(metal.or(cards).first()).toBeVisible();
});
