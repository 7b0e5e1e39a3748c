import { describe, expect, it } from 'vitest';
import { detectBrowser, isUnsupported, recommendationFor } from './detect';

const ua = {
  chrome70: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36',
  chrome83: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.61 Safari/537.36',
  chrome126: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge79: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.74 Safari/537.36 Edg/79.0.309.43',
  edge80: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.87 Safari/537.36 Edg/80.0.361.48',
  firefox79: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:79.0) Gecko/20100101 Firefox/79.0',
  firefox80: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:80.0) Gecko/20100101 Firefox/80.0',
  safari10: 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E277 Safari/602.1',
  safari11: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13) AppleWebKit/604.1.38 (KHTML, like Gecko) Version/11.0 Safari/604.1.38',
  ie11: 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko',
  pixel7: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

describe('unsupported browsers (below Chrome 83, Edge 80, Firefox 80, Safari 11)', () => {
  it.each([
    ['chrome70', true],
    ['chrome83', false],
    ['chrome126', false],
    ['edge79', true],
    ['edge80', false],
    ['firefox79', true],
    ['firefox80', false],
    ['safari10', true],
    ['safari11', false],
    ['ie11', true],
  ] as const)('%s → unsupported: %s', (name, expected) => {
    expect(isUnsupported(ua[name])).toBe(expected);
  });

  it('gives an unknown browser the benefit of the doubt', () => {
    expect(isUnsupported('SomethingNew/1.0')).toBe(false);
  });
});

describe('detectBrowser and the status page recommendation', () => {
  it('reads name, version and device', () => {
    expect(detectBrowser(ua.pixel7)).toMatchObject({ name: 'Chrome', major: 126, isMobile: true });
    expect(detectBrowser(ua.edge80)).toMatchObject({ name: 'Microsoft Edge', major: 80, isMobile: false });
  });

  it('recommends recent Chrome, Edge and Firefox and calls old ones outdated', () => {
    expect(recommendationFor(detectBrowser(ua.chrome126))).toBe('recommended');
    expect(recommendationFor(detectBrowser(ua.chrome70))).toBe('outdated');
    expect(recommendationFor(detectBrowser(ua.edge79))).toBe('recommended');
    expect(recommendationFor(detectBrowser(ua.firefox79))).toBe('outdated');
    expect(recommendationFor(detectBrowser(ua.safari11))).toBe('other');
  });
});
