import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hash with scrypt and a random salt, and verify', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
  });

  it('treat composed and decomposed characters alike', async () => {
    const stored = await hashPassword('Café-Passwort');
    expect(await verifyPassword('Cafe\u0301-Passwort', stored)).toBe(true);
  });

  it('never match a malformed stored value', async () => {
    for (const bad of ['', 'plain', 'scrypt$1$2$3', 'bcrypt$16384$8$1$c2FsdA$aGFzaA', 'scrypt$0$8$1$c2FsdA$aGFzaA']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('keep a dummy hash that nothing matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
