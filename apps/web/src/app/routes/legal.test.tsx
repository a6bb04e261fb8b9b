import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LegalInfo } from '@store/contract';
import { fail, fakeApi, ok, renderAt } from '../../features/admin/admin.testing';
import { GrievancePage, ReturnsPage, TermsPage } from './legal';

const info: LegalInfo = {
  trade_name: 'Bangalore Tool Works',
  legal_name: 'Bangalore Tool Works Private Limited',
  address: 'No. 42, 3rd Cross, Peenya Industrial Area Phase 2, Bengaluru, Karnataka 560058',
  gstin: '29AAACB1234F1Z2',
  customer_care: {
    phone: '08041234567',
    hours: 'Monday to Saturday, 9:30 am to 6:30 pm',
  },
  grievance_officer: {
    name: 'Suresh Narayan',
    designation: 'Grievance Officer and Head of Customer Care',
    phone: '9845012399',
  },
  acknowledgement_hours: 48,
  redress_days: 30,
};

describe('policy pages', () => {
  beforeEach(() => {
    fakeApi((req) => (req.path === '/legal' ? ok(info) : undefined));
  });

  it('/grievance names the officer from configuration, with 48 hours and one month', async () => {
    renderAt('/grievance', '/grievance', <GrievancePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grievance Redressal' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Suresh Narayan')).toBeInTheDocument();
    expect(screen.getByText('Grievance Officer and Head of Customer Care')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9845012399' })).toHaveAttribute(
      'href',
      'tel:9845012399',
    );
    expect(screen.getByText(/within 48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/within one month/)).toBeInTheDocument();
    expect(screen.getAllByText('29AAACB1234F1Z2').length).toBeGreaterThan(0);
    // The policies list marks the current page.
    expect(screen.getByRole('link', { name: 'Grievance Redressal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('/terms and /returns carry the seller, payment, returns and warranty terms', async () => {
    renderAt('/terms', '/terms', <TermsPage />);
    expect(await screen.findByText('Bangalore Tool Works Private Limited')).toBeInTheDocument();
    expect(screen.getByText(/UPI, bank transfer/)).toBeInTheDocument();
    expect(screen.getByText(/country of origin/i)).toBeInTheDocument();
  });

  it('/returns explains returns, refunds and the maker’s warranty', async () => {
    renderAt('/returns', '/returns', <ReturnsPage />);
    expect(
      await screen.findByRole('heading', { name: /Damaged, defective or wrong items/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Warranty: the maker/ })).toBeInTheDocument();
  });

  it('shows an error with Retry when the details cannot be loaded', async () => {
    fakeApi(() => fail(500, 'Something went wrong', 'internal'));
    renderAt('/terms', '/terms', <TermsPage />);
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
