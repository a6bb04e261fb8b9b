import { defineConfig } from '@playwright/test';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, `.tmp/e2e-results-${E2E_PORT}`),
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A whole journey on a busy 2-core CI machine runs ~1.4x slower than here: keep a wide margin.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `bash ${path.join(root, 'e2e/start-server.sh')}`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
});
