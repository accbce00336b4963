import { describe, expect, it } from 'vitest';
import { FILE_REFERENCE_MESSAGES } from '../../worker/services/file-references';
import { articleInput, insertRows, protocolInput, storedUpload } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { env } from './helpers';

const IMAGE_REFUSED = FILE_REFERENCE_MESSAGES.imageUrl;
const PDF_REFUSED = FILE_REFERENCE_MESSAGES.pdfUrl;
const MISSING_IMAGE = '/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.jpg';
const MISSING_PDF = '/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.pdf';

describe.each([
  ['articles', articleInput],
  ['protocols', protocolInput],
] as const)('file references of %s', (table, input) => {
  const body = async (overrides: Record<string, unknown>) => input({ categoryId: await categoryId(), ...overrides });

  it('takes a cover image and a PDF that the member uploaded', async () => {
    const member = await createMember();
    const imageUrl = await storedUpload(member.id, 'image');
    const pdfUrl = await storedUpload(member.id, 'pdf');
    const response = await member.client.post(`/api/${table}`, await body({ imageUrl, pdfUrl }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ imageUrl, pdfUrl, hasPdf: true });
  });

  it('refuses another member’s file, a file of the wrong kind and a key that does not exist, writing nothing', async () => {
    const member = await createMember();
    const other = await createMember();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ imageUrl: await storedUpload(other.id, 'image') }, { imageUrl: IMAGE_REFUSED }],
      [{ pdfUrl: await storedUpload(other.id, 'pdf') }, { pdfUrl: PDF_REFUSED }],
      [{ imageUrl: await storedUpload(member.id, 'pdf') }, { imageUrl: IMAGE_REFUSED }],
      [{ imageUrl: await storedUpload(member.id, 'avatar') }, { imageUrl: IMAGE_REFUSED }],
      [{ pdfUrl: await storedUpload(member.id, 'image') }, { pdfUrl: PDF_REFUSED }],
      [{ imageUrl: MISSING_IMAGE }, { imageUrl: IMAGE_REFUSED }],
      [
        { imageUrl: MISSING_IMAGE, pdfUrl: MISSING_PDF },
        { imageUrl: IMAGE_REFUSED, pdfUrl: PDF_REFUSED },
      ],
    ];
    const before = await countRows(table);
    for (const [overrides, errors] of cases) {
      const response = await member.client.post(`/api/${table}`, await body(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.errors).toEqual(errors);
      expect(response.body.message).toBe(Object.values(errors)[0]);
    }
    expect(await countRows(table)).toBe(before);
  });

  it('on a change, refuses a file that is not the member’s and keeps the item as it was', async () => {
    const member = await createMember();
    const other = await createMember();
    const created = await member.client.post(`/api/${table}`, await body({ imageUrl: await storedUpload(member.id, 'image') }));
    expect(created.status).toBe(201);
    for (const change of [{ imageUrl: await storedUpload(other.id, 'image') }, { pdfUrl: await storedUpload(member.id, 'image') }, { imageUrl: MISSING_IMAGE }]) {
      const response = await member.client.patch(`/api/${table}/${created.body.id}`, { title: 'Título alterado', ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
    }
    const row = await env.DB.prepare(`SELECT title, image_url, pdf_url, updated_at FROM ${table} WHERE id = ?`).bind(created.body.id).first();
    expect(row).toEqual({ title: created.body.title, image_url: created.body.imageUrl, pdf_url: null, updated_at: created.body.updatedAt });

    const pdfUrl = await storedUpload(member.id, 'pdf');
    const accepted = await member.client.patch(`/api/${table}/${created.body.id}`, { pdfUrl });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ imageUrl: created.body.imageUrl, pdfUrl });
  });

  it('on a change, keeps accepting the file the item already has, as the edit form sends it back', async () => {
    const member = await createMember();
    const [id] = await insertRows(table, member.id, [{ categoryId: await categoryId(), pdfUrl: '/api/files/anterior.pdf' }]);
    const response = await member.client.patch(`/api/${table}/${id}`, { title: 'Título revisto pela autora', pdfUrl: '/api/files/anterior.pdf', imageUrl: null });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Título revisto pela autora', pdfUrl: '/api/files/anterior.pdf' });
  });
});

describe('file references of events', () => {
  const event = (imageUrl: string) => ({
    title: 'Workshop de Integração Sensorial',
    description: 'Um dia de prática clínica com casos reais de integração sensorial.',
    eventDate: new Date(Date.now() + 10 * 864e5).toISOString(),
    location: 'Coimbra',
    eventType: 'Workshop',
    imageUrl,
  });

  it('takes the member’s own image, and refuses another member’s, an avatar, a PDF or a missing key', async () => {
    const member = await createMember();
    const other = await createMember();
    const own = await storedUpload(member.id, 'image');
    const created = await member.client.post('/api/events', event(own));
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toBe(own);
    const before = await countRows('events');
    for (const imageUrl of [await storedUpload(other.id, 'image'), await storedUpload(member.id, 'avatar'), await storedUpload(member.id, 'pdf'), MISSING_IMAGE]) {
      const response = await member.client.post('/api/events', event(imageUrl));
      expect(response.status, imageUrl).toBe(400);
      expect(response.body).toEqual({ message: IMAGE_REFUSED, errors: { imageUrl: IMAGE_REFUSED } });
    }
    expect(await countRows('events')).toBe(before);
  });
});
