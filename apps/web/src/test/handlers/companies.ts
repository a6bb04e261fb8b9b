/** Business accounts (decisions.md › §16): by default the user belongs to no company. */
import type { AdminCompany, BusinessCompany } from '@store/contract';
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

export const companyHandlers = [
  on('GET', '/companies/mine/orders', () => page([])),
  // no company prices to show (decisions.md › §22; a test of a non-member answers 403)
  on('GET', '/companies/mine/prices', () => ({ prices: [] })),
  on('GET', '/companies/mine', () => null),
  on('POST', '/companies', () => answer(makeCompany(), 'Company created', 201)),
  on('POST', '/companies/mine/members', () => answer(makeCompany(), 'Member added', 201)),
  on('PATCH', '/companies/mine/members/:id', () => makeCompany()),
  on('DELETE', '/companies/mine/members/:id', () => makeCompany()),
  on('POST', '/orders/:id/approve', ({ params }) => makeOrder({ order_id: String(params.id) })),
  on('POST', '/orders/:id/reject', ({ params }) =>
    makeOrder({ order_id: String(params.id), status: 'CANCELLED' }),
  ),
  on('GET', '/admin/companies', () => page([makeAdminCompany()])),
  on('PATCH', '/admin/companies/:id', () => makeAdminCompany()),
];
