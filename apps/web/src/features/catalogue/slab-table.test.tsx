import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlabTable } from './slab-table';

const slabs = [
  { min_quantity: 10, price: 420 },
  { min_quantity: 50, price: 399 },
];

describe('SlabTable', () => {
  it('shows the slabs as decisions.md writes them and marks the row of the quantity', () => {
    const { rerender } = render(
      <SlabTable price={450} packSize={1} minOrderQty={1} slabs={slabs} quantity={9} />,
    );
    expect(screen.getByRole('row', { name: '1-9 ₹450' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('row', { name: '10-49 ₹420 each' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '50+ ₹399 each' })).toBeInTheDocument();
    expect(screen.getByText(/9 × ₹450 =/)).toHaveTextContent('9 × ₹450 = ₹4,050.00');
    rerender(<SlabTable price={450} packSize={1} minOrderQty={1} slabs={slabs} quantity={50} />);
    expect(screen.getByRole('row', { name: '50+ ₹399 each' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText(/50 × ₹399 =/)).toHaveTextContent('50 × ₹399 = ₹19,950.00');
  });

  it('says the pack and the minimum, and starts the table at the minimum', () => {
    render(
      <SlabTable
        price={169}
        packSize={10}
        minOrderQty={20}
        slabs={[{ min_quantity: 50, price: 155 }]}
        quantity={20}
      />,
    );
    expect(screen.getByText('Sold in packs of 10')).toBeInTheDocument();
    expect(screen.getByText('Minimum order 20')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '20-40 ₹169' })).toBeInTheDocument();
  });

  it('shows nothing for a product sold one at a time at one price', () => {
    const { container } = render(
      <SlabTable price={450} packSize={1} minOrderQty={1} slabs={[]} quantity={1} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
