import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'div', 'hr', 'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Links leave the app in a new tab and do not hand it the opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/**
 * Rich texts organisers, exhibitors and hosts write (booth, job and meeting descriptions, help texts) are
 * HTML; they are cleaned when written (a small allow-list: paragraphs, lists, headings, emphasis, links,
 * images), so what is stored can be rendered.
 */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, options);
}
