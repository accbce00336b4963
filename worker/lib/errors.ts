import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal with a Portuguese message for a person; `onError` turns it into `{ message, errors }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** More for the client to show, beside the message (the findings of a privacy review). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Inicie sessão para continuar.') => new HttpError(401, message);
export const forbidden = (message = 'Não tem permissão para realizar esta ação.') => new HttpError(403, message);
export const notFound = (message = 'Recurso não encontrado.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string) => new HttpError(413, message);
export const unsupportedType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message = 'Demasiadas tentativas. Tente novamente mais tarde.') => new HttpError(429, message);
