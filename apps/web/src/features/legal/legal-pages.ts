import { paths } from '../../lib/paths';

/**
 * The policy pages of decisions.md › Policies and legal pages, in the order the footer lists them. (Kept out of the
 * contract: the footer is in the first bundle, which must not carry the contract's schemas.)
 */
export const LEGAL_PAGES = [
  { path: paths.terms(), title: 'Terms of Sale' },
  { path: paths.privacy(), title: 'Privacy Policy' },
  { path: paths.returns(), title: 'Returns, Refunds and Warranty' },
  { path: paths.shipping(), title: 'Shipping and Delivery' },
  { path: paths.grievance(), title: 'Grievance Redressal' },
] as const;
