import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form.ts';

describe("Stripe's form encoding", () => {
  it('reads nested objects, indexed and appended arrays', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_x&line_items[0][quantity]=1&metadata[user_id]=u1' +
      '&expand[]=data.default_payment_method&expand[]=customer&customer_update[address]=auto';
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_x', quantity: '1' }],
      metadata: { user_id: 'u1' },
      expand: ['data.default_payment_method', 'customer'],
      customer_update: { address: 'auto' },
    });
  });
});
