import { describe } from 'vitest';
import { ACCOUNT_ENDPOINTS, UPLOAD_ENDPOINTS } from './endpoints';
import { describeWriteEndpoint, useWorld } from './properties';

describe('account, contact and upload endpoints under generated hostile requests', () => {
  const world = useWorld();
  for (const endpoint of [...ACCOUNT_ENDPOINTS, ...UPLOAD_ENDPOINTS]) describeWriteEndpoint(world, endpoint);
});
