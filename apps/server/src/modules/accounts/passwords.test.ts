import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id m=19456 KiB, t=2, p=1 and a fresh salt each time', async () => {
    const a = await hashPassword('spanner-set-10');
    const b = await hashPassword('spanner-set-10');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'spanner-set-10')).toBe(true);
    expect(await verifyPassword(a, 'spanner-set-11')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('asks for a rehash when the parameters are weaker than today’s', async () => {
    expect(needsRehash(await hashPassword('x-password'))).toBe(false);
    expect(needsRehash(await hash('x-password', { memoryCost: 4096, timeCost: 1 }))).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });

  it('makes one dummy hash per process that no password matches', async () => {
    const d = await dummyHash();
    expect(await dummyHash()).toBe(d);
    expect(await verifyPassword(d, '')).toBe(false);
  });
});
