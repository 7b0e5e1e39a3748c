import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MapArea, PreviewConfig } from '@foyer/contracts';
import { eventFixture, renderUi, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { AreaPopup } from './components/area-popup';

const area: MapArea = {
  id: 1, shape: 'rect', coords: [10, 20, 110, 70], space: 5, space_type: 'cinema', space_name: 'Cinema', space_slug: 'cinema',
  has_program: true, published: true, for_mobile: true, widget: null, widget_link: null, embedded_url: null, name: 'Cinema', x: 60, y: 45,
};

function renderPopup(timeFormat: PreviewConfig['time_format']) {
  signInForTest();
  const start = new Date(Date.now() + 2 * 3600_000);
  start.setMinutes(0, 0, 0);
  const item = {
    id: 1, type: 'item', space_id: 5, parent_id: null, name: 'Opening film', description: '', color: null, tags: [], sponsor_id: null,
    start_date: start.toISOString(), end_date: new Date(start.getTime() + 90 * 60_000).toISOString(),
  };
  const shell = shellServer({ event: { body: eventFixture({ preview_config: { ...eventFixture().preview_config, time_format: timeFormat } }) } });
  stubFetch((method, path, body) =>
    path.startsWith('/api/events/demo/virtualprogram/spaces/5/') ? { body: { id: 5, name: 'Cinema', items: [item], containers: [] } } : shell(method, path, body),
  );
  renderUi(
    <AreaPopup id="p" eventSlug="demo" area={area} anchor={{ x: 0, y: 0, width: 10, height: 10 }} stage={{ width: 1000, height: 800 }} onPointerEnter={() => undefined} onPointerLeave={() => undefined} />,
    '/demo/map/venue',
  );
}

describe('map popup times follow the event clock', () => {
  it('24h', async () => {
    renderPopup('24h');
    await screen.findByText('Opening film');
    const time = await screen.findByText(/\d{2}:\d{2}–\d{2}:\d{2}/);
    expect(time.textContent).not.toMatch(/AM|PM/);
  });

  it('12h', async () => {
    renderPopup('12h');
    await screen.findByText('Opening film');
    // No leading zero: the locale's own '02:00 PM' would not do.
    await screen.findByText(/\b(1[0-2]|[1-9]):\d{2}\s[AP]M–(1[0-2]|[1-9]):\d{2}\s[AP]M/);
  });
});
