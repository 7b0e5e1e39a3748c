import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { runWidget, type WidgetContext } from './widget-actions';

function context(): WidgetContext & { [K in keyof WidgetContext]: WidgetContext[K] } {
  return {
    eventSlug: 'demo',
    t: ((key: string) => key) as unknown as TFunction,
    openReception: vi.fn(),
    openEventInfo: vi.fn(),
    openEmbedded: vi.fn(),
    openExternal: vi.fn(),
    notifyError: vi.fn(),
    report: vi.fn(),
  };
}
const base = { id: 7, name: 'Live cam', widget_link: null, embedded_url: null };

describe('widget dispatch', () => {
  it('opens the reception and the event info', () => {
    const ctx = context();
    runWidget({ ...base, widget: 'reception' }, ctx);
    runWidget({ ...base, widget: 'event_info' }, ctx);
    expect(ctx.openReception).toHaveBeenCalledOnce();
    expect(ctx.openEventInfo).toHaveBeenCalledOnce();
  });
  it('opens an external link in a new tab and an embedded address in a modal', () => {
    const ctx = context();
    runWidget({ ...base, widget: 'external_link', widget_link: 'https://example.org/' }, ctx);
    runWidget({ ...base, widget: 'embedded', embedded_url: 'https://example.org/cam' }, ctx);
    expect(ctx.openExternal).toHaveBeenCalledWith('https://example.org/');
    expect(ctx.openEmbedded).toHaveBeenCalledWith('https://example.org/cam', 'Live cam');
  });
  it('refuses non-http addresses', () => {
    const ctx = context();
    runWidget({ ...base, widget: 'external_link', widget_link: 'javascript:alert(1)' }, ctx);
    expect(ctx.openExternal).not.toHaveBeenCalled();
    expect(ctx.notifyError).toHaveBeenCalledWith('widgets.missing_link');
  });
  it('reports an unknown widget type as an error', () => {
    const ctx = context();
    const ran = runWidget({ ...base, widget: 'hologram' as never }, ctx);
    expect(ran).toBe(false);
    expect(ctx.notifyError).toHaveBeenCalledWith('widgets.no_action');
    expect(ctx.report).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('No action creator for widget hologram') }));
  });
});
