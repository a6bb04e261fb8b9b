import { QuoteDetailScreen } from '../../features/quotes/quote-detail-screen';

/** /account/quotes/:quoteId (decisions.md › Request for quote). */
export function Component() {
  return <QuoteDetailScreen />;
}
