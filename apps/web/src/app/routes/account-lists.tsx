import { ListsScreen } from '../../features/lists/lists-screen';

/** /account/lists (decisions.md › §23): buying lists. */
export function Component() {
  return <ListsScreen />;
}
