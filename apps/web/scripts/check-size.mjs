// Size budget: the storefront's initial JavaScript (the entry chunk and what index.html
// preloads) must stay at or under 130 kB gzip (docs/decisions/131). Lazy chunks (the staff area) are not counted.
// The staff console's initial JavaScript (the storefront's, and the staff route's chunk with
// everything it imports statically: what opening /admin loads) is measured apart and printed
// (issue 42), with no budget of its own.
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

// the staff console: Vite's manifest names each chunk's static imports
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const staff = new Set(files);
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || staff.has(chunk.file)) return;
  staff.add(chunk.file);
  for (const next of chunk.imports ?? []) visit(next);
};
visit('src/app/routes/admin.tsx');
let staffTotal = 0;
for (const f of staff)
  if (f.endsWith('.js'))
    staffTotal += zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
console.log(
  `staff console initial JavaScript (/admin): ${(staffTotal / 1024).toFixed(1)} kB gzip (the storefront's and ${((staffTotal - total) / 1024).toFixed(1)} kB of its own; not budgeted)`,
);
if (total > BUDGET) {
  console.error('Size budget exceeded: the initial JavaScript is over 130 kB gzip.');
  process.exit(1);
}
