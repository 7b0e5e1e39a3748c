import htmlTags from 'html-tags';

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return named[code.toLowerCase()] ?? whole;
  });
}

/**
 * Turns a post's HTML (Mastodon `content`) into plain text: paragraphs and line breaks become new
 * lines, every tag goes, entities are decoded. The result is only ever shown as text, never as HTML.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p\s*>\s*<p\b[^>]*>/gi, '\n\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // Whatever is left of a broken tag.
    .replace(/[<>]/g, '');
  return decodeEntities(text)
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A tag of a standard HTML element (svg and math included), opening or closing, with its attributes. */
const htmlTag = new RegExp(`</?(?:${htmlTags.join('|')})(?=[\\s/>])[^>]*>`, 'gi');

/** Takes HTML tags out until none is left (taking one out may join two halves into another). */
export function withoutHtmlTags(s: string): string {
  for (let before = ''; before !== s; ) {
    before = s;
    s = s.replace(htmlTag, '');
  }
  return s;
}

/**
 * An organiser's post as plain text, stored like fetched posts: markup of HTML elements (`<b>`,
 * `<a href>`, `<img>`, a script with its content) goes, paragraphs and line breaks become new lines,
 * entities are decoded — so attendees never see a tag raw. Angle brackets that are no HTML
 * ("Doors <open> at nine", "3 < 5") stay as typed. `singleLine` folds line breaks into spaces (names).
 */
export function organiserText(typed: string, { singleLine = false } = {}): string {
  const text = withoutHtmlTags(
    typed
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p\s*>\s*<p\b[^>]*>/gi, '\n\n')
      .replace(/<!--[\s\S]*?-->/g, ''),
  );
  // Entities may spell tags (`&lt;b&gt;`): they go too.
  const plain = withoutHtmlTags(decodeEntities(text))
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return singleLine ? plain.replace(/\s+/g, ' ') : plain;
}

/** An http(s) address, or null: links and avatars from elsewhere never carry `javascript:` and the like. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
