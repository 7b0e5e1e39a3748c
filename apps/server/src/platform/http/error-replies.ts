import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';
import { fromFrameworkError, type ApiError } from './errors';

/** Sends an API error as `{detail, code?}` (with its own fields, if any) with its status and headers. */
export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  void reply.headers(error.headers);
  return reply.status(error.status).send({ detail: error.detail, ...(error.code ? { code: error.code } : {}), ...error.fields });
}

/**
 * Node refuses some requests before Fastify sees them (headers too large, a malformed request line,
 * a request that takes too long to arrive): answer those in our shape too, then close the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const known = fromFrameworkError({ code: error.code, statusCode: 400, message: 'Bad request.' });
    const status = known?.status ?? 400;
    const body = JSON.stringify({ detail: known?.detail ?? 'Bad request.', code: known?.code ?? 'bad_request' });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
