import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileKey, LocalFileStorage } from './storage';

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

describe('LocalFileStorage', () => {
  it('writes aside in .partial and, starting, removes what a dead process left there half-written', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-files-'));
    try {
      const first = new LocalFileStorage(root);
      const stored = await first.put({ data: Buffer.from('%PDF-1.4\n'), contentType: 'application/pdf', folder: 'docs', name: 'cv' });
      expect(fs.readdirSync(first.partial)).toEqual([]);
      // A process that is gone (a pid above the kernel's limit) and one that runs (this one's parent).
      fs.writeFileSync(path.join(first.partial, '4194305.deadbeef.tmp'), 'half');
      fs.writeFileSync(path.join(first.partial, `${process.ppid}.cafebabe.tmp`), 'being written');
      const second = new LocalFileStorage(root);
      expect(fs.readdirSync(second.partial)).toEqual([`${process.ppid}.cafebabe.tmp`]);
      expect(await second.read(stored.key)).toEqual(Buffer.from('%PDF-1.4\n'));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
