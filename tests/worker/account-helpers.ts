import { sha256Hex } from '../../worker/services/sessions';
import { Client, uniqueName, type ApiResponse } from './helpers';

export const GOOD_PASSWORD = 'Terapia-Ocupacional-2026';

/** A valid registration body with a fresh username and e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('terapeuta');
  return {
    username,
    email: `${username}@example.pt`,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    fullName: 'Joana Terapeuta',
    specialty: 'Pediatria',
    location: 'Beja',
    bio: 'Terapeuta ocupacional.',
    acceptTerms: true,
    ...overrides,
  };
}

/**
 * A client that keeps every response it received, so a test file can check afterwards that no
 * body ever carried a password or a hash.
 */
export class RecordingClient extends Client {
  static readonly responses: ApiResponse[] = [];

  override async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const response = await super.request<T>(method, path, body, headers);
    RecordingClient.responses.push(response);
    return response;
  }
}

let addressCounter = 0;

/** A different client address each time (TEST-NET-2), as registrations from different people have. */
export function uniqueAddress(): Record<string, string> {
  addressCounter++;
  return { 'CF-Connecting-IP': `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}` };
}

/** Registers through the API, from an address of its own, and answers the signed-in client and the new member. */
export async function registerMember(overrides: Record<string, unknown> = {}) {
  const client = new RecordingClient();
  const body = registration(overrides);
  const response = await client.post('/api/register', body, uniqueAddress());
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, user: response.body as { id: number; username: string; email: string }, password: body.password as string };
}

const HASH_LIKE = [/scrypt\$/i, /argon2/i, /pbkdf2/i, /^[A-Za-z0-9+/]{40,}={0,2}$/];

/**
 * Every place in a response body that looks like a secret: a key naming a password or hash (the
 * `errors` of a refused request may name the password *field*, which is not a secret), a string
 * shaped like a stored hash, or one of the passwords the test sent.
 */
export function secretsIn(body: unknown, passwords: string[], path = '$'): string[] {
  if (typeof body === 'string') {
    const found = HASH_LIKE.some((pattern) => pattern.test(body)) || passwords.includes(body);
    return found ? [`${path}: ${body}`] : [];
  }
  if (Array.isArray(body)) return body.flatMap((item, index) => secretsIn(item, passwords, `${path}[${index}]`));
  if (body !== null && typeof body === 'object') {
    return Object.entries(body).flatMap(([key, value]) => {
      const keyFound = path !== '$.errors' && /password|hash|salt/i.test(key) ? [`${path}.${key} (key)`] : [];
      return [...keyFound, ...secretsIn(value, passwords, `${path}.${key}`)];
    });
  }
  return [];
}

/** The session token a client holds: its cookie's value, without the member id it names (`<token>.<id>`, decision 027). */
export const tokenOf = (client: Client) => client.cookie.slice(client.cookie.indexOf('=') + 1).split('.')[0]!;

export const sessionKvKey = async (token: string) => `session:${await sha256Hex(token)}`;

/** Reads the raw Set-Cookie header of a response. */
export const setCookieOf = (response: ApiResponse) => response.headers.get('Set-Cookie') ?? '';
