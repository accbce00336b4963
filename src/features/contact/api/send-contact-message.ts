import type { ContactInput } from '#contract/contact-types';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/contact`: the message is stored for the maintainers. */
const sendContactMessage = (input: ContactInput) => apiRequest<{ message: string }>('POST', '/api/contact', input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
