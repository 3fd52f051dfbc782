import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '#api/lib/csv.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

type Json = Record<string, unknown> & {
  rows?: { line: number; values: Record<string, unknown>; errors: Record<string, string> }[];
  error?: { code: string; message: string; fields?: Record<string, string> };
};
const json = async (res: Response) => (await res.json()) as Json;

const CSV = [
  'Nom;Email;Téléphone;Statut;Ville;Date de naissance;Tailles de bague (mm);Colonne inconnue',
  'Sophie Martin;sophie@example.com;+44 20 7946 0101;VIP;London;12/04/1988;annulaire gauche=16,5;x',
  '"Dupont; Marie";marie@example.com;;actif;Paris;;;',
  ';nobody@example.com;;;;;;',
  'Hugo;pas-un-email;;;;;;',
  'Zoë;zoe@example.com;;bizarre;;2099-01-01;;',
  'Zoë bis;ZOE@example.com;;;;;;',
].join('\n');

async function clientCount(user: TestUser) {
  return (await json(await t.request('/v1/clients/stats', { token: user.token }))).total as number;
}

describe('client import', () => {
  it('previews every row with its errors, and writes nothing', async () => {
    const user = await t.createUser('Import preview');
    const res = await t.request('/v1/clients/import/preview', {
      method: 'POST',
      token: user.token,
      body: { csv: CSV },
    });
    expect(res.status).toBe(200);
    const preview = await json(res);
    expect(preview).toMatchObject({ total: 6, valid: 2, invalid: 4 });
    expect(preview.columns).toEqual([
      { title: 'Nom', field: 'name' },
      { title: 'Email', field: 'email' },
      { title: 'Téléphone', field: 'phone' },
      { title: 'Statut', field: 'status' },
      { title: 'Ville', field: 'location' },
      { title: 'Date de naissance', field: 'birthday' },
      { title: 'Tailles de bague (mm)', field: 'ringSizes' },
      { title: 'Colonne inconnue', field: null },
    ]);
    const byLine = Object.fromEntries(preview.rows!.map((row) => [row.line, row]));
    expect(byLine[2]).toMatchObject({
      errors: {},
      values: {
        name: 'Sophie Martin',
        status: 'vip',
        birthday: '1988-04-12',
        ringSizes: [{ finger: 'annulaire gauche', diameterMm: 16.5 }],
      },
    });
    expect(byLine[3]).toMatchObject({ errors: {}, values: { name: 'Dupont; Marie', status: 'active' } });
    expect(byLine[4]?.errors).toEqual({ name: 'Le nom est requis' });
    expect(byLine[5]?.errors).toEqual({ email: 'Email invalide' });
    expect(byLine[6]?.errors).toEqual({
      status: 'Statut invalide',
      birthday: 'La date de naissance ne peut pas être dans le futur',
    });
    // The same address twice, whatever its case.
    expect(byLine[7]?.errors).toEqual({ email: 'Cet email apparaît plusieurs fois dans le fichier' });
    expect(await clientCount(user)).toBe(0);
  });

  it('imports nothing while one row is in error, then everything in one go', async () => {
    const user = await t.createUser('Import all or nothing');
    const refused = await t.request('/v1/clients/import', {
      method: 'POST',
      token: user.token,
      body: { csv: CSV },
    });
    expect(refused.status).toBe(422);
    const body = await json(refused);
    expect(body.error?.code).toBe('import_has_errors');
    expect(body.error?.message).toBe('4 ligne(s) en erreur : rien n’a été importé');
    expect(body.error?.fields).toMatchObject({ 'rows.4.name': 'Le nom est requis' });
    expect(await clientCount(user)).toBe(0);

    const good = CSV.split('\n').slice(0, 3).join('\n');
    const done = await t.request('/v1/clients/import', {
      method: 'POST',
      token: user.token,
      body: { csv: good },
    });
    expect(done.status).toBe(201);
    expect(await json(done)).toEqual({ imported: 2 });
    expect(await clientCount(user)).toBe(2);
    // Importing the same file again finds the emails already in the book.
    const again = await json(
      await t.request('/v1/clients/import/preview', {
        method: 'POST',
        token: user.token,
        body: { csv: good },
      }),
    );
    expect(again.rows?.[0]?.errors).toEqual({ email: 'Un client avec cet email existe déjà' });
  });

  it('refuses a file it cannot read', async () => {
    const user = await t.createUser('Import unreadable');
    const cases: [string, string][] = [
      ['email\nzoe@example.com', 'missing_name_column'],
      ['name\n', 'empty_import'],
      ['name\n"Marie', 'invalid_csv'],
      [`name\n${'x\n'.repeat(5001)}`, 'too_many_rows'],
    ];
    for (const [csv, code] of cases) {
      const res = await t.request('/v1/clients/import/preview', {
        method: 'POST',
        token: user.token,
        body: { csv },
      });
      expect(res.status, code).toBe(422);
      expect((await json(res)).error?.code).toBe(code);
    }
  });

  it('exports the client book as CSV that imports back as it was', async () => {
    const user = await t.createUser('Export');
    for (const body of [
      {
        name: 'Émilie Dubois',
        email: 'emilie@example.com',
        phone: '+44 20 7946 0102',
        status: 'vip',
        ringSizes: [{ finger: 'right ring', diameterMm: 17.3 }],
        birthday: '1990-11-03',
      },
      { name: '=cmd()', notes: 'Line one\nLine "two", with comma' },
    ]) {
      expect((await t.request('/v1/clients', { method: 'POST', token: user.token, body })).status).toBe(201);
    }
    const res = await t.request('/v1/export/clients.csv?locale=en', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await res.text();
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'Phone',
      'Status',
      'City',
      'Notes',
      'Birthday',
      'Anniversary',
      'Rating',
      'Ring sizes (mm)',
      'Orders',
      'Total spent',
      'Client since',
    ]);
    expect(rows[1]?.[0]).toBe("'=cmd()"); // defused for spreadsheets
    expect(rows[2]?.slice(0, 4)).toEqual(['Émilie Dubois', 'emilie@example.com', "'+44 20 7946 0102", 'vip']);
    expect(rows[2]?.[9]).toBe('right ring=17.3');

    const copy = await t.createUser('Export copy');
    const imported = await t.request('/v1/clients/import?locale=en', {
      method: 'POST',
      token: copy.token,
      body: { csv: text },
    });
    expect(imported.status, JSON.stringify(await imported.clone().json())).toBe(201);
    const list = await json(await t.request('/v1/clients?q=emilie', { token: copy.token }));
    const id = (list as unknown as { items: { id: string }[] }).items[0]!.id;
    const emilie = await json(await t.request(`/v1/clients/${id}`, { token: copy.token }));
    expect(emilie).toMatchObject({
      name: 'Émilie Dubois',
      phone: '+44 20 7946 0102',
      status: 'vip',
      birthday: '1990-11-03',
      ringSizes: [{ finger: 'right ring', diameterMm: 17.3 }],
    });
  });

  it('lists a client’s appointments, matched on their email, for the profile', async () => {
    const user = await t.createUser('Profile appointments');
    const other = await t.createUser('Profile other');
    const client = await json(
      await t.request('/v1/clients', {
        method: 'POST',
        token: user.token,
        body: { name: 'Inès', email: 'ines@example.com' },
      }),
    );
    const book = (businessId: string, email: string, startsAt: string) =>
      t.db.pool.query(
        `insert into public.appointments (business_id, type, mode, status, starts_at, ends_at, blocked_until, time_zone,
           first_name, last_name, email, phone)
         values ($1, 'store', 'in-person', 'confirmed', $3::timestamptz, $3::timestamptz + interval '45 minutes',
           $3::timestamptz + interval '45 minutes', 'Europe/London', 'Inès', 'G', $2, '+44 20 0000 0000')`,
        [businessId, email, startsAt],
      );
    await book(user.businessId, 'INES@example.com', '2030-01-10T10:00:00Z');
    await book(user.businessId, 'someone@example.com', '2030-01-11T10:00:00Z');
    await book(other.businessId, 'ines@example.com', '2030-01-12T10:00:00Z');
    const list = await json(await t.request(`/v1/clients/${client.id}/appointments`, { token: user.token }));
    expect(list.items).toEqual([
      expect.objectContaining({
        type: 'store',
        mode: 'in-person',
        status: 'confirmed',
        startsAt: '2030-01-10T10:00:00.000Z',
      }),
    ]);
    expect((await t.request(`/v1/clients/${client.id}/appointments`, { token: other.token })).status).toBe(
      404,
    );
  });
});
