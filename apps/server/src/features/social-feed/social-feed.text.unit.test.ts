import { describe, expect, it } from 'vitest';
import { htmlToText, organiserText, safeHttpUrl } from './social-feed.text';

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

describe('organiserText', () => {
  it('drops HTML markup and keeps other angle brackets as typed', () => {
    expect(organiserText('<b>Welcome</b> to <a href="x">the</a> summit')).toBe('Welcome to the summit');
    expect(organiserText('Doors <open> at nine; 3 < 5 and 6 > 2')).toBe('Doors <open> at nine; 3 < 5 and 6 > 2');
    expect(organiserText('<script>alert(1)</script><img src=x onerror=alert(1)>Hi<svg onload=alert(1)>!</svg>')).toBe('Hi!');
    expect(organiserText('<p>one</p><p>two</p>a<br>b')).toBe('one\n\ntwoa\nb');
  });

  it('leaves no tag that entities spell or that taking one out joins', () => {
    expect(organiserText('&lt;b&gt;bold&lt;/b&gt; AT&amp;T')).toBe('bold AT&T');
    expect(organiserText('<<b>b>x</b>')).toBe('x');
    expect(organiserText('<B>loud</B>')).toBe('loud');
  });

  it('folds a name onto one line', () => {
    expect(organiserText(' The\n<i>crew</i> ', { singleLine: true })).toBe('The crew');
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
