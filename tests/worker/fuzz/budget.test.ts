import { describe, expect, it } from 'vitest';
import { categoryId, createMember } from '../fixtures';
import { budgetMs, byteLength } from './budget';
import { send } from './world';

describe('the CPU budget of a request', () => {
  // The sanitiser that re-scanned a tag's whole text for every blank inside it took seconds here.
  it('answers an article whose content is one 48 KB tag of repeated attributes within the budget', async () => {
    const member = await createMember();
    const body = JSON.stringify({
      title: 'Um título válido',
      summary: 'Um resumo com mais de dez caracteres.',
      content: `<p ${'a="b" '.repeat(8000)}`,
      categoryId: await categoryId(),
    });
    const path = '/api/articles';
    const answer = await send({ method: 'POST', path, body, actor: { member: { id: member.id, cookie: member.client.cookie, password: '', uses: 0 }, signedIn: true } });
    expect(answer.status === 201 || (answer.status >= 400 && answer.status < 500), `answered ${answer.status}: ${answer.text.slice(0, 200)}`).toBe(true);
    expect(answer.elapsedMs).toBeLessThanOrEqual(budgetMs(byteLength(body) + byteLength(path)));
    // Long enough for a slow answer to be measured and reported against the budget, not cut short.
  }, 120_000);
});
