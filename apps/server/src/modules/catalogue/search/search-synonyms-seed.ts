import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { SynonymEntry } from './search-synonyms';

/**
 * The trade's synonyms shipped with the demo catalogue (docs/decisions/267): words Indian
 * buyers type for what the catalogue names otherwise. Staff edit them in /admin › Search
 * synonyms. Joined and split words ("angle grinder", "multimeter") need no entry: search
 * reads them anyway.
 */
export const SHIPPED_SYNONYMS: SynonymEntry[] = [
  { terms: ['rod', 'electrode'], oneWay: false },
  { terms: ['disc', 'wheel'], oneWay: false },
  { terms: ['disk', 'disc', 'wheel'], oneWay: true },
  { terms: ['pallet jack', 'pallet truck'], oneWay: false },
  { terms: ['jack', 'pallet truck'], oneWay: true },
  { terms: ['dust mask', 'respirator'], oneWay: false },
  { terms: ['mask', 'respirator'], oneWay: true },
  { terms: ['hammer drill', 'rotary hammer'], oneWay: false },
  { terms: ['spanner', 'wrench'], oneWay: false },
  { terms: ['vise', 'vice'], oneWay: false },
  { terms: ['safety glasses', 'goggles'], oneWay: false },
  { terms: ['hard hat', 'safety helmet'], oneWay: false },
  { terms: ['hex key', 'allen key'], oneWay: false },
  { terms: ['tong tester', 'clamp meter'], oneWay: false },
  { terms: ['megger', 'insulation tester'], oneWay: false },
  { terms: ['extension board', 'extension reel'], oneWay: false },
  { terms: ['safety belt', 'harness'], oneWay: false },
  { terms: ['safety boots', 'safety shoes'], oneWay: false },
  { terms: ['welder', 'welding machine'], oneWay: false },
  { terms: ['hot air gun', 'heat gun'], oneWay: false },
  { terms: ['paint gun', 'spray gun'], oneWay: false },
  { terms: ['air gun', 'blow gun'], oneWay: true },
  { terms: ['chain block', 'chain pulley block'], oneWay: false },
  { terms: ['hoist', 'chain pulley block'], oneWay: true },
  { terms: ['jet washer', 'pressure washer'], oneWay: false },
  { terms: ['borewell pump', 'submersible pump'], oneWay: false },
  { terms: ['water pump', 'pump'], oneWay: true },
  { terms: ['motor pump', 'monoblock pump'], oneWay: true },
  { terms: ['flood light', 'work light'], oneWay: false },
  { terms: ['calliper', 'caliper'], oneWay: false },
  { terms: ['tape measure', 'measuring tape'], oneWay: false },
  { terms: ['ear plug', 'ear muffs'], oneWay: true },
  { terms: ['hearing protection', 'ear muffs'], oneWay: true },
  { terms: ['cutting disc', 'cutting wheel'], oneWay: false },
  { terms: ['cut off wheel', 'cutting wheel'], oneWay: false },
  { terms: ['tool box', 'tool trolley'], oneWay: true },
  { terms: ['drill machine', 'drill'], oneWay: true },
  { terms: ['hand truck', 'platform trolley'], oneWay: true },
  { terms: ['hi vis', 'reflective'], oneWay: true },
  { terms: ['high visibility', 'reflective'], oneWay: true },
  { terms: ['pipe spanner', 'pipe wrench'], oneWay: false },
  { terms: ['screw driver', 'screwdriver'], oneWay: false },
  { terms: ['micrometre', 'micrometer'], oneWay: false },
];

/** Loads the shipped synonyms into an empty table (the demo seed calls it). */
export async function seedSearchSynonyms(db: DbOrTx): Promise<number> {
  const existing = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from search_synonyms`,
  );
  if (Number(existing.rows[0]?.n ?? 0) > 0) return 0;
  await db.execute(sql`
    insert into search_synonyms (terms, one_way)
    select array(select jsonb_array_elements_text(e->'terms')), (e->>'oneWay')::boolean
      from jsonb_array_elements(${JSON.stringify(SHIPPED_SYNONYMS)}::jsonb) as e`);
  return SHIPPED_SYNONYMS.length;
}
