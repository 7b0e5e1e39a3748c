import { describe, expect, it } from 'vitest';
import { loadFeedConfig } from './social-feed.config';
import { hashtagOf } from './social-feed.fetcher';

describe('loadFeedConfig', () => {
  it('has defaults and reads the FEED_ variables', () => {
    expect(loadFeedConfig({})).toEqual({ instanceUrl: null, intervalMs: 120_000, timeoutMs: 5000, firstRunDelayMs: 5000 });
    expect(loadFeedConfig({ FEED_MASTODON_URL: 'https://mastodon.example/', FEED_FETCH_INTERVAL_SECONDS: '5', FEED_FETCH_TIMEOUT_MS: '800' })).toMatchObject({
      instanceUrl: 'https://mastodon.example', intervalMs: 15_000, timeoutMs: 800,
    });
    expect(loadFeedConfig({ FEED_FETCH_INTERVAL_SECONDS: '0' }).intervalMs).toBe(0);
  });

  it('refuses bad values with the variable named', () => {
    expect(() => loadFeedConfig({ FEED_MASTODON_URL: 'ftp://x.example' })).toThrow(/FEED_MASTODON_URL/);
    expect(() => loadFeedConfig({ FEED_FETCH_TIMEOUT_MS: '5' })).toThrow(/FEED_FETCH_TIMEOUT_MS/);
  });
});

describe('hashtagOf', () => {
  it('takes the first word of twitter_search without #', () => {
    expect(hashtagOf('#LumenSummit')).toBe('LumenSummit');
    expect(hashtagOf('  ##Lumen_2026 and more')).toBe('Lumen_2026');
    expect(hashtagOf('#Zürich!')).toBe('Zürich');
    expect(hashtagOf(' # ')).toBeNull();
  });
});
