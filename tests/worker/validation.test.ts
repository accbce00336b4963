import { describe, expect, it } from 'vitest';
import { createMember } from './fixtures';

describe('validation messages zod writes itself', () => {
  it('are Portuguese for a field of the wrong type', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/volunteering', {
      title: 'Apoio a idosos isolados',
      organization: 'Associação Vizinhos',
      description: 'Visitas semanais a pessoas idosas que vivem sozinhas no bairro.',
      location: 'Beja',
      contact: 'voluntariado@example.pt',
      expiresAt: 42,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.expiresAt).toMatch(/^(Entrada inválida|Data)/);
    expect(JSON.stringify(response.body)).not.toMatch(/Invalid input|expected/);
  });
});
