// Names the failed tests of a Vitest JSON report, one line each with the first line of its
// error, so the end of `npm test` (all a CI tail may show) says which test failed and why.
// Usage: node vitest-failures.mjs <report.json> <label>
import fs from 'node:fs';
import path from 'node:path';

const [file, label] = process.argv.slice(2);
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const firstLine = (messages) =>
  String((messages || [])[0] || '')
    .split('\n')
    .find((line) => line.trim() !== '') || '';
const lines = [];
for (const suite of report.testResults || []) {
  const where = path.relative(process.cwd(), suite.name);
  const failed = (suite.assertionResults || []).filter((t) => t.status === 'failed');
  for (const test of failed) {
    lines.push(`  ${label}: ${where} > ${test.fullName}: ${firstLine(test.failureMessages).slice(0, 300)}`);
  }
  if (failed.length === 0 && suite.status === 'failed') {
    lines.push(`  ${label}: ${where} (the file failed): ${String(suite.message || '').split('\n')[0].slice(0, 300)}`);
  }
}
console.log(lines.join('\n') || `  ${label}: a failure the report does not name (an unhandled error?)`);
