import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventArchiveJsonSchema, eventArchiveManifest } from './event-archive';

const committed = path.resolve(import.meta.dirname, '../../../docs/event-export.schema.json');

describe('the event archive manifest', () => {
  it('has its JSON Schema in docs/ as the contracts generate it (rewrite it: npm run schemas:write)', () => {
    const generated = `${JSON.stringify(eventArchiveJsonSchema(), null, 2)}\n`;
    if (process.env.WRITE_SCHEMAS === '1') fs.writeFileSync(committed, generated);
    expect(fs.readFileSync(committed, 'utf8')).toBe(generated);
  });

  it('names an unknown space type by its value', () => {
    const result = eventArchiveManifest.shape.spaces.safeParse([
      { key: 1, type: 'stag', slug: 'main', name: 'Main', published: true, image: null, location_type: 'virtual', settings: {} },
    ]);
    expect(result.error?.issues[0]).toMatchObject({ path: [0, 'type'], message: 'unknown space type "stag"' });
  });
});
