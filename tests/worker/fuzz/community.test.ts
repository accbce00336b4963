import { describe } from 'vitest';
import { COMMUNITY_ENDPOINTS, QUESTION_ENDPOINTS, UNSERVED_ENDPOINTS } from './endpoints';
import { describeWriteEndpoint, useWorld } from './properties';

const world = useWorld();

describe('event, opportunity and volunteering endpoints under generated hostile requests', () => {
  for (const endpoint of COMMUNITY_ENDPOINTS) describeWriteEndpoint(world, endpoint);
});

describe('question and answer endpoints under generated hostile requests', () => {
  for (const endpoint of QUESTION_ENDPOINTS) describeWriteEndpoint(world, endpoint);
});

describe('methods the API does not serve, under generated hostile requests', () => {
  for (const endpoint of UNSERVED_ENDPOINTS) describeWriteEndpoint(world, endpoint);
});
