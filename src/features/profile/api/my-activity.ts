import type { ActivityItem } from '#contract/users-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

const myActivityQuery = queryOptions({
  queryKey: ['/api/me/activity'],
  queryFn: ({ signal }) => apiGet<ActivityItem[]>('/api/me/activity', { signal }),
});

export const useMyActivity = () => useQuery(myActivityQuery);
