import path from 'node:path';
import { serverRoot } from '../../../paths';

/** The shipped, gzip-compressed pincode directory (built by build-pincode-data.ts). */
export const pincodeDataFile = path.join(serverRoot, 'src/db/data/pincodes.tsv.gz');
