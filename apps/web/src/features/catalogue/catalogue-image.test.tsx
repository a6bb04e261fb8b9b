import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, on, recordRequests, server, type RecordedRequest } from '../../test/server';
import { IMAGE_URL_CACHE_MS } from './catalogue.api';
import { CatalogueImage } from './catalogue-image';

let client: QueryClient;
let requests: RecordedRequest[];

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  requests = recordRequests();
  server.use(
    on('GET', '/products/images', ({ request }) => {
      const key = new URL(request.url).searchParams.get('objectKey') ?? '';
      return key.startsWith('missing')
        ? fail(404, 'Image not found')
        : { presigned_url: `/media/${key}?sig=abc`, expires_at: '2030-01-01T00:00:00Z' };
    }),
  );
});

const wrap = (node: ReactNode) =>
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);

describe('CatalogueImage', () => {
  it('resolves an object key through the image call and loads it lazily in a fixed box', async () => {
    wrap(<CatalogueImage src="products/drill.svg" alt="Drill" width={400} height={300} />);
    const img = await screen.findByRole('img', { name: 'Drill' });
    expect(img).toHaveAttribute('src', '/media/products/drill.svg?sig=abc');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img.parentElement).toHaveStyle({ aspectRatio: '400 / 300' });
    expect(requests.map((r) => `${r.path}?${r.query}`)).toEqual([
      '/products/images?objectKey=products%2Fdrill.svg',
    ]);
  });

  it('asks once per key and keeps the URL for 50 minutes', async () => {
    wrap(
      <>
        <CatalogueImage src="products/a.svg" alt="A" width={10} height={10} />
        <CatalogueImage src="products/a.svg" alt="A again" width={10} height={10} />
      </>,
    );
    await screen.findByRole('img', { name: 'A again' });
    expect(requests).toHaveLength(1);
    const query = client.getQueryCache().find({ queryKey: ['image-url', 'products/a.svg'] });
    expect(IMAGE_URL_CACHE_MS).toBe(3_000_000);
    expect(query?.isStale()).toBe(false);
    expect((query?.options as { staleTime?: number }).staleTime).toBe(3_000_000);
  });

  it('shows the signed URL the answer carried at once, with no image call, and seeds the cache', async () => {
    wrap(
      <>
        <CatalogueImage
          src="products/b.svg"
          signedSrc="/api/images/products/b.svg?exp=1&sig=s"
          alt="B"
          width={10}
          height={10}
        />
        <CatalogueImage src="products/b.svg" alt="B again" width={10} height={10} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute(
      'src',
      '/api/images/products/b.svg?exp=1&sig=s',
    );
    expect(await screen.findByRole('img', { name: 'B again' })).toHaveAttribute(
      'src',
      '/api/images/products/b.svg?exp=1&sig=s',
    );
    expect(requests).toEqual([]);
    expect(client.getQueryData(['image-url', 'products/b.svg'])).toBe(
      '/api/images/products/b.svg?exp=1&sig=s',
    );
  });

  it('loads the picture above the fold at once with high priority; others stay lazy', () => {
    wrap(
      <>
        <CatalogueImage src="/x/first.svg" alt="First" width={400} height={400} priority />
        <CatalogueImage src="/x/second.svg" alt="Second" width={400} height={400} />
      </>,
    );
    const first = screen.getByRole('img', { name: 'First' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '400');
    expect(first).toHaveAttribute('height', '400');
    expect(first.className).not.toMatch(/opacity-0/);
    const second = screen.getByRole('img', { name: 'Second' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('says No image available when there is no key', () => {
    wrap(<CatalogueImage src={null} alt="Nothing" width={10} height={10} />);
    expect(screen.getByText('No image available')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says No image available when the key is unknown', async () => {
    wrap(<CatalogueImage src="missing/x.svg" alt="Gone" width={10} height={10} />);
    expect(await screen.findByText('No image available')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Gone' })).toBeNull();
  });

  it('says No image available when the picture fails to load', async () => {
    wrap(<CatalogueImage src="products/broken.svg" alt="Broken" width={10} height={10} />);
    fireEvent.error(await screen.findByRole('img', { name: 'Broken' }));
    expect(screen.getByText('No image available')).toBeInTheDocument();
  });

  it('labels the compact placeholder and uses a given fallback instead', async () => {
    wrap(
      <>
        <CatalogueImage src={null} alt="" width={10} height={10} compact />
        <CatalogueImage
          src="missing/logo.svg"
          alt=""
          width={10}
          height={10}
          fallback={<span>Maker name</span>}
        />
      </>,
    );
    expect(screen.getByRole('img', { name: 'No image available' })).toBeInTheDocument();
    expect(await screen.findByText('Maker name')).toBeInTheDocument();
  });

  it('uses a ready URL as it is, without the image call', async () => {
    wrap(<CatalogueImage src="/media/logo.svg" alt="Logo" width={10} height={10} />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/media/logo.svg');
    await waitFor(() => expect(requests).toEqual([]));
  });
});
