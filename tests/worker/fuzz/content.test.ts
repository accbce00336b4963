import { describe } from 'vitest';
import { CONTENT_ENDPOINTS } from './endpoints';
import { describeWriteEndpoint, useWorld } from './properties';

describe('article, protocol, comment, like and saved-item endpoints under generated hostile requests', () => {
  const world = useWorld();
  for (const endpoint of CONTENT_ENDPOINTS) describeWriteEndpoint(world, endpoint);
});
