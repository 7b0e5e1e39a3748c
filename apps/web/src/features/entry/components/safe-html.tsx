import { Typography, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Its own instance, so the link hook below does not leak into other features' sanitising.
const purifier = typeof window !== 'undefined' ? DOMPurify(window) : null;
purifier?.addHook('afterSanitizeAttributes', (node) => {
  // Organiser-written links leave the entry page in a new tab and get no handle on it.
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const looksLikeHtml = (text: string) => /<[a-z][\s\S]*>/i.test(text);

/** Sanitises organiser-written HTML (help, terms, addendum, intro text); plain text keeps its line breaks. */
export function sanitize(html: string): string {
  return purifier ? purifier.sanitize(html, { USE_PROFILES: { html: true } }) : '';
}

interface SafeHtmlProps extends BoxProps {
  html: string;
  /** Smaller type for fine print such as the form addendum. */
  size?: 'sm' | 'md';
}

export function SafeHtml({ html, size = 'md', ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => (looksLikeHtml(html) ? sanitize(html) : null), [html]);
  const fontSize = size === 'sm' ? 'var(--mantine-font-size-sm)' : undefined;
  if (clean === null) {
    return (
      <Typography {...boxProps} style={{ whiteSpace: 'pre-line', fontSize }}>
        <p>{html}</p>
      </Typography>
    );
  }
  return <Typography {...boxProps} style={{ fontSize }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
