import type { updateProfileSchema } from '#contract/users';
import type { CurrentUser } from '#contract/users-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

export type ProfileUpdate = z.output<typeof updateProfileSchema>;

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => apiRequest<CurrentUser>('PATCH', `/api/users/${userId}`, input),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      // Name, photo and specialty are embedded in every list that shows the member.
      return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
    },
  });
}
