import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  appointmentRow,
  attendeesRow,
  boothFiguresRow,
  boothRow,
  chatRow,
  mediaRow,
  meetingRow,
  organizerAnalyticsRoutes as routes,
  spaceRow,
  stageRow,
  type RouteDef,
} from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { figureCsv, sendCsv, wantsCsv } from './analytics.csv';
import type { AnalyticsDashboards } from './analytics.dashboards';
import type { AnalyticsRetention } from './analytics.retention';

type FigureName = 'attendees' | 'spaces' | 'stages' | 'meetings' | 'appointments' | 'chats' | 'booths' | 'media';

/** Each owner's figure, its service method and the columns of its CSV (its row's fields). */
const figures: Record<FigureName, z.ZodObject> = {
  attendees: attendeesRow,
  spaces: spaceRow,
  stages: stageRow,
  meetings: meetingRow,
  appointments: appointmentRow,
  chats: chatRow,
  booths: boothRow,
  media: mediaRow,
};

const columnsOf = (row: z.ZodObject) => Object.keys(row.shape);
const csvName = (slug: string, figure: string, day: string | undefined) => `${slug}-${figure}-${day ?? 'event'}`;

/** The console's analytics (decision 0095): every figure as JSON, or CSV with `Accept: text/csv`. */
export function registerAnalyticsOrganizerRoutes(app: FastifyInstance, dashboards: AnalyticsDashboards, retention: AnalyticsRetention): void {
  for (const [name, row] of Object.entries(figures) as [FigureName, z.ZodObject][]) {
    const route = routes[name] as RouteDef;
    registerRoute(app, route, async (req, reply) => {
      const { eventSlug } = req.params as { eventSlug: string };
      const query = req.query as { day?: string };
      const figure = await dashboards[name](eventSlug, req.user.id, query);
      if (!wantsCsv(req.raw)) return figure;
      return sendCsv(reply, csvName(eventSlug, name, query.day), figureCsv(figure.rows, columnsOf(row)));
    });
  }
  registerRoute(app, routes.booth, async (req, reply) => {
    const figure = await dashboards.booth(req.params.eventSlug, req.user.id, req.params.boothSlug, req.query);
    if (!wantsCsv(req.raw)) return figure;
    return sendCsv(reply, csvName(req.params.eventSlug, req.params.boothSlug, req.query.day), figureCsv(figure.rows, columnsOf(boothFiguresRow)));
  });
  registerRoute(app, routes.settings, (req) => retention.settings(req.params.eventSlug, req.user.id));
  registerRoute(app, routes.updateSettings, (req) => retention.update(req.params.eventSlug, req.user.id, req.body));
}
