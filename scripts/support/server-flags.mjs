// The node flags every start of the server uses (docs/decisions/391): `npm start`
// (scripts/start.mjs), the journeys (e2e/start-server.sh, which writes the same value), the
// benchmarks (scripts/support/built-server.ts) and `npm start -w @store/server`.
//
// --max-old-space-size: V8 otherwise lets the heap grow towards a quarter of the machine's
// memory before it collects in earnest, so a month's Tally file (63 MB for 50,000 invoices)
// took the process to 734-779 MB of RSS with under 100 MB of it alive. Capped, it collects
// first: 337 MB at the same speed. SERVER_HEAP_MB raises it (a catalogue of a million
// products keeps its search index: docs/benchmarks/search.md).

/** The old generation's cap, MB. */
export const serverHeapMb = Number(process.env.SERVER_HEAP_MB) || 384;

export const SERVER_NODE_FLAGS = [`--max-old-space-size=${serverHeapMb}`];
