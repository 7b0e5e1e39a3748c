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

/** Sanitises organiser-written HTML (help, terms, addendum, intro text). */
export function sanitize(html: string): string {
  return purifier ? purifier.sanitize(html, { USE_PROFILES: { html: true } }) : '';
}

/** Organiser-written HTML, sanitised (DOMPurify, a chunk of its own: plain texts never need it). */
export function SanitizedHtml({ html, ...boxProps }: BoxProps & { html: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <Typography {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
