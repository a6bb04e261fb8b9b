import { startApp } from './app/start';
import { seedFirstScreen } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
seedFirstScreen(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void startApp(root, queryClient);
