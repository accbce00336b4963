import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_LOGIN, expect, expectAccessible, registerMember, test, type NewMember } from './fixtures';

// Mentions in the rich-text editor of questions and answers (docs/rules/mentions.md): '@' and two
// letters list the members, as in a comment field; the arrows, Enter, Tab, Escape and a click work
// the list, the username is written as text, and the published text links to the member.

/** A demo member (scripts/seed/content/members.mjs), who signs in with the demo password. */
const MARIANA = { username: 'mariana.costa', fullName: 'Mariana Costa' };

let colleagueContext: APIRequestContext;
let colleague: NewMember;
test.beforeAll(async ({ playwright }, testInfo) => {
  colleagueContext = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  // A second 'Mariana', so that the list has more than one member to move through.
  colleague = await registerMember(colleagueContext, { fullName: 'Mariana Quintela Editora' });
});
test.afterAll(async () => {
  await colleagueContext.dispose();
});

/** The completion list, once it shows the members '@mariana' finds (and no older answer's). */
async function marianasListed(page: Page): Promise<Locator> {
  const list = page.getByRole('listbox', { name: 'Membros a mencionar' });
  await expect(list.getByRole('option', { name: `${MARIANA.fullName} @${MARIANA.username}` })).toBeVisible();
  await expect(list.getByRole('option', { name: `${colleague.fullName} @${colleague.username}` })).toBeVisible();
  await expect.poll(async () => (await list.getByRole('option').allInnerTexts()).every((name) => /mariana/i.test(name))).toBe(true);
  return list;
}

/** The notifications of the demo member Mariana Costa, read as she would. */
async function marianasNotifications(request: APIRequestContext): Promise<{ kind: string; target: { url: string } }[]> {
  const signedIn = await request.post('/api/login', { data: { username: MARIANA.username, password: DEMO_LOGIN.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return (await request.get('/api/notifications')).json();
}

test('a member asks a question naming a demo member chosen with the keyboard in the editor; the question links to her and she is told', async ({ page, playwright }, testInfo) => {
  await registerMember(page.request, { fullName: 'Helena Pergunta Menções' });
  await page.goto('/perguntas/nova');
  const title = `Treino de escrita após AVC com quem já fez o mesmo ${Date.now()}`;
  await page.getByLabel('Título', { exact: true }).fill(title);
  const editor = page.getByRole('textbox', { name: 'Pergunta' });
  await editor.click();
  await expect(editor).toHaveAttribute('aria-autocomplete', 'list');
  await page.keyboard.type('Como graduam o treino de escrita nas primeiras semanas? Pergunto também à ');
  await editor.pressSequentially('@mariana', { delay: 30 });

  const list = await marianasListed(page);
  await expect(editor).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  await expect(page.getByRole('status').filter({ hasText: /membros? encontrados?/ })).toBeVisible();
  await expectAccessible(page);

  // ↑ from the first option wraps to the last, ↓ comes back; then ↓ down to Mariana Costa.
  const options = list.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const target = (await options.allInnerTexts()).findIndex((name) => name.includes(`@${MARIANA.username}`));
  for (let step = 0; step < target; step += 1) await page.keyboard.press('ArrowDown');
  const chosen = options.nth(target);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(editor).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(editor).not.toHaveAttribute('aria-activedescendant');
  // Enter wrote the username and a space, in the same paragraph (it did not start a new one).
  await page.keyboard.type('que já o fez.');
  await expect(editor.locator('p')).toHaveCount(1);
  await expect(editor).toHaveText(`Como graduam o treino de escrita nas primeiras semanas? Pergunto também à @${MARIANA.username} que já o fez.`);
  await page.getByRole('button', { name: 'Publicar pergunta' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const questionPath = new URL(page.url()).pathname;
  const mention = page.getByRole('link', { name: `@${MARIANA.username}`, exact: true });
  await expect(mention).toHaveAttribute('href', `/members/@${MARIANA.username}`);
  await mention.click();
  await expect(page.getByRole('heading', { level: 1, name: MARIANA.fullName })).toBeVisible();

  const mariana = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await expect.poll(async () => (await marianasNotifications(mariana)).some((notification) => notification.kind === 'mention' && notification.target.url.startsWith(questionPath))).toBe(true);
  await mariana.dispose();
});

test('a member answers naming a demo member picked with a click; Escape closes only the list; the answer links to her', async ({ page }) => {
  // The question is a colleague's, asked through the API.
  const asked = await colleagueContext.post('/api/questions', {
    data: { title: `Adaptações de talheres para tremor ${Date.now()}`, content: '<p>Que adaptações de talheres têm resultado com pessoas com tremor essencial?</p>' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const question = (await asked.json()) as { id: number };

  await registerMember(page.request, { fullName: 'Duarte Resposta Menções' });
  await page.goto(`/perguntas/${question.id}`);
  const editor = page.getByRole('textbox', { name: 'Resposta' });
  await editor.click();
  await page.keyboard.type('Talheres com cabo engrossado e pesado. ');
  await editor.pressSequentially('@mariana', { delay: 30 });
  const list = await marianasListed(page);

  // Escape closes the list and leaves the text as it was.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(editor).toHaveText('Talheres com cabo engrossado e pesado. @mariana');

  // Typing on opens it again; a click chooses.
  await editor.pressSequentially('.c', { delay: 30 });
  await list.getByRole('option', { name: `${MARIANA.fullName} @${MARIANA.username}` }).click();
  await expect(list).toBeHidden();
  await expect(editor).toBeFocused();
  await page.keyboard.type('sabe mais.');
  await expect(editor).toHaveText(`Talheres com cabo engrossado e pesado. @${MARIANA.username} sabe mais.`);
  await page.getByRole('button', { name: 'Publicar resposta' }).click();

  const answer = page.getByText('Talheres com cabo engrossado e pesado.');
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('link', { name: `@${MARIANA.username}`, exact: true })).toHaveAttribute('href', `/members/@${MARIANA.username}`);
  await expectAccessible(page);
});

test("an article's editor offers no completion: a mention there tells nobody", async ({ page }) => {
  await registerMember(page.request, { fullName: 'Olga Artigo Sem Menções' });
  await page.goto('/criar-artigo');
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await editor.click();
  await expect(editor).not.toHaveAttribute('aria-autocomplete', 'list');
  await editor.pressSequentially('Com a @mariana', { delay: 30 });
  await expect(editor).toContainText('Com a @mariana');
  await expect(page.getByRole('listbox', { name: 'Membros a mencionar' })).toHaveCount(0);
});
