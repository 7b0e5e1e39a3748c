import { describe, expect, it } from 'vitest';
import { htmlToText, safeHttpUrl } from './social-feed.text';

describe('htmlToText', () => {
  it('strips Mastodon markup to plain text with paragraphs kept', () => {
    const html =
      '<p>Great talk at <a href="https://x.test/tags/LumenSummit" class="mention hashtag" rel="tag">#<span>LumenSummit</span></a>!</p><p>See you&nbsp;at 3 &amp; 4<br />tomorrow</p>';
    expect(htmlToText(html)).toBe('Great talk at #LumenSummit!\n\nSee you at 3 & 4\ntomorrow');
  });

  it('drops scripts, styles, comments and broken tags, and decodes entities', () => {
    expect(htmlToText('<script>alert(1)</script><style>p{}</style>Hi<!-- x --> &lt;b&gt; &#39;q&#x27; <img src=x onerror=alert(1)>')).toBe("Hi <b> 'q'");
    expect(htmlToText('a <b unclosed')).toBe('a b unclosed');
    expect(htmlToText('&unknown; &#0;')).toBe('&unknown;');
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) addresses and refuses others', () => {
    expect(safeHttpUrl('https://example.org/a')).toBe('https://example.org/a');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(42)).toBeNull();
  });
});
