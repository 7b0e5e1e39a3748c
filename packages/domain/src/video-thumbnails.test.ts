import { describe, expect, it } from 'vitest';
import { parseVideoSite, videoPlayerUrl, videoThumbnail } from './video-thumbnails';

describe('parseVideoSite', () => {
  it('recognises YouTube links with an 11-character id', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(parseVideoSite(url), url).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    }
    expect(parseVideoSite('https://youtu.be/a-b_c1234Z9')).toEqual({ provider: 'youtube', id: 'a-b_c1234Z9' });
  });

  it('refuses YouTube ids of any other length or alphabet', () => {
    expect(parseVideoSite('https://www.youtube.com/watch?v=dQw4w9WgXc')).toBeNull();
    expect(parseVideoSite('https://www.youtube.com/watch?v=dQw4w9WgXcQQ')).toBeNull();
    expect(parseVideoSite('https://youtu.be/dQw4w9WgX!Q')).toBeNull();
    expect(parseVideoSite('https://www.youtube.com/channel/UCabcdefghijk')).toBeNull();
  });

  it('recognises Vimeo ids of 1 to 10 digits', () => {
    expect(parseVideoSite('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoSite('https://player.vimeo.com/video/1?h=abc')).toEqual({ provider: 'vimeo', id: '1' });
    expect(parseVideoSite('https://vimeo.com/channels/staffpicks/1234567890')).toEqual({ provider: 'vimeo', id: '1234567890' });
    expect(parseVideoSite('https://vimeo.com/12345678901')).toBeNull();
    expect(parseVideoSite('https://vimeo.com/abc')).toBeNull();
    expect(parseVideoSite('https://vimeo.com/user/123')).toBeNull();
  });

  it('ignores other sites, lookalike hosts and non-web schemes', () => {
    expect(parseVideoSite('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoSite('https://notyoutube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoSite('https://vimeo.com.evil.test/123')).toBeNull();
    expect(parseVideoSite('javascript:alert(1)//youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoSite('not a url')).toBeNull();
  });
});

describe('videoThumbnail', () => {
  it('answers a thumbnail address for recognised links and null otherwise', () => {
    expect(videoThumbnail('https://youtu.be/dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(videoThumbnail('https://vimeo.com/76979871')).toBe('https://vumbnail.com/76979871.jpg');
    expect(videoThumbnail('/files/demo/clip.webm')).toBeNull();
    expect(videoThumbnail(null)).toBeNull();
    expect(videoThumbnail('')).toBeNull();
  });

  it('plays a YouTube video from its cookie-free player and a Vimeo one from Vimeo\'s; nothing else', () => {
    expect(videoPlayerUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoPlayerUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoPlayerUrl('https://example.org/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});
