import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, registerMember, test } from './fixtures';
import { linkTo, receiveMail } from './fixtures/mail';

// Job alerts and pay (docs/rules/job-alerts-and-pay.md): a member saves a search of the
// opportunities list, a matching offer is published, and the member is told in the portal and by
// e-mail, whose one-click link deletes the search; a new offer states its pay.

const SLOW = { timeout: 20_000 };

let publisher: APIRequestContext;
test.beforeAll(async ({ playwright }, testInfo) => {
  publisher = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerMember(publisher, { fullName: 'Helena Recrutadora' });
});
test.afterAll(async () => {
  await publisher.dispose();
});

test('a member saves a search and is told, in the portal and by e-mail, of a matching offer; the e-mail’s link deletes the search', async ({ page, browser }) => {
  const member = await registerMember(page.request, { fullName: 'Sofia Procura Emprego' });
  // A word no other test's offer holds, in the plural: the offer says it in the singular.
  const word = `${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}hipoterapia`;
  await page.goto(`/oportunidades?distrito=Braga&q=${word}s`);
  await expect(page.getByRole('heading', { level: 1, name: 'Oportunidades' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar pesquisa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar pesquisa' });
  await expect(dialog.getByText(`Oportunidades · Braga · «${word}s»`)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Logo que surgir/ })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Guardar pesquisa' }).click();
  await expect(page.getByText('Pesquisa guardada', { exact: true })).toBeVisible(SLOW);
  await expect(dialog).toHaveCount(0);

  await page.goto('/definicoes#pesquisas-guardadas');
  const saved = page.getByRole('region', { name: 'Pesquisas guardadas' });
  await expect(saved.getByRole('listitem')).toHaveText([/Oportunidades · Braga · «.+»\s*Logo que surgir\s*Apagar/]);
  await expect(page.getByRole('region', { name: 'E-mails de notificação' }).getByLabel('Alertas das suas pesquisas guardadas')).toHaveValue('immediate');
  await expectAccessible(page);

  // Someone else publishes an offer that matches: another district does not.
  const post = async (district: string, title: string) => {
    const response = await publisher.post('/api/opportunities', {
      data: {
        title,
        company: 'Centro Equestre Terapêutico',
        description: `Sessões de ${word} com crianças e jovens, em equipa com fisioterapia.`,
        location: district,
        district,
        type: 'parttime',
        contact: 'equipa@centroequestre.example.pt',
        salaryMin: 1100,
        salaryMax: 1300,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number; title: string };
  };
  await post('Faro', `Vaga em Faro de ${word}`);
  const offer = await post('Braga', `Terapeuta ocupacional em ${word}`);

  // The notification is written by the queue's consumer, at any moment between the list's call and the bell's.
  const bell = page.getByRole('link', { name: /^Notificações/ });
  const notification = page.getByRole('link', { name: `Nova oferta da sua pesquisa guardada: «${offer.title}» (por ler)` });
  await expect(async () => {
    await page.goto('/notificacoes');
    await expect(notification).toBeVisible({ timeout: 1000 });
    await expect(bell).toHaveAccessibleName('Notificações: 1 por ler', { timeout: 1000 });
  }).toPass(SLOW);
  await notification.click();
  await expect(page).toHaveURL(new RegExp(`/oportunidades/${offer.id}$`));
  await expect(page.getByText('1100\u00a0€ – 1300\u00a0€ por mês (bruto)')).toBeVisible();

  const mail = await receiveMail(`${member.username}@example.pt`, /Nova oferta para a sua pesquisa/);
  expect(mail.subject).toBe(`Nova oferta para a sua pesquisa: «${offer.title}»`);
  expect(mail.text).toContain(`/oportunidades/${offer.id}`);
  expect(mail.text).toContain('Vencimento: 1100\u00a0€ – 1300\u00a0€ por mês (bruto).');

  // The one-click link works without a session.
  const visitor = await browser.newContext();
  const inbox = await visitor.newPage();
  await inbox.goto(new URL(linkTo(mail, '/cancelar-subscricao'), page.url()).toString());
  await inbox.getByRole('button', { name: 'Cancelar subscrição' }).click();
  await expect(inbox.getByRole('status')).toHaveText(`A pesquisa guardada Oportunidades · Braga · «${word}s» foi apagada: deixa de receber alertas dela.`, SLOW);
  await expectAccessible(inbox);
  await visitor.close();

  await page.goto('/definicoes#pesquisas-guardadas');
  await expect(page.getByRole('region', { name: 'Pesquisas guardadas' }).getByText('Ainda não guardou nenhuma pesquisa.')).toBeVisible();
});

/** The JobPosting JSON-LD of an opportunity's page, as the Worker renders it. */
async function jobPostingOf(page: Page, id: number): Promise<Record<string, unknown>> {
  await page.goto(`/oportunidades/${id}`);
  const [data] = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>));
  return data ?? {};
}

test('a new opportunity states its pay: the form asks for a range or a pay scale, and the list shows and filters it', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Tiago Publica Vagas' });
  const stamp = Math.random().toString(36).slice(2, 7);
  await page.goto('/criar-oportunidade');
  await page.getByLabel('Título', { exact: true }).fill(`Vaga na tabela pública ${stamp}`);
  await page.getByLabel('Empresa ou instituição').fill('Hospital Distrital');
  await page.getByLabel('Localização').fill('Viseu');
  await page.getByLabel('Distrito').selectOption('Viseu');
  await page.getByLabel('Descrição').fill('Integração na equipa de medicina física e de reabilitação do hospital.');
  await page.getByLabel('E-mail de contacto').fill('concursos@hdistrital.example.pt');
  const pay = page.getByRole('group', { name: 'Vencimento mensal bruto' });
  await expect(pay.getByRole('radio', { name: 'Intervalo em euros' })).toBeChecked();
  await page.getByRole('button', { name: 'Publicar oportunidade' }).click();
  await expect(pay.getByText('Indique o vencimento: um intervalo mensal em euros ou o nome de uma tabela salarial.')).toBeVisible();
  await pay.getByLabel('Mínimo (€ por mês)').fill('1800');
  await pay.getByLabel('Máximo (€ por mês)').fill('1500');
  await page.getByRole('button', { name: 'Publicar oportunidade' }).click();
  await expect(pay.getByText('O vencimento máximo não pode ser inferior ao mínimo.')).toBeVisible();
  await expectAccessible(page);

  await pay.getByRole('radio', { name: 'Tabela salarial pública' }).check();
  await expect(pay.getByLabel('Mínimo (€ por mês)')).toHaveCount(0);
  await pay.getByLabel('Nome da tabela salarial').fill('Tabela salarial da carreira TSDT');
  await page.getByRole('button', { name: 'Publicar oportunidade' }).click();
  await expect(page).toHaveURL(/\/oportunidades\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: `Vaga na tabela pública ${stamp}` })).toBeVisible();
  await expect(page.getByText('Tabela salarial da carreira TSDT')).toBeVisible();
  const scaleId = Number(new URL(page.url()).pathname.split('/').pop());
  const jsonLd = await jobPostingOf(page, scaleId);
  expect(jsonLd['@type']).toBe('JobPosting');
  expect(jsonLd).not.toHaveProperty('baseSalary');

  const range = await page.request.post('/api/opportunities', {
    data: {
      title: `Vaga com intervalo ${stamp}`,
      company: 'Clínica Norte',
      description: 'Terapia ocupacional em reabilitação neurológica de adultos.',
      location: 'Viseu',
      district: 'Viseu',
      contact: 'rh@clinicanorte.example.pt',
      salaryMin: 1500,
      salaryMax: 2100,
    },
  });
  expect(range.status()).toBe(201);
  const ranged = (await range.json()) as { id: number };
  const rangedLd = await jobPostingOf(page, ranged.id);
  expect(rangedLd.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 1500, maxValue: 2100, unitText: 'MONTH' } });

  await page.goto(`/oportunidades?q=${stamp}`);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: `Vaga com intervalo ${stamp}` }).getByText('1500\u00a0€ – 2100\u00a0€ por mês (bruto)')).toBeVisible();
  await expect(cards.filter({ hasText: `Vaga na tabela pública ${stamp}` }).getByText('Tabela salarial da carreira TSDT')).toBeVisible();
  await page.getByLabel('Vencimento').selectOption('2000');
  await expect(page).toHaveURL(/vencimento=2000/);
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('link')).toHaveAttribute('href', `/oportunidades/${ranged.id}`);
  expect(scaleId).toBeGreaterThan(0);
  await expectAccessible(page);
});

test('a demo offer from before pay was asked says so on its card and page', async ({ page }) => {
  await page.goto('/oportunidades?q=Pequenos%20Passos');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Substituição de licença parental' });
  await expect(card.getByText('Vencimento não indicado')).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page.getByText('Vencimento não indicado')).toBeVisible();
});
