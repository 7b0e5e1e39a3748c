import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/app/test-utils';
import { PostCard } from './components/post-card';

const post = {
  external_id: 'm1', author_name: 'Lumen Summit', author_handle: '@lumen@social.example', author_avatar: 'javascript:alert(1)',
  text: 'Doors open <b>now</b> <script>alert(1)</script>', url: 'javascript:alert(2)', posted_at: '2026-01-01T10:00:00Z', source: 'organiser' as const,
};

describe('a feed post', () => {
  it('is a card with its text as text, and no link or avatar that is not http(s)', () => {
    renderUi(<PostCard post={post} now={Date.parse('2026-01-01T10:30:00Z')} />);
    const card = screen.getByRole('article', { name: /Lumen Summit/ });
    expect(screen.getByText('Doors open <b>now</b> <script>alert(1)</script>')).toBeTruthy();
    expect(card.querySelector('b, script')).toBeNull();
    expect(card.querySelector('a')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
    expect(screen.getByText('30 minutes ago')).toBeTruthy();
  });

  it('links to the post itself in a new tab', () => {
    renderUi(<PostCard post={{ ...post, url: 'https://social.example/@lumen/1' }} now={Date.parse('2026-01-01T10:30:00Z')} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://social.example/@lumen/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
