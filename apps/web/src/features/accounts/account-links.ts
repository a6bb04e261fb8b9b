import { Building2, FileText, ListChecks, Package, Settings, type LucideIcon } from 'lucide-react';
import { paths } from '../../lib/paths';

export interface AccountLink {
  to: string;
  label: string;
  Icon: LucideIcon;
}

/**
 * The signed-in customer's own pages, in the account menu (the same menu on desktop and phone).
 * A new account page is one row here (the buying lists of decisions.md §23 are one).
 */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { to: paths.orders(), label: 'My Orders', Icon: Package },
  { to: paths.accountQuotes(), label: 'My quotes', Icon: FileText },
  { to: paths.accountLists(), label: 'My lists', Icon: ListChecks },
  { to: paths.profileSettings(), label: 'Profile Settings', Icon: Settings },
  { to: paths.accountCompany(), label: 'My Company', Icon: Building2 },
];
