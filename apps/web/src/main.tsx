import { nextTask, startApp } from './app/start';
import { seedFirstScreen } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The modules' evaluation is one task already: the data, the router and the hydration each
// start in a task of their own, so none of them adds to it (docs/decisions/140, "Fifth pass").
void nextTask().then(() => {
  const queryClient = createQueryClient();
  seedFirstScreen(queryClient);
  return startApp(root, queryClient);
});
