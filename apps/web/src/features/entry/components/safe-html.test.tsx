import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/test/environment';
import { SafeHtml } from './safe-html';

const renderHtml = (html: string) => render(<SafeHtml html={html} />, { wrapper: MantineProvider });

describe('SafeHtml', () => {
  it('sanitises organiser HTML (its sanitiser is a chunk of its own) and opens links in a new tab', async () => {
    const { container } = renderHtml('<p>Hello <a href="https://example.com">site</a><img src=x onerror="alert(1)"><script>alert(2)</script></p>');
    const link = await screen.findByRole('link', { name: 'site' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('<script');
  });

  it('shows plain text as text, line breaks kept (no sanitiser needed)', () => {
    const { container } = renderHtml('Line one\nLine two <3');
    expect(container.querySelector('p')?.textContent).toBe('Line one\nLine two <3');
    expect(container.querySelector('p')?.parentElement?.getAttribute('style')).toContain('pre-line');
  });
});
