import { describe, expect, it } from 'vitest';
import { messageIdFor, recipientIdempotencyKey } from '#lib/email/idempotency.ts';
import { clickRedirectUrl, verifyClickToken } from '#lib/email/tracking.ts';
import {
  createUnsubscribeToken,
  listUnsubscribeHeaders,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from '#lib/email/unsubscribe.ts';

const SECRET = 'a-test-secret-of-at-least-32-bytes!!';
const OTHER_SECRET = 'another-secret-of-at-least-32-bytes!';

describe('unsubscribe tokens', () => {
  const payload = { businessId: 'biz_1', clientId: 'cli_42', campaignId: 'cmp_7' };

  it('round-trips and is URL-safe', () => {
    const token = createUnsubscribeToken(payload, SECRET);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual(payload);
    const automation = createUnsubscribeToken({ businessId: 'biz_1', clientId: 'cli_42' }, SECRET);
    expect(verifyUnsubscribeToken(automation, SECRET)).toEqual({ businessId: 'biz_1', clientId: 'cli_42' });
  });

  it('rejects a token signed with another secret, edited, truncated or garbage', () => {
    const token = createUnsubscribeToken(payload, SECRET);
    expect(verifyUnsubscribeToken(token, OTHER_SECRET)).toBeNull();
    const [body, signature] = token.split('.') as [string, string];
    const forgedBody = Buffer.from(JSON.stringify({ b: 'biz_1', c: 'cli_43' })).toString('base64url');
    expect(verifyUnsubscribeToken(`${forgedBody}.${signature}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(`${body}.${signature.slice(0, -2)}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken('not-a-token', SECRET)).toBeNull();
    expect(verifyUnsubscribeToken('', SECRET)).toBeNull();
  });

  it('does not accept a click token as an unsubscribe token', () => {
    const url = clickRedirectUrl('https://demo.test/p', {
      apiUrl: 'https://api.test',
      campaignId: 'biz_1',
      clientId: 'cli_42',
      secret: SECRET,
    });
    const clickToken = url.split('/v1/r/')[1] as string;
    expect(verifyClickToken(clickToken, SECRET)?.url).toBe('https://demo.test/p');
    expect(verifyUnsubscribeToken(clickToken, SECRET)).toBeNull();
  });

  it('refuses a short secret', () => {
    expect(() => createUnsubscribeToken(payload, 'short')).toThrow(/32 bytes/);
  });
});

describe('List-Unsubscribe headers (RFC 8058)', () => {
  it('builds both headers exactly', () => {
    const url = unsubscribeUrl('https://api.carat.test', 'abc.def');
    expect(url).toBe('https://api.carat.test/v1/unsubscribe/abc.def');
    expect(listUnsubscribeHeaders({ url, mailto: 'unsubscribe@mail.carat.test' })).toEqual({
      'List-Unsubscribe':
        '<https://api.carat.test/v1/unsubscribe/abc.def>, <mailto:unsubscribe@mail.carat.test?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(listUnsubscribeHeaders({ url })['List-Unsubscribe']).toBe(
      '<https://api.carat.test/v1/unsubscribe/abc.def>',
    );
  });

  it('requires https, except http on localhost when the embedded mode asks for it', () => {
    expect(() => listUnsubscribeHeaders({ url: 'http://api.carat.test/v1/unsubscribe/x' })).toThrow(/https/);
    expect(() => listUnsubscribeHeaders({ url: 'http://localhost:8787/v1/unsubscribe/x' })).toThrow(/https/);
    expect(
      listUnsubscribeHeaders({ url: 'http://localhost:8787/v1/unsubscribe/x', allowLocalHttp: true })[
        'List-Unsubscribe'
      ],
    ).toBe('<http://localhost:8787/v1/unsubscribe/x>');
    expect(() => listUnsubscribeHeaders({ url: 'http://evil.test/x', allowLocalHttp: true })).toThrow(
      /https/,
    );
  });

  it('refuses a mailto that is not an address', () => {
    expect(() => listUnsubscribeHeaders({ url: 'https://a.test/u', mailto: 'x>\r\nBcc: y' })).toThrow();
  });
});

describe('click redirect', () => {
  it('refuses to build a redirect to a non-web URL and rejects forged tokens', () => {
    const options = { apiUrl: 'https://api.test/', campaignId: 'c', clientId: 'k', secret: SECRET };
    expect(() => clickRedirectUrl('javascript:alert(1)', options)).toThrow();
    const url = clickRedirectUrl('https://demo.test/x', options);
    expect(url.startsWith('https://api.test/v1/r/')).toBe(true);
    const token = url.split('/v1/r/')[1] as string;
    expect(verifyClickToken(token, OTHER_SECRET)).toBeNull();
    expect(verifyClickToken(token, SECRET)).toEqual({
      campaignId: 'c',
      clientId: 'k',
      url: 'https://demo.test/x',
    });
  });
});

describe('recipientIdempotencyKey', () => {
  it('is stable for a recipient and distinct across recipients and campaigns', () => {
    const key = recipientIdempotencyKey('cmp_1', 'cli_1');
    expect(recipientIdempotencyKey('cmp_1', 'cli_1')).toBe(key);
    const keys = new Set<string>();
    for (let c = 0; c < 20; c += 1)
      for (let k = 0; k < 500; k += 1) keys.add(recipientIdempotencyKey(`cmp_${c}`, `cli_${k}`));
    expect(keys.size).toBe(10_000);
  });

  it('does not collide when the separator appears inside ids', () => {
    expect(recipientIdempotencyKey('a:b', 'c')).not.toBe(recipientIdempotencyKey('a', 'b:c'));
  });

  it('gives a stable Message-ID', () => {
    expect(messageIdFor('cr1_abc', 'mail.carat.test')).toBe('<cr1_abc@mail.carat.test>');
    expect(() => messageIdFor('cr1_abc', 'bad>domain')).toThrow();
  });
});
