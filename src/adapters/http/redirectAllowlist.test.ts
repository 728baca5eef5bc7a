import { allowedRedirect, type RedirectAllowlist } from './redirectAllowlist';

const APP = 'http://localhost:8080';
const allowlist: RedirectAllowlist = { origins: [APP], base: `${APP}/order/o-1/payment` };

describe('allowedRedirect', () => {
  it('allows a URL on an allowed origin, as it is', () => {
    expect(allowedRedirect(`${APP}/sandbox/payment/p-1`, allowlist)).toBe(`${APP}/sandbox/payment/p-1`);
  });

  it('reads an allowed origin written with a path or a trailing slash as the origin', () => {
    const written = { ...allowlist, origins: ['http://localhost:8080/', 'https://pay.example.com/checkout'] };

    expect(allowedRedirect('https://pay.example.com/p/1', written)).toBe('https://pay.example.com/p/1');
  });

  it.each([
    ['another host', 'http://evil.example.com/sandbox/payment/p-1'],
    ['another port', 'http://localhost:8081/sandbox/payment/p-1'],
    ['another scheme', 'https://localhost:8080/sandbox/payment/p-1'],
    ['a look-alike host', 'http://localhost:8080.evil.example.com/x'],
    ['credentials before another host', 'http://localhost:8080@evil.example.com/x'],
  ])('refuses %s', (_what, url) => {
    expect(allowedRedirect(url, allowlist)).toBeNull();
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'data:text/html,<h1>pay</h1>'])(
    'refuses %s, which has no origin of its own',
    (url) => {
      expect(allowedRedirect(url, allowlist)).toBeNull();
    },
  );

  it('reads a relative URL against the base, and allows it on the base’s origin', () => {
    expect(allowedRedirect('/sandbox/payment/p-1', allowlist)).toBe(`${APP}/sandbox/payment/p-1`);
  });

  it('refuses a relative URL when the base’s origin is not allowed', () => {
    expect(
      allowedRedirect('/sandbox/payment/p-1', { ...allowlist, origins: ['https://pay.example.com'] }),
    ).toBeNull();
  });

  it('refuses a scheme-relative URL to another host', () => {
    expect(allowedRedirect('//evil.example.com/pay', allowlist)).toBeNull();
  });

  it.each(['http://', 'http://[::1', 'https://exa mple.com/'])('refuses the malformed URL %p', (url) => {
    expect(allowedRedirect(url, allowlist)).toBeNull();
  });

  it('refuses everything when the allowlist is empty or holds no valid origin', () => {
    expect(allowedRedirect(`${APP}/x`, { ...allowlist, origins: [] })).toBeNull();
    expect(allowedRedirect(`${APP}/x`, { ...allowlist, origins: ['not a url'] })).toBeNull();
  });
});
