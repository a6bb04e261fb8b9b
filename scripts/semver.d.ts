// The few functions of `semver` (installed with npm's own tree) that scripts/node-version.test.ts uses.
declare module 'semver' {
  interface SemVer {
    version: string;
  }
  const semver: {
    minVersion(range: string): SemVer | null;
    satisfies(version: string, range: string): boolean;
    validRange(range: string): string | null;
  };
  export default semver;
}
