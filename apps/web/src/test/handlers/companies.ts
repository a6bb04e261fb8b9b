/** Business accounts (decisions.md › §16): by default the user belongs to no company. */
import type {
  AdminCompany,
  Branch,
  BusinessCompany,
  CompanyAccount,
  Receipt,
  Statement,
} from '@store/contract';
import { makeOrder, page } from '../fixtures/orders';
import { answer, on } from '../answers';

export const makeCompany = (over: Partial<BusinessCompany> = {}): BusinessCompany => ({
  company_id: 'c0000000-0000-4000-8000-000000000001',
  legal_name: 'Peenya Fabricators Pvt Ltd',
  gstin: '29ABCDE1234F1Z5',
  billing_address: '42, Peenya Industrial Area, Bengaluru, Karnataka 560058',
  billing_address_parts: {
    line: '42, Peenya Industrial Area',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560058',
  },
  billing_state: 'Karnataka',
  credit_days: null,
  credit_limit: null,
  outstanding: 0,
  my_role: 'ADMIN',
  members: [],
  ...over,
});

export const makeAdminCompany = (over: Partial<AdminCompany> = {}): AdminCompany => ({
  company_id: 'c0000000-0000-4000-8000-000000000001',
  legal_name: 'Peenya Fabricators Pvt Ltd',
  gstin: '29ABCDE1234F1Z5',
  billing_state: 'Karnataka',
  members: 1,
  credit_days: null,
  credit_limit: null,
  outstanding: 0,
  overdue: 0,
  overdue_days: 0,
  unpaid: [],
  ...over,
});

export const makeBranch = (over: Partial<Branch> = {}): Branch => ({
  branch_id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Pune plant',
  gstin: '27ABCDE1234F1Z9',
  address: {
    line1: 'Plot 7, Bhosari MIDC',
    line2: null,
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411026',
  },
  ...over,
});

const NO_AGEING = { not_due: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 };

export const makeStatement = (over: Partial<Statement> = {}): Statement => ({
  company_id: 'c0000000-0000-4000-8000-000000000001',
  legal_name: 'Peenya Fabricators Pvt Ltd',
  gstin: '29ABCDE1234F1Z5',
  from: '2026-08-01',
  to: '2026-11-27',
  opening_balance: 0,
  entries: [],
  closing_balance: 0,
  ageing: NO_AGEING,
  ...over,
});

export const makeAccount = (over: Partial<CompanyAccount> = {}): CompanyAccount => ({
  company_id: 'c0000000-0000-4000-8000-000000000001',
  outstanding: 0,
  overdue: 0,
  advance: 0,
  ageing: NO_AGEING,
  open_invoices: [],
  receipts: [],
  ...over,
});

export const makeReceipt = (over: Partial<Receipt> = {}): Receipt => ({
  receipt_id: 'r0000000-0000-4000-8000-000000000001',
  number: 'RCT/26-27/00001',
  company_id: 'c0000000-0000-4000-8000-000000000001',
  amount: 1000,
  tds_amount: 0,
  received_on: '2026-11-27',
  reference: 'UTR1',
  allocations: [],
  unallocated: 0,
  ...over,
});

export const companyHandlers = [
  on('GET', '/companies/mine/statement', () => makeStatement()),
  on('GET', '/companies/mine/orders', () => page([])),
  // no company prices to show (decisions.md › §22; a test of a non-member answers 403)
  on('GET', '/companies/mine/prices', () => ({ prices: [] })),
  on('GET', '/companies/mine', () => null),
  on('POST', '/companies', () => answer(makeCompany(), 'Company created', 201)),
  on('POST', '/companies/mine/members', () => answer(makeCompany(), 'Member added', 201)),
  on('PATCH', '/companies/mine/members/:id', () => makeCompany()),
  on('DELETE', '/companies/mine/members/:id', () => makeCompany()),
  // branches (decisions.md › §23): none by default
  on('GET', '/companies/mine/branches', () => []),
  on('POST', '/companies/mine/branches', () => answer(makeBranch(), 'Branch added', 201)),
  on('PATCH', '/companies/mine/branches/:id', () => makeBranch()),
  on('DELETE', '/companies/mine/branches/:id', () => null),
  on('POST', '/orders/:id/approve', ({ params }) => makeOrder({ order_id: String(params.id) })),
  on('POST', '/orders/:id/reject', ({ params }) =>
    makeOrder({ order_id: String(params.id), status: 'CANCELLED' }),
  ),
  on('GET', '/admin/companies', () => page([makeAdminCompany()])),
  on('PATCH', '/admin/companies/:id', () => makeAdminCompany()),
  on('GET', '/admin/companies/:id/account', ({ params }) =>
    makeAccount({ company_id: String(params.id) }),
  ),
  on('POST', '/admin/companies/:id/receipts', () =>
    answer(makeReceipt(), 'Receipt RCT/26-27/00001 recorded', 201),
  ),
];
