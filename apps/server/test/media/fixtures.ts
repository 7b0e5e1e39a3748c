import os from 'node:os';
import path from 'node:path';
import { makeMediaFixture, type MediaFixture } from '../../src/features/videocalls/media/synthetic/fixture';

export { fixtureFps, fixtureKeyframeEvery, layerSizes, readIvf, readOggOpus, vp8Size, type MediaFixture } from '../../src/features/videocalls/media/synthetic/fixture';

const cacheDir = process.env.FOYER_MEDIA_FIXTURES ?? path.join(os.tmpdir(), 'foyer-media-fixtures');
let loaded: Promise<MediaFixture> | null = null;

/** The tests' and benches' camera and microphone: two seconds of `testsrc` and a 440 Hz tone, cached in the temp folder. */
export function mediaFixture(): Promise<MediaFixture> {
  loaded ??= makeMediaFixture({ cacheDir });
  return loaded;
}
