import { describe, expect, it } from 'vitest';
import { fileKey } from './storage';

describe('fileKey', () => {
  const data = Buffer.from('hello');

  it('names a file by folder, readable name and content hash', () => {
    expect(fileKey({ data, contentType: 'image/png', folder: 'events/demo', name: 'My Logo!' })).toBe(
      'events/demo/my-logo-2cf24dba5fb0a30e.png',
    );
  });

  it('changes the key with the content, not with the time', () => {
    const a = fileKey({ data, contentType: 'image/png', folder: 'x', name: 'a' });
    expect(fileKey({ data, contentType: 'image/png', folder: 'x', name: 'a' })).toBe(a);
    expect(fileKey({ data: Buffer.from('other'), contentType: 'image/png', folder: 'x', name: 'a' })).not.toBe(a);
  });

  it('keeps keys inside the storage folder', () => {
    expect(fileKey({ data, contentType: 'video/webm', folder: '/../a/./b/', name: '..' })).toMatch(/^a\/b\/file-[0-9a-f]{16}\.webm$/);
  });
});
