interface PayerLine {
  quantity: number;
  unit_price: number;
  total_price: number;
  list_unit_price?: number;
}

/**
 * The cart as the chosen payer pays it (decisions.md › §22): a member's lines carry the
 * company price (`unit_price`) and the public one (`list_unit_price`); an order for themself
 * is at the public prices, so the checkout shows that total before placing.
 */
export function cartForPayer<L extends PayerLine, C extends { items: L[]; total_amount: number }>(
  cart: C,
  payer: { companyId: string | null },
): C {
  if (
    payer.companyId !== null ||
    cart.items.every((i) => (i.list_unit_price ?? i.unit_price) === i.unit_price)
  )
    return cart;
  let totalPaise = 0;
  const items = cart.items.map((i) => {
    const unit = i.list_unit_price ?? i.unit_price;
    const line = Math.round(unit * 100) * i.quantity;
    totalPaise += line;
    return { ...i, unit_price: unit, total_price: line / 100 };
  });
  return { ...cart, items, total_amount: totalPaise / 100 };
}
