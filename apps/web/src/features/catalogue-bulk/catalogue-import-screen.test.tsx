import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@store/contract';
import { signInAs } from '../../test/fixtures/accounts';
import { answer, api, http, HttpResponse, on, server } from '../../test/server';
import { CatalogueImportScreen } from './catalogue-import-screen';

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  dry_run: true,
  create: 1,
  update: 2,
  unchanged: 297,
  errors: [],
  errors_total: 0,
  makers_created: [],
  categories_created: [],
  rows: [
    { row: 2, sku: 'DCD-776', action: 'update', changes: ['price'] },
    { row: 3, sku: 'GWS-600', action: 'update', changes: ['price', 'stock'] },
    { row: 301, sku: 'NEW-1', action: 'create', changes: ['sku', 'name'] },
  ],
  ...over,
});

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/admin/products/import', element: <CatalogueImportScreen /> }],
    { initialEntries: ['/admin/products/import'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const csv = () => new File(['sku,name\n'], 'products.csv', { type: 'text/csv' });
const count = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('catalogue import screen', () => {
  it('checks the file first, then applies it and shows the result row by row', async () => {
    signInAs('ADMIN');
    const queries: URLSearchParams[] = [];
    server.use(
      on('POST', '/admin/products/import', ({ request }) => {
        // (the body is multipart: the shared request recorder reads JSON bodies only)
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return query.get('dry_run') === 'true'
          ? answer(report(), 'Checked: nothing was changed')
          : answer(report({ dry_run: false }), 'Imported: 1 created, 2 updated, 297 unchanged');
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(
      screen.getByRole('checkbox', { name: /Create missing makers and categories/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    await screen.findByRole('heading', { name: 'Dry run: what the import would do' });
    expect(count('To update')).toBe('2');
    expect(count('To create')).toBe('1');
    const planned = screen.getByRole('table', { name: 'Products the import changes' });
    expect(within(planned).getByText('price, stock')).toBeInTheDocument();
    expect(queries[0]?.get('dry_run')).toBe('true');
    expect(queries[0]?.get('create_missing')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('heading', { name: 'Imported: 1 created, 2 updated, 297 unchanged' });
    const done = screen.getByRole('table', { name: 'Products imported' });
    expect(within(done).getAllByText('Updated')).toHaveLength(2);
    expect(queries[1]?.get('dry_run')).toBeNull();
    expect(queries[1]?.get('create_missing')).toBe('true');
  });

  it('lists every error by row and column and keeps Apply off', async () => {
    signInAs('ADMIN');
    server.use(
      on('POST', '/admin/products/import', () =>
        answer(
          report({
            create: 0,
            update: 0,
            unchanged: 0,
            rows: [],
            errors_total: 1,
            errors: [
              {
                row: 214,
                column: 'price',
                message: 'Price must be a number (digits and a decimal point only, e.g. 1200.50)',
              },
            ],
          }),
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: 'Errors in the file' });
    const row = within(table).getByRole('row', { name: /214/ });
    expect(row).toHaveTextContent('price');
    expect(row).toHaveTextContent('Price must be a number');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('reads the progress lines of a streamed answer and its envelope last', async () => {
    signInAs('ADMIN');
    server.use(
      http.post(api('/admin/products/import'), ({ request }) => {
        expect(request.headers.get('accept')).toContain('application/x-ndjson');
        const lines = [
          { progress: { step: 'reading', done: 0, total: 100 } },
          { progress: { step: 'writing', done: 2, total: 3 } },
          {
            success: true,
            message: new URL(request.url).searchParams.get('dry_run')
              ? 'Checked: nothing was changed'
              : 'Imported: 1 created, 2 updated, 297 unchanged',
            data: report(),
          },
        ];
        return new HttpResponse(lines.map((l) => JSON.stringify(l)).join('\n') + '\n', {
          headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByRole('heading', { name: 'Dry run: what the import would do' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('heading', { name: 'Imported: 1 created, 2 updated, 297 unchanged' });
  });

  it('shows a file refused as a whole', async () => {
    signInAs('ADMIN');
    server.use(
      http.post(api('/admin/products/import'), () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The file is not CSV text in UTF-8: save it as "CSV UTF-8" and upload that',
            code: 'invalid_data',
            data: null,
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not CSV text in UTF-8');
  });
});
