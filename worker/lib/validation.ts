import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, notFound } from './errors';

const INVALID_BODY = 'Pedido inválido: envie os dados em formato JSON.';

/** Field → first message, from zod issues. */
export function issuesToErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Validates `value` or throws 400 with the first message and every field's message. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = issuesToErrors(result.error);
  throw badRequest(result.error.issues[0]?.message ?? 'Dados inválidos.', errors);
}

/** Reads and validates a JSON body; a missing or malformed body is a 400, never a 500. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(INVALID_BODY);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(INVALID_BODY);
  return validate(schema, body);
}

/** Validates the query string (repeated keys become arrays). */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const queries = c.req.queries();
  const flat: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(queries)) flat[key] = values.length === 1 ? values[0]! : values;
  return validate(schema, flat);
}

/** Validates a route parameter `id` as a positive integer; anything else is a 404 (no such item). */
export function parseId(raw: string | undefined, notFoundMessage: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== raw) throw notFound(notFoundMessage);
  return id;
}
