import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { repoRoot } from './paths';

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.ACCESS_TOKEN_TTL_S).toBe(900);
  });

  it('stops start-up with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('reads the mail settings: SMTP_URL optional, smtp:// or smtps://; PUBLIC_URL without a trailing slash', () => {
    const c = loadConfig({ PUBLIC_URL: 'https://tools.example.in/', SMTP_URL: '' });
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBe('https://tools.example.in');
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.in:465' }).SMTP_URL).toMatch(/^smtps/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ GRIEVANCE_OFFICER_PHONE: '12' })).toThrow(/GRIEVANCE_OFFICER_PHONE/);
  });

  it('takes a relative DATA_DIR from the repository root, wherever the command runs (docs/decisions/183)', () => {
    expect(loadConfig({}).DATA_DIR).toBe(path.join(repoRoot, 'data'));
    expect(loadConfig({ DATA_DIR: 'shop-data' }).DATA_DIR).toBe(path.join(repoRoot, 'shop-data'));
    expect(loadConfig({ DATA_DIR: './x/../shop' }).DATA_DIR).toBe(path.join(repoRoot, 'shop'));
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).DATA_DIR).toBe('/srv/shop');
  });

  it('links mails to the PORT served when PUBLIC_URL is not set (docs/decisions/183)', () => {
    expect(loadConfig({ PORT: '3224' }).PUBLIC_URL).toBe('http://localhost:3224');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3224', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:3224');
    expect(loadConfig({ PORT: '3224', PUBLIC_URL: 'https://tools.example.in' }).PUBLIC_URL).toBe(
      'https://tools.example.in',
    );
  });
});
