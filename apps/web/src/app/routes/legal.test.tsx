import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../features/admin/admin.testing';
import { fail, on, server } from '../../test/server';
import { GrievancePage, ReturnsPage, TermsPage } from './legal';

// The seller's details are the shared handlers' GET /legal (src/test/fixtures/site.ts).
describe('policy pages', () => {
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
    server.use(on('GET', '/legal', () => fail(500, 'Something went wrong')));
    renderAt('/terms', '/terms', <TermsPage />);
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
