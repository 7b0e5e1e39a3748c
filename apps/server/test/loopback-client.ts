import http from 'node:http';

/** The shape of the harness's `ApiResponse`, kept here so benches can use this client without vitest. */
export interface ApiResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers read arbitrary reply fields
  body: any;
}

export interface LoopbackClient {
  /** The address the server sees this client speak from. */
  ip: string;
  api(method: string, path: string, opts?: { body?: unknown; token?: string }): Promise<ApiResponse>;
}

/**
 * A client whose connections leave from `localAddress` (on Linux all of 127.0.0.0/8 reaches loopback),
 * so the server sees that address as the client's IP from the socket itself, with no forwarded header
 * involved: the way two people on two networks reach it.
 */
export function clientFrom(baseUrl: string, localAddress: string): LoopbackClient {
  const base = new URL(baseUrl);
  return {
    ip: localAddress,
    api(method, path, opts = {}) {
      const headers: Record<string, string> = {};
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      if (body !== undefined) headers['content-type'] = 'application/json';
      return new Promise<ApiResponse>((resolve, reject) => {
        const req = http.request(
          { host: base.hostname, port: base.port, path, method, headers, localAddress, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', reject);
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: unknown = text;
              try {
                parsed = text ? JSON.parse(text) : null;
              } catch {
                // not JSON: keep the text
              }
              const replyHeaders = new Headers();
              for (const [name, value] of Object.entries(res.headers)) {
                if (value !== undefined) replyHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
              }
              resolve({ status: res.statusCode ?? 0, headers: replyHeaders, body: parsed });
            });
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
  };
}
