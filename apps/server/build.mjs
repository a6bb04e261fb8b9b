// Bundles the server into dist/server.js: workspace code (the contract) is bundled in,
// every npm package stays external and is loaded from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'seed-cli': 'src/demo/seed-cli.ts',
    'create-admin-cli': 'src/modules/accounts/create-admin-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@store/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
