import { ApiRequestError } from '../../../lib/api-client';

/** The API's Portuguese message, or a word about the connection when the request never got an answer. */
export const messageOf = (error: Error): string => (error instanceof ApiRequestError ? error.serverMessage : 'Não foi possível contactar o servidor. Verifique a sua ligação e tente novamente.');
