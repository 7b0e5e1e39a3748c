/**
 * The token of an `Authorization: Bearer <token>` header (`JWT <token>` too, as the spec's client may
 * send), or null when the header has another shape: another scheme, no token, or anything after the
 * token. A token is one RFC 6750 `b64token`; a JWT is three base64url parts with dots.
 */
export function bearerToken(header: string): string | null {
  const match = /^(?:bearer|jwt) +([A-Za-z0-9\-._~+/]+=*)$/i.exec(header);
  return match?.[1] ?? null;
}
