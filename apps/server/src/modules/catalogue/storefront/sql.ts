/** The catalogue's hot reads run through the shared driver-level helper (db/query-rows.ts). */
export { queryRows } from '../../../db/query-rows';
