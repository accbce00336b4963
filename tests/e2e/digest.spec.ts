import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, registerMember, test } from './fixtures';
import { receiveMail } from './fixtures/mail';

// The weekly digest goes out once per member per week (docs/rules/first-day.md), even when the
// schedule runs twice: the cron is triggered twice on `npm start`'s server, as README.md shows
// (`/cdn-cgi/local/scheduled`), and the member finds one digest in their inbox.

const HOUR = 60 * 60 * 1000;
const lisbonClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', weekday: 'short', hour: '2-digit', hourCycle: 'h23' });

/** Whether `instant` is Monday, 08:00–08:59, in Lisbon. */
const isMondayAtEight = (instant: number) => {
  const parts = Object.fromEntries(lisbonClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return parts.weekday === 'Mon' && parts.hour === '08';
};

/** The next Monday at 08:00 in Lisbon (within a week): the week before it holds now. */
function nextDigestTime(): number {
  const first = Math.ceil(Date.now() / HOUR) * HOUR;
  const found = Array.from({ length: 8 * 24 }, (_, hours) => first + hours * HOUR).find(isMondayAtEight);
  if (found === undefined) throw new Error('no Monday at 08:00 in Lisbon within eight days');
  return found;
}

/** The server's output (playwright.config.ts keeps it), without colours. */
// eslint-disable-next-line no-control-regex
const serverLog = async () => (await readFile(`.wrangler/e2e-${process.env.E2E_PORT ?? 8790}.log`, 'utf8')).replace(/\u001b\[[0-9;]*m/g, '');

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

test('the schedule runs twice on Monday and the member receives one digest, whose link opens what they follow', async ({ page, playwright, baseURL }) => {
  const reader = await registerMember(page.request, { fullName: 'Diana Resumo' });
  await page.goto('/articles');
  await page.getByLabel('Categoria').selectOption({ label: 'Neurologia' });
  await page.getByRole('button', { name: 'Seguir a categoria Neurologia' }).click();
  await expect(page.getByRole('button', { name: 'A seguir a categoria Neurologia' })).toHaveAttribute('aria-pressed', 'true');

  const author = await playwright.request.newContext({ baseURL });
  await registerMember(author, { fullName: 'Artur Neuro' });
  const categories = (await (await author.get('/api/categories')).json()) as { id: number; name: string }[];
  const title = `Reabilitação após AVC ${Math.random().toString(36).slice(2, 8)}`;
  const published = await author.post('/api/articles', {
    data: {
      title,
      summary: 'Estratégias de reabilitação funcional nas semanas após um AVC.',
      content: '<p>Avaliação, objetivos e estratégias de reabilitação funcional após um AVC.</p>',
      categoryId: categories.find((category) => category.name === 'Neurologia')!.id,
      type: 'ARTICLE',
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  await author.dispose();

  // The Monday cron, twice (as when both runs of the schedule, or a retry, fall in the same week).
  const monday = nextDigestTime();
  for (const minute of [0, 1]) {
    const run = await page.request.get(`/cdn-cgi/local/scheduled?cron=0+8+*+*+1&time=${monday + minute * 60_000}`);
    expect(run.status()).toBe(200);
  }

  const digest = await receiveMail(`${reader.username}@example.pt`, /^A sua semana na Rede TO$/);
  expect(digest.text).toContain('Novidades do que segue:');
  expect(digest.text).toContain(title);

  // Both runs listed the members and their jobs ran: every digest the jobs queued was delivered.
  await expect
    .poll(
      async () => {
        const log = await serverLog();
        const runs = count(log, /"task":"weekly-digest","members":\d+/);
        const queued = [...log.matchAll(/"task":"weekly-digest","sent":(\d+)/g)].map((match) => Number(match[1]));
        const delivered = count(log, /"task":"mail","kind":"weekly-digest","sent":true/);
        return runs >= 2 && queued.length >= 2 && delivered === queued.reduce((sum, sent) => sum + sent, 0);
      },
      { message: 'both runs of the schedule and their jobs done', timeout: 20_000 },
    )
    .toBe(true);
  const log = await serverLog();
  const digestsToReader = log
    .split('send_email binding called with MessageBuilder:')
    .filter((block) => block.includes(`To: ${reader.username}@example.pt`) && block.includes('Subject: A sua semana na Rede TO'));
  expect(digestsToReader).toHaveLength(1);

  // The member opens the article from the digest.
  const link = digest.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith('/articles/'))!;
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessible(page);
});
