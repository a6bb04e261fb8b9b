import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../features/admin/admin.testing';
import { fail, on, server } from '../../test/server';
import { formatPhone } from '../../lib/format';
import { GrievancePage, ReturnsPage, ShippingPage, TermsPage } from './legal';

// The seller's details are the shared handlers' GET /legal (src/test/fixtures/site.ts).
describe('policy pages', () => {
  it('/grievance names the officer from configuration, with 48 hours and one month', async () => {
    renderAt('/grievance', '/grievance', <GrievancePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grievance Redressal' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Suresh Narayan')).toBeInTheDocument();
    expect(screen.getByText('Grievance Officer and Head of Customer Care')).toBeInTheDocument();
    // every phone number in one format, the officer's e-mail (docs/decisions/183)
    expect(screen.getByRole('link', { name: '+91 98450 12399' })).toHaveAttribute(
      'href',
      'tel:+919845012399',
    );
    expect(screen.getAllByRole('link', { name: '+91 80 4123 4567' })[0]).toHaveAttribute(
      'href',
      'tel:+918041234567',
    );
    expect(screen.getByRole('link', { name: 'grievance@bangaloretoolworks.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@bangaloretoolworks.in',
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

  it('/shipping says what delivery costs (docs/decisions/183)', async () => {
    renderAt('/shipping', '/shipping', <ShippingPage />);
    expect(await screen.findByRole('heading', { name: 'What delivery costs' })).toBeInTheDocument();
    expect(screen.getByText(/Delivery is free on every order/)).toBeInTheDocument();
  });

  it('writes every phone number one way', () => {
    expect(formatPhone('9845012399')).toBe('+91 98450 12399');
    expect(formatPhone('08041234567')).toBe('+91 80 4123 4567');
    expect(formatPhone('+91 98450-12345')).toBe('+91 98450 12345');
    expect(formatPhone('04842345678')).toBe('+91 484 234 5678');
    expect(formatPhone('09845012345')).toBe('+91 98450 12345');
  });
});
