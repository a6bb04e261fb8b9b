// Size budget: the storefront's initial JavaScript (the entry chunk and what index.html
// preloads) must stay at or under 130 kB gzip (docs/decisions/131). Lazy chunks (the staff area) are not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET = 130 * 1024;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const f of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  total += size;
  console.log(`  ${f}  ${(size / 1024).toFixed(1)} kB gzip`);
}
console.log(
  `initial JavaScript: ${(total / 1024).toFixed(1)} kB gzip (budget ${BUDGET / 1024} kB)`,
);
if (total > BUDGET) {
  console.error('Size budget exceeded: the initial JavaScript is over 130 kB gzip.');
  process.exit(1);
}
