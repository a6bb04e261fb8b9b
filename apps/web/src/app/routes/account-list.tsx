import { useParams } from 'react-router';
import { ListScreen } from '../../features/lists/list-screen';

/** /account/lists/:listId (decisions.md › §23): one buying list. */
export function Component() {
  const { listId = '' } = useParams();
  return <ListScreen listId={listId} />;
}
