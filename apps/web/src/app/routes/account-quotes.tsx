import { MyQuotesScreen } from '../../features/quotes/my-quotes-screen';

/** /account/quotes (decisions.md › Request for quote). */
export function Component() {
  return <MyQuotesScreen />;
}
