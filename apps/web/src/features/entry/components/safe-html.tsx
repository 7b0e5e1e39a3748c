import { Typography, type BoxProps } from '@mantine/core';
import { Suspense } from 'react';
import { lazyNamed } from '@/shared/ui/lazy';

// DOMPurify loads only for a text that is HTML: the demo events' entry pages and most others are plain.
const SanitizedHtml = lazyNamed(() => import('./sanitized-html'), 'SanitizedHtml', { firstVisit: true });

const looksLikeHtml = (text: string) => /<[a-z][\s\S]*>/i.test(text);

interface SafeHtmlProps extends BoxProps {
  html: string;
  /** Smaller type for fine print such as the form addendum. */
  size?: 'sm' | 'md';
}

/** Organiser-written text (help, terms, addendum, intro text): HTML sanitised, plain text with its line breaks. */
export function SafeHtml({ html, size = 'md', ...boxProps }: SafeHtmlProps) {
  const fontSize = size === 'sm' ? 'var(--mantine-font-size-sm)' : undefined;
  if (!looksLikeHtml(html)) {
    return (
      <Typography {...boxProps} style={{ whiteSpace: 'pre-line', fontSize }}>
        <p>{html}</p>
      </Typography>
    );
  }
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...boxProps} style={{ fontSize }} html={html} />
    </Suspense>
  );
}
