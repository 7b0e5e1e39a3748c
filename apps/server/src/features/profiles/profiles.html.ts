import sanitizeHtml from 'sanitize-html';

/** What the profile editor produces: paragraphs, line breaks, emphasis, lists and links. No images. */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave the app in a new tab and do not hand it the opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
};

/** The `about` text as stored: sanitised once, when written; an editor's empty paragraph is empty. */
export function cleanAbout(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  return clean.replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/g, '').trim() === '' ? '' : clean;
}
