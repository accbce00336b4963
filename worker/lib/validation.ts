import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, notFound } from './errors';
import { cleanQueryText, INVALID_CHARACTERS, normaliseInput } from './input-text';
import { readBodyWithin } from './read-body';

const INVALID_BODY = 'Pedido inválido: envie os dados em formato JSON.';
const TOO_DEEP = 'Pedido inválido: os dados têm demasiados níveis encaixados.';
const BODY_TOO_LARGE = 'O pedido é demasiado grande: envie no máximo 1 MB de dados.';

/**
 * The largest JSON body read. An article's HTML may be 200,000 characters (docs/rules/hardening.md), which UTF-8 writes in up to three bytes each (two for an accented letter), plus JSON's
 * escapes and the other fields.
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** The portal's bodies are flat objects; this bounds the walk over any body far above them. */
const MAX_JSON_DEPTH = 32;

/** Field → first message, from zod issues. */
function issuesToErrors(error: z.ZodError): Record<string, string> {
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

/** Whether JSON text opens more than `max` arrays or objects inside one another (one pass, no recursion). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

/** Throws 400 naming each field whose text holds a forbidden character; answers `value` with its text in NFC. */
function normalisedOrRefused(value: unknown): unknown {
  const result = normaliseInput(value);
  if (!result.ok) throw badRequest(INVALID_CHARACTERS, result.errors);
  return result.value;
}

/**
 * Reads a JSON object body, bounded before it is parsed (413 past `MAX_JSON_BODY_BYTES`, 400 for
 * bytes that are not UTF-8, for nesting past `MAX_JSON_DEPTH` or for anything but an object), and
 * answers it with its text normalised (`normaliseInput`). Every JSON body the API reads comes
 * through here, so no route can skip these checks.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const bytes = await readBodyWithin(c.req.raw, MAX_JSON_BODY_BYTES, BODY_TOO_LARGE);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest(INVALID_BODY);
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(TOO_DEEP);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest(INVALID_BODY);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(INVALID_BODY);
  return normalisedOrRefused(body) as Record<string, unknown>;
}

/** Reads and validates a JSON body; a missing, oversized or malformed body is a 4xx, never a 500. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return validate(schema, await readJsonObject(c));
}

/** Validates the query string (repeated keys become arrays), its values cleaned by `cleanQueryText`. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const queries = c.req.queries();
  const flat: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(queries)) {
    const cleaned = values.map(cleanQueryText);
    flat[key] = cleaned.length === 1 ? cleaned[0]! : cleaned;
  }
  return validate(schema, flat);
}

/** Validates a route parameter `id` as a positive integer; anything else is a 404 (no such item). */
export function parseId(raw: string | undefined, notFoundMessage: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== raw) throw notFound(notFoundMessage);
  return id;
}
