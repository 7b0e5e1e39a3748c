import type { MapArea } from '@foyer/contracts';
import type { TFunction } from 'i18next';

/** What running a widget may use; the map page hands in the real ones, tests hand in fakes. */
export interface WidgetContext {
  eventSlug: string;
  t: TFunction;
  openReception: () => void;
  openEventInfo: () => void;
  openEmbedded: (url: string, title: string) => void;
  openExternal: (url: string) => void;
  notifyError: (message: string) => void;
  report: (error: Error) => void;
}

type WidgetArea = Pick<MapArea, 'id' | 'name' | 'widget' | 'widget_link' | 'embedded_url'>;
type ActionCreator = (area: WidgetArea, ctx: WidgetContext) => void;

const isHttp = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

/** What each widget type does when its area is clicked (spec 1 §2 "Area widget types"). */
const actionCreators: Record<string, ActionCreator> = {
  reception: (_area, ctx) => ctx.openReception(),
  event_info: (_area, ctx) => ctx.openEventInfo(),
  external_link: (area, ctx) => {
    if (isHttp(area.widget_link)) ctx.openExternal(area.widget_link);
    else ctx.notifyError(ctx.t('widgets.missing_link'));
  },
  embedded: (area, ctx) => {
    if (isHttp(area.embedded_url)) ctx.openEmbedded(area.embedded_url, area.name);
    else ctx.notifyError(ctx.t('widgets.missing_link'));
  },
};

/**
 * Runs an area's widget. A type this client has no action for (a newer server, a typo in imported data)
 * is an error: the person sees 'No action creator for widget' and it is reported.
 */
export function runWidget(area: WidgetArea, ctx: WidgetContext): boolean {
  const create = area.widget ? actionCreators[area.widget] : undefined;
  if (!create) {
    ctx.notifyError(ctx.t('widgets.no_action'));
    ctx.report(new Error(`No action creator for widget ${String(area.widget)} (area ${area.id})`));
    return false;
  }
  create(area, ctx);
  return true;
}

/** Opens an outside address in a new tab that gets no handle on this one. */
export function openInNewTab(url: string): void {
  const win = window.open(url, '_blank', 'noopener,noreferrer');
  if (win) win.opener = null;
}
