import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jobKeys } from './api';
import { applyPublishedSpaceToJobs } from './realtime';

function cached() {
  const queryClient = new QueryClient();
  const keys = {
    wall: jobKeys.space('demo', 'job-wall'),
    otherWall: jobKeys.space('demo', 'careers'),
    list: jobKeys.list('demo', { limit: 10 }),
    detail: jobKeys.detail('demo', 4),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)!.isInvalidated)
      .map(([name]) => name);
  return { queryClient, invalidated };
}

describe('updated_published_space on jobs', () => {
  it('a job wall that opens or closes asks again for that wall and the lists', () => {
    const { queryClient, invalidated } = cached();
    applyPublishedSpaceToJobs(queryClient, 'demo', { id: 6, type: 'jobs', slug: 'job-wall', published: false });
    expect(invalidated()).toEqual(['wall', 'list']);
  });

  it('a booth that opens or closes asks again for the lists (its jobs come and go)', () => {
    const { queryClient, invalidated } = cached();
    applyPublishedSpaceToJobs(queryClient, 'demo', { id: 3, type: 'booth', slug: 'aurora-optics', published: false });
    expect(invalidated()).toEqual(['list']);
  });

  it('other spaces change nothing here', () => {
    const { queryClient, invalidated } = cached();
    applyPublishedSpaceToJobs(queryClient, 'demo', { id: 2, type: 'presentation', slug: 'main-stage', published: false });
    expect(invalidated()).toEqual([]);
  });
});
