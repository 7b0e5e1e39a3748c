import type { FastifyInstance } from 'fastify';
import send from '@fastify/send';
import { recordingRoutes } from '@foyer/contracts';
import type { Platform } from '../../platform/context';
import { registerRoute } from '../../platform/http/register';
import { viewingTokenType, type RecordingsService } from './recordings.service';

const fileName = /^([A-Za-z0-9_-]{16,64})\.mp4$/;

export function registerRecordingRoutes(app: FastifyInstance, platform: Platform, service: RecordingsService): void {
  const meetingOf = (req: { params: { eventSlug: string; meetingSlug: string; meeting: string }; user: { id: number } }) =>
    service.meeting(req.params.eventSlug, req.params.meetingSlug, req.params.meeting, req.user.id);

  registerRoute(app, recordingRoutes.list, async (req) => service.list(await meetingOf(req), req.user.id));
  registerRoute(app, recordingRoutes.state, async (req) => service.stateFor(await meetingOf(req), req.user.id));
  registerRoute(app, recordingRoutes.start, async (req) => service.start(await meetingOf(req), req.user.id));
  registerRoute(app, recordingRoutes.stop, async (req) => service.stop(await meetingOf(req), req.user.id));
  registerRoute(app, recordingRoutes.accept, async (req) =>
    service.accept(await meetingOf(req), req.user.id, req.params.recordingId, req.body.host_name),
  );
  registerRoute(app, recordingRoutes.delete, async (req) => service.delete(await meetingOf(req), req.user.id, req.params.recordingId));

  /**
   * The recording's file (spec 2 §7), with range requests for seeking, only for people allowed in its meeting:
   * signed in (`Authorization`), or with the viewing token the review list hands out (`?token=`, for a
   * `<video>` element, which sends no headers). Everyone else, and a deleted recording, gets 404. A file
   * beside the JSON API, so not in its OpenAPI description (decision 0072).
   */
  app.get<{ Params: { file: string }; Querystring: { token?: string } }>('/storage/recordings/mp4/:file', { schema: { hide: true } }, async (request, reply) => {
    const slug = fileName.exec(request.params.file)?.[1];
    let userId = request.user?.id ?? null;
    if (slug && userId === null && typeof request.query.token === 'string') {
      const claims = await platform.tokens.verifyScoped(request.query.token, viewingTokenType);
      if (claims?.slug === slug) userId = claims.userId;
    }
    const file = slug ? await service.fileFor(slug, userId) : null;
    if (!file) return reply.status(404).send({ detail: 'Not found.' });
    const result = await send(request.raw, file, { acceptRanges: true, cacheControl: false, etag: true, lastModified: true, dotfiles: 'deny' });
    if (result.type === 'error') return reply.status(result.statusCode === 416 ? 416 : 404).send({ detail: 'Not found.' });
    if (result.type !== 'file') return reply.status(404).send({ detail: 'Not found.' });
    reply
      .status(result.statusCode)
      .headers(result.headers)
      .header('content-type', 'video/mp4')
      .header('cache-control', 'private, max-age=0, must-revalidate')
      .header('x-content-type-options', 'nosniff');
    return reply.send(result.stream);
  });
}
