// Names the failed journeys of a Playwright JSON report, one line each with the first line of
// its error, for the end of `npm test`. Usage: node playwright-failures.mjs <report.json>
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const report = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const lines = [];
const walk = (suite, titles) => {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs || []) {
    for (const test of spec.tests || []) {
      if (test.status !== 'unexpected') continue;
      const result = (test.results || []).find((r) => r.error) || {};
      const error = String((result.error && result.error.message) || '').split('\n').find((l) => l.trim()) || '';
      lines.push(`  playwright: ${spec.file}:${spec.line} > ${[...here.slice(1), spec.title].join(' > ')}: ${stripVTControlCharacters(error).slice(0, 300)}`);
    }
  }
  for (const child of suite.suites || []) walk(child, here);
};
for (const suite of report.suites || []) walk(suite, []);
console.log(lines.join('\n') || '  playwright: a failure the report does not name');
