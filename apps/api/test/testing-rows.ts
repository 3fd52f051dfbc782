import type { TestContext, TestUser } from '#test/testing.ts';

/**
 * Rows written as the database owner, with the dates a test needs (the API always writes "now"): what
 * the figures tests (home, analytics) seed a business with. Each helper answers the new row's id.
 */
export function datedRows(t: TestContext) {
  let numbers = 0;
  const next = () => String(++numbers).padStart(4, '0');
  const insert = async (text: string, values: unknown[]) => {
    const { rows } = await t.db.pool.query<{ id: string }>(`${text} returning id`, values);
    return rows[0]!.id;
  };
  return {
    order(
      user: TestUser,
      createdAt: Date,
      options: {
        status?: string;
        item?: string;
        amountMinor?: number;
        currency?: string;
        clientId?: string | null;
      } = {},
    ) {
      return insert(
        `insert into public.orders (business_id, number, item, status, amount_minor, currency, client_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          user.businessId,
          `ORD-2026-${next()}`,
          options.item ?? 'Bague',
          options.status ?? 'pending',
          options.amountMinor ?? 100_000,
          options.currency ?? 'GBP',
          options.clientId ?? null,
          createdAt,
        ],
      );
    },

    /**
     * An appointment of 30 minutes. A showroom booking (`deposit: 'simulated'`) or one of the jeweller's
     * (`'none'`, the default), made at `createdAt` and confirmed at `confirmedAt` when given.
     */
    appointment(
      user: TestUser,
      startsAt: Date,
      options: {
        status?: string;
        createdAt?: Date;
        confirmedAt?: Date | null;
        deposit?: 'none' | 'simulated';
        productId?: string | null;
      } = {},
    ) {
      const ends = new Date(startsAt.getTime() + 30 * 60_000);
      return insert(
        `insert into public.appointments (business_id, type, mode, status, starts_at, ends_at, blocked_until,
           time_zone, first_name, last_name, email, phone, deposit_status, confirmed_at, product_id, created_at)
         values ($1, 'store', 'in-person', $2, $3, $4, $4, 'Europe/London', 'Ada', 'Client', 'ada@example.com',
           '+44 20 7946 0000', $5, $6, $7, coalesce($8, now()))`,
        [
          user.businessId,
          options.status ?? 'confirmed',
          startsAt,
          ends,
          options.deposit ?? 'none',
          options.confirmedAt ?? null,
          options.productId ?? null,
          options.createdAt ?? null,
        ],
      );
    },

    client(user: TestUser, createdAt: Date) {
      return insert(
        `insert into public.clients (business_id, name, created_at) values ($1, 'Client ' || $2, $3)`,
        [user.businessId, next(), createdAt],
      );
    },

    /** An issued invoice asking `totalMinor - deducted`; paid at `paidAt` unless another status is given. */
    invoice(
      user: TestUser,
      paidAt: Date | null,
      totalMinor: number,
      options: { deducted?: number; status?: 'paid' | 'sent' | 'void'; currency?: string } = {},
    ) {
      const vat = Math.round(totalMinor / 6);
      const issued = paidAt ?? new Date();
      return insert(
        `insert into public.invoices (business_id, number, status, client_name, currency, issue_date, due_date,
           subtotal_minor, vat_minor, total_minor, deposits_deducted_minor, issued_at, sent_at, paid_at)
         values ($1, $2, $3, 'Ada Client', $4, $5::timestamptz::date, $5::timestamptz::date + 30, $6, $7, $8, $9, $5, $5, $10)`,
        [
          user.businessId,
          `INV-2026-${next()}`,
          options.status ?? 'paid',
          options.currency ?? 'GBP',
          issued,
          totalMinor - vat,
          vat,
          totalMinor,
          options.deducted ?? 0,
          paidAt,
        ],
      );
    },

    review(user: TestUser, rating: number, status: 'published' | 'pending' | 'hidden' = 'published') {
      return insert(
        `insert into public.reviews (business_id, name, rating, comment, status) values ($1, 'Ada', $2, 'Merci', $3)`,
        [user.businessId, rating, status],
      );
    },

    /** A showroom enquiry basket naming these pieces. */
    basket(user: TestUser, createdAt: Date, names: string[]) {
      return insert(
        `insert into public.showroom_leads (business_id, kind, name, email, items, created_at)
         values ($1, 'basket', 'Ada Client', 'ada@example.com', $2::jsonb, $3)`,
        [
          user.businessId,
          JSON.stringify(names.map((name) => ({ name, priceMinor: 0, currency: 'GBP' }))),
          createdAt,
        ],
      );
    },

    product(user: TestUser, name: string) {
      return insert(
        `insert into public.products (business_id, name, price_minor, category) values ($1, $2, 100000, 'RINGS')`,
        [user.businessId, name],
      );
    },
  };
}
