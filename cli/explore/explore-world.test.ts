// The world of a seed directory: restaurants grouped by the neighbourhood of their address, their
// menu items, the coupon codes; a bad file named with the field that is wrong.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { neighbourhood, readWorld } from './explore-world.ts';

describe('readWorld', () => {
  it('reads the project seed: 역삼동 has 1001 with its fried chicken, and the coupons', async () => {
    const world = await readWorld('fixtures/seed');
    if (typeof world === 'string') throw new Error(world);
    const yeoksam = world.places.find((p) => p.address === '서울 강남구 역삼동');
    const r1001 = yeoksam?.restaurants.find((r) => r.id === 1001);
    expect(r1001?.items.map((i) => i.name)).toContain('후라이드치킨');
    expect(world.coupons).toContain('SAVE5000');
    expect(world.member).toEqual({ email: 'minji@example.com', password: 'Jumun!2026' });
  });

  it('names the file and the field of a restaurant it cannot read; no coupons.json means no codes, no users.json no member', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jumun-world-'));
    mkdirSync(join(dir, 'restaurants'));
    writeFileSync(
      join(dir, 'restaurants', '1.json'),
      JSON.stringify({ id: 1, address: '서울 강남구 역삼동 1', menu: [] }),
    );
    const ok = await readWorld(dir);
    expect(ok).toEqual({
      places: [{ address: '서울 강남구 역삼동', restaurants: [{ id: 1, items: [] }] }],
      coupons: [],
      member: null,
    });
    writeFileSync(join(dir, 'restaurants', '2.json'), JSON.stringify({ id: '2', address: 'x', menu: [] }));
    expect(await readWorld(dir)).toBe(
      `${join(dir, 'restaurants', '2.json')}: $.id: not as the seed format has it`,
    );
  });

  it('a neighbourhood is the first three words of an address', () => {
    expect(neighbourhood(' 서울 서초구 서초동 208-6')).toBe('서울 서초구 서초동');
  });
});
