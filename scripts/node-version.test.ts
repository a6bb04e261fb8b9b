import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node.js the README names is one every locked package supports, and package.json's
 * engines say the same (docs/decisions/183): `npm install` must not warn a newcomer who
 * follows the README.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8');

describe('the Node.js version the project names', () => {
  const named = /Node\.js (\d+\.\d+)(?:\.\d+)? or later/.exec(read('README.md'))?.[1];
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

  it('the README and package.json name the same oldest Node.js', () => {
    expect(named).toBeDefined();
    expect(semver.minVersion(engines)?.version).toBe(`${named}.0`);
  });

  it('every locked package supports it', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } | string[] }>;
    };
    const oldest = semver.minVersion(engines)!.version;
    const refusing: string[] = [];
    for (const [where, pkg] of Object.entries(lock.packages)) {
      const range = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
      if (!where || !range || !semver.validRange(range)) continue;
      if (!semver.satisfies(oldest, range)) refusing.push(`${where} (${range})`);
    }
    expect(refusing).toEqual([]);
  });
});
