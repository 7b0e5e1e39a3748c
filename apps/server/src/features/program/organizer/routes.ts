import type { FastifyInstance } from 'fastify';
import { organizerGroupSessionRoutes, organizerProgramRoutes, programExportFormats } from '@foyer/contracts';
import { registerRoute } from '../../../platform/http/register';
import { readUpload, uploadScope } from '../../../platform/uploads';
import type { ProgramConsoleDeps } from './console';
import { OrganizerProgramEntries } from './entries';
import { ProgramExport } from './export';
import { OrganizerGroupSessions } from './group-sessions';
import { OrganizerScheduleImport } from './import';
import { OrganizerPerformers } from './performers';
import { OrganizerProgramTags } from './tags';

/** The console's program (decision 0086) and group sessions (decision 0090): owners and instance administrators. */
export function registerOrganizerProgramRoutes(app: FastifyInstance, deps: ProgramConsoleDeps): void {
  const r = organizerProgramRoutes;
  const entries = new OrganizerProgramEntries(deps);
  const tags = new OrganizerProgramTags(deps);
  const people = new OrganizerPerformers(deps);
  const schedule = new OrganizerScheduleImport(deps);
  const exporter = new ProgramExport(deps);
  const sessions = new OrganizerGroupSessions(deps);

  registerRoute(app, r.entries, async (req) => {
    const results = await entries.list(req.params.eventSlug, req.user.id, req.query);
    return { count: results.length, next: null, previous: null, results };
  });
  registerRoute(app, r.createEntry, (req) => entries.create(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, r.updateEntry, (req) => entries.update(req.params.eventSlug, req.user.id, req.params.entryId, req.body));
  registerRoute(app, r.deleteEntry, async (req) => {
    await entries.remove(req.params.eventSlug, req.user.id, req.params.entryId);
    return undefined;
  });

  registerRoute(app, r.tags, async (req) => ({ results: await tags.list(req.params.eventSlug, req.user.id) }));
  registerRoute(app, r.createTag, (req) => tags.create(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, r.updateTag, (req) => tags.update(req.params.eventSlug, req.user.id, req.params.tagId, req.body));
  registerRoute(app, r.deleteTag, async (req) => {
    await tags.remove(req.params.eventSlug, req.user.id, req.params.tagId);
    return undefined;
  });
  registerRoute(app, r.updateTagCategory, async (req) => ({ results: await tags.updateCategory(req.params.eventSlug, req.user.id, req.body) }));

  registerRoute(app, r.performers, async (req) => ({ results: await people.list(req.params.eventSlug, req.user.id, req.query.search) }));
  registerRoute(app, r.createPerformer, (req) => people.create(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, r.updatePerformer, (req) => people.update(req.params.eventSlug, req.user.id, req.params.performerId, req.body));
  registerRoute(app, r.deletePerformer, async (req) => {
    await people.remove(req.params.eventSlug, req.user.id, req.params.performerId);
    return undefined;
  });
  registerRoute(app, r.deleteMugshot, (req) => people.setMugshot(req.params.eventSlug, req.user.id, req.params.performerId, null));

  const g = organizerGroupSessionRoutes;
  registerRoute(app, g.list, async (req) => ({ results: await sessions.list(req.params.eventSlug, req.user.id) }));
  registerRoute(app, g.create, (req) => sessions.create(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, g.update, (req) => sessions.update(req.params.eventSlug, req.user.id, req.params.sessionId, req.body));
  registerRoute(app, g.remove, async (req) => {
    await sessions.remove(req.params.eventSlug, req.user.id, req.params.sessionId);
    return undefined;
  });

  // The export is a file, not JSON: its own type, and a name to save it under.
  registerRoute(app, r.export, async (req, reply) => {
    const body = await exporter.render(req.params.eventSlug, req.user.id, req.params.format);
    const { file, contentType } = programExportFormats[req.params.format];
    return reply
      .header('content-type', contentType)
      .header('content-disposition', `attachment; filename="${req.params.eventSlug}-${file}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  uploadScope(app, (scope) => {
    registerRoute(scope, r.putMugshot, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'mugshot');
      return people.setMugshot(req.params.eventSlug, req.user.id, req.params.performerId, upload.data);
    });
    registerRoute(scope, r.previewImport, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'file');
      return schedule.run(req.params.eventSlug, req.user.id, upload.data, false);
    });
    registerRoute(scope, r.applyImport, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'file');
      return schedule.run(req.params.eventSlug, req.user.id, upload.data, true);
    });
  });
}
