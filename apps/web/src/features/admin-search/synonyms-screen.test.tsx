import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, on, recordRequests, server, type RecordedRequest } from '../../test/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'sonner';
import { SynonymsScreen } from './synonyms-screen';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});
const show = () => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <SynonymsScreen />
      <Toaster />
    </QueryClientProvider>,
  );
};
const toastTexts = () =>
  Array.from(document.querySelectorAll('[data-sonner-toast]')).map((t) =>
    (t.querySelector('[data-title]')?.textContent ?? t.textContent ?? '').trim(),
  );

describe('Search synonyms screen', () => {
  it('lists synonyms and adds a one-way one from comma-separated phrases', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Search synonyms' });
    expect(within(table).getByText('rod · electrode')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phrases'), 'jack,  pallet truck ,');
    await userEvent.click(screen.getByRole('checkbox', { name: /One-way/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add synonym' }));
    await waitFor(() => expect(toastTexts()).toContain('Synonym added'));
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.body).toEqual({ terms: ['jack', 'pallet truck'], one_way: true });
    expect(screen.getByLabelText('Phrases')).toHaveValue('');
  });

  it('asks for two phrases before calling, and shows the server refusal on the field', async () => {
    show();
    await screen.findByRole('table', { name: 'Search synonyms' });
    await userEvent.type(screen.getByLabelText('Phrases'), 'lonely');
    await userEvent.click(screen.getByRole('button', { name: 'Add synonym' }));
    expect(await screen.findByText('Give at least two phrases, separated by commas')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    server.use(
      on('POST', '/admin/search-synonyms', () =>
        fail(400, 'Give at least two different phrases', 'invalid_data', [
          { field: 'terms', message: 'Give at least two different phrases' },
        ]),
      ),
    );
    await userEvent.clear(screen.getByLabelText('Phrases'));
    await userEvent.type(screen.getByLabelText('Phrases'), 'same, Same');
    await userEvent.click(screen.getByRole('button', { name: 'Add synonym' }));
    expect(await screen.findByText('Give at least two different phrases')).toBeVisible();
  });

  it('changes and removes an entry', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Change rod, electrode' }));
    const field = screen.getByLabelText('Phrases');
    expect(field).toHaveValue('rod, electrode');
    await userEvent.type(field, ', welding rod');
    await userEvent.click(screen.getByRole('button', { name: 'Save synonym' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(await requests.find((r) => r.method === 'PUT')?.body).toEqual({
      terms: ['rod', 'electrode', 'welding rod'],
      one_way: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove rod, electrode' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });
});
