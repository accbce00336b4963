import type { CurrentUser, LoginInput, RegisterInput } from '#contract/users-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { currentUserQuery } from './current-user';
import { endSession } from './end-session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<CurrentUser>('POST', '/api/login', input),
    onSuccess: async (user) => {
      // Data cached as a visitor (no content, no `liked`) must not outlive the sign-in.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<CurrentUser>('POST', '/api/register', input),
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => endSession(queryClient) });
}
