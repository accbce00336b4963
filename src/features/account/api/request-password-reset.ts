import type { PasswordResetRequestInput } from '#contract/account-types';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/password-reset`: 202 with the same message whether or not the address is a member's. */
const requestPasswordReset = (input: PasswordResetRequestInput) => apiRequest<{ message: string }>('POST', '/api/password-reset', input);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
