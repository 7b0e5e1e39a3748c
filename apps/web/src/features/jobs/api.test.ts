import { describe, expect, it } from 'vitest';
import { applyHref, jobsQueryParams, JOBS_PAGE } from './api';

describe('jobs query', () => {
  it('starts at 10 and sends search and booth only when set', () => {
    expect(jobsQueryParams({ limit: JOBS_PAGE })).toEqual({ limit: 10 });
    expect(jobsQueryParams({ limit: 20, search: ' engineer ', boothSlug: 'aurora-optics' })).toEqual({ limit: 20, search: 'engineer', booth_slug: 'aurora-optics' });
    expect(jobsQueryParams({ limit: 10, search: '  ', boothSlug: null })).toEqual({ limit: 10 });
  });
  it('applies by mail with the job title as subject', () => {
    expect(applyHref('jobs@aurora.example', 'Optical engineer & lens maker')).toBe('mailto:jobs@aurora.example?subject=Optical%20engineer%20%26%20lens%20maker');
  });
});
