import { Typography, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Its own instance, so the link hook does not leak into other features' sanitising.
const purifier = typeof window !== 'undefined' ? DOMPurify(window) : null;
purifier?.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Exhibitor-written HTML (booth descriptions, job descriptions), sanitised once more on the way in. */
export function RichText({ html, ...props }: BoxProps & { html: string }) {
  const clean = useMemo(() => (purifier ? purifier.sanitize(html, { USE_PROFILES: { html: true } }) : ''), [html]);
  return <Typography {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
