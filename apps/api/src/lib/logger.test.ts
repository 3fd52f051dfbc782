import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';

afterEach(() => vi.restoreAllMocks());

function lines(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
}

describe('the JSON logger', () => {
  it("writes a child's fields over its parents', merged only when a line is written", () => {
    const out = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const request = createLogger('info', { process: 'api' }).child({ requestId: 'r1', userId: 'x' });
    const user = request.child({ userId: 'u1' });
    user.info('request', { status: 200 });
    request.debug('hidden');
    expect(lines(out)).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        process: 'api',
        requestId: 'r1',
        userId: 'u1',
        status: 200,
      }),
    ]);
  });

  it('sends warnings and errors to stderr and writes nothing when silent', () => {
    const err = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    const out = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    createLogger('info').child({ requestId: 'r2' }).warn('slow', { ms: 900 });
    const silent = createLogger('silent');
    expect(silent.child({ requestId: 'r3' })).toBe(silent);
    silent.child({ requestId: 'r3' }).error('never');
    expect(lines(err)).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'slow', requestId: 'r2', ms: 900 }),
    ]);
    expect(out).not.toHaveBeenCalled();
  });

  it('says which levels it writes, so a hot path builds no fields for a line nobody reads', () => {
    const warn = createLogger('warn').child({ requestId: 'r4' });
    expect([warn.enabled('info'), warn.enabled('warn'), warn.enabled('error')]).toEqual([false, true, true]);
    expect(createLogger('silent').enabled('error')).toBe(false);
    expect(createLogger('debug').enabled('debug')).toBe(true);
  });
});
