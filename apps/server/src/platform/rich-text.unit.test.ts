import { describe, expect, it } from 'vitest';
import { cleanHtml } from './rich-text';

describe('cleanHtml', () => {
  it('keeps formatting and removes scripts, handlers and javascript links', () => {
    const out = cleanHtml('<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>');
    expect(out).toContain('<p>Hi <strong>there</strong></p>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript/);
  });

  it('opens links in a new tab without the opener', () => {
    expect(cleanHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it('drops iframes and styles', () => {
    expect(cleanHtml('<iframe src="https://evil.test"></iframe><style>body{}</style><p style="color:red">a</p>')).toBe('<p>a</p>');
  });
});
