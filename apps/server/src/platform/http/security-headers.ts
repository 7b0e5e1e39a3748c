import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy for this HTML page: its inline scripts are allowed by hash. */
    cspForHtml(html: string): string;
  }
}

type PolicyConfig = Pick<Config, 'frameAncestors' | 'publicUrl' | 'sentryDsn'>;

/** `sha256-…` sources for the inline scripts of a page, exactly as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const originOf = (url: string | undefined): URL | null => {
  try {
    return url ? new URL(url) : null;
  } catch {
    return null;
  }
};

/**
 * What a page of Foyer may load (docs/OPERATIONS.md, "Content-Security-Policy", and decision 0010):
 * scripts only from this origin (inline ones by hash), styles inline too (Mantine injects <style> tags),
 * images and media from anywhere over https (organisers link logos, videos and social-feed avatars
 * from other sites), frames over https (YouTube, Vimeo and embedded widgets), connections to this origin
 * (REST and Socket.IO) and to Sentry when `SENTRY_DSN` is set.
 */
export function contentSecurityPolicy(config: PolicyConfig, scriptHashes: string[] = []): string {
  const publicUrl = originOf(config.publicUrl);
  const sentry = originOf(config.sentryDsn);
  // `https:`: hls.js fetches a stage's HLS stream (playlists and segments) from the streaming host (decision 0040).
  const connect = ["'self'"];
  if (publicUrl) connect.push(`${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`);
  if (sentry) connect.push(sentry.origin);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...connect, 'https:'],
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': config.frameAncestors,
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  // Over https every subresource must be https too; over plain http (development) this would break.
  if (publicUrl?.protocol === 'https:') policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

const isHtml = (contentType: unknown): boolean => typeof contentType === 'string' && /^text\/html\b/i.test(contentType);

/**
 * Security headers on every answer through `@fastify/helmet` (nosniff, Referrer-Policy, X-Frame-Options
 * and helmet's other defaults), and a Content-Security-Policy on every HTML answer: the web app's pages
 * set theirs with `app.cspForHtml(html)`; any other HTML (Swagger UI, plain pages) gets one here.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: PolicyConfig): Promise<void> {
  const framedNowhere = config.frameAncestors.length === 1 && config.frameAncestors[0] === "'none'";
  const framedBySelfOnly = config.frameAncestors.length === 1 && config.frameAncestors[0] === "'self'";
  await app.register(helmet, {
    global: true,
    // Set per HTML answer below; JSON, images and files need none.
    contentSecurityPolicy: false,
    // TLS ends at the proxy in front (deploy/nginx.conf sets Strict-Transport-Security).
    strictTransportSecurity: false,
    // X-Frame-Options knows no list of origins: it goes away when FRAME_ANCESTORS names some.
    xFrameOptions: framedNowhere ? { action: 'deny' } : framedBySelfOnly ? { action: 'sameorigin' } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const basePolicy = contentSecurityPolicy(config);
  let last: { html: string; policy: string } | null = null;
  app.decorate('cspForHtml', (html: string): string => {
    if (last?.html !== html) last = { html, policy: contentSecurityPolicy(config, inlineScriptHashes(html)) };
    return last.policy;
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('content-security-policy') || !isHtml(reply.getHeader('content-type'))) return payload;
    reply.header('content-security-policy', typeof payload === 'string' ? app.cspForHtml(payload) : basePolicy);
    return payload;
  });
}
