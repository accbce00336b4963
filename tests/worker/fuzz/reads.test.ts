import { describe } from 'vitest';
import { READ_ENDPOINTS } from './endpoints';
import { describeReadEndpoint, useWorld } from './properties';

describe('list, search and read endpoints under generated hostile ids and queries', () => {
  // Lists must serve whatever hostile text the API let in.
  const world = useWorld((created) => created.publishHostileContent());
  for (const endpoint of READ_ENDPOINTS) describeReadEndpoint(world, endpoint);
});
