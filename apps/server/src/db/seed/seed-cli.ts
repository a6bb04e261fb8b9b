// `npm run seed [-- --products N]`: loads the demo catalogue (or a large generated one).
import { loadConfig } from '../../config';
import { createContext } from '../../bootstrap';

const config = loadConfig();
const ctx = await createContext(config, new AbortController().signal);
try {
  console.log('seed: not yet implemented by the catalogue module');
} finally {
  await ctx.database.close();
}
