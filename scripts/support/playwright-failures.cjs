// Names the failed journeys of a Playwright JSON report, one line each with the first line of
// its error, for the end of `npm test`. Usage: node playwright-failures.cjs <report.json>
const path = require('node:path');
const report = require(path.resolve(process.argv[2]));
const lines = [];
const walk = (suite, titles) => {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs || []) {
    for (const test of spec.tests || []) {
      if (test.status !== 'unexpected') continue;
      const result = (test.results || []).find((r) => r.error) || {};
      const error = String((result.error && result.error.message) || '').split('\n').find((l) => l.trim()) || '';
      lines.push(`  playwright: ${spec.file}:${spec.line} > ${[...here.slice(1), spec.title].join(' > ')}: ${error.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 300)}`);
    }
  }
  for (const child of suite.suites || []) walk(child, here);
};
for (const suite of report.suites || []) walk(suite, []);
console.log(lines.join('\n') || '  playwright: a failure the report does not name');
