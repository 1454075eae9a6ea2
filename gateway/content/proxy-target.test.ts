// What the proxy may fetch (spec 001 §7 "Proxy"; DESIGN: the gateway is the trust boundary).
import { describe, expect, it } from 'vitest';
import { parseAllowHosts, proxyTarget } from './proxy-target.ts';

const none = new Set<string>();

describe('proxy targets', () => {
  it('a notice path or a notice url on the request host is our own notice, never a fetch', () => {
    expect(proxyTarget('/notices/4.html', 'gw:8080', none)).toEqual({ kind: 'notice', id: 4 });
    expect(proxyTarget('http://GW:8080/notices/4.html?x=1', 'gw:8080', none)).toEqual({
      kind: 'notice',
      id: 4,
    });
    expect(proxyTarget('/notices/./4.html', undefined, none)).toEqual({ kind: 'notice', id: 4 });
  });

  it('a host of the allow-list is fetched, by host:port or by host name', () => {
    const allow = parseAllowHosts(' help.example.com, 127.0.0.1:9000 ');
    expect(proxyTarget('https://help.example.com/a.html', 'gw', allow)).toMatchObject({ kind: 'remote' });
    expect(proxyTarget('http://127.0.0.1:9000/a.html', 'gw', allow)).toMatchObject({ kind: 'remote' });
    expect(proxyTarget('http://127.0.0.1:9001/a.html', 'gw', allow)).toMatchObject({
      kind: 'refused',
      status: 403,
    });
  });

  it('everything else is refused: other hosts and own paths 403, credentials 403, other schemes 400', () => {
    expect(proxyTarget('https://example.com/', 'gw', none)).toMatchObject({ kind: 'refused', status: 403 });
    expect(proxyTarget('/sandbox/sms/outbox', 'gw', none)).toMatchObject({ kind: 'refused', status: 403 });
    const allow = parseAllowHosts('help.example.com');
    expect(proxyTarget('https://u:p@help.example.com/', 'gw', allow)).toMatchObject({
      kind: 'refused',
      status: 403,
    });
    expect(proxyTarget('gopher://help.example.com/', 'gw', allow)).toMatchObject({
      kind: 'refused',
      status: 400,
    });
  });

  it('the allow-list is empty unless configured', () => {
    expect(parseAllowHosts(undefined).size).toBe(0);
    expect(parseAllowHosts('').size).toBe(0);
  });
});
