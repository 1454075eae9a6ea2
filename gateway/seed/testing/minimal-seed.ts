// Test helpers: a minimal valid seed, written to a fresh temporary directory with whatever
// changes a test needs.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type SeedFiles = Record<string, unknown>;

export function minimalRestaurant(id = 1001): Record<string, unknown> {
  return {
    id,
    name: '역삼 황금치킨',
    serving_type: 'vd',
    categories: ['치킨'],
    address: '서울 강남구 역삼동 823-1',
    lat: 37.4995,
    lng: 127.029,
    delivery_radius_m: 3000,
    open: true,
    payment_methods: ['online', 'creditcard', 'cash'],
    min_order_amount: 15000,
    delivery_fee: 3000,
    introduction_by_owner: { introduction_text: '국내산 닭만 씁니다.', images: ['images/r.svg'] },
    menu: [
      {
        slug: 'chicken',
        name: '치킨',
        items: [
          {
            id: 1001001,
            name: '후라이드치킨',
            slug: 'fried-chicken',
            price: 18000,
            subchoices: [
              {
                slug: 'taste',
                id: 100101,
                name: '맛',
                mandatory: true,
                multiple: false,
                multiple_count: 0,
                subchoices: [{ slug: 'fried', id: 10010101, name: '후라이드', price: 0 }],
              },
            ],
          },
        ],
      },
    ],
    reviews: [
      {
        id: 1,
        nickname: '역삼동주민',
        rating: 5,
        comment: '맛있어요',
        created_at: '2026-11-20T19:30:00+09:00',
      },
      { id: 2, nickname: '혼밥러', rating: 4, comment: '', created_at: '2026-11-19T12:00:00+09:00' },
    ],
  };
}

export const minimalDistricts = (): unknown[] => [
  {
    sido: '서울',
    sigugun: '강남구',
    dongmyun: '역삼동',
    zipcode: '06236',
    lat: 37.4995,
    lng: 127.0366,
    lot_address: '서울 강남구 역삼동 823',
    road_address: '서울 강남구 테헤란로 152',
  },
];

/** The files of a minimal valid seed; a test overrides entries or deletes them. */
export function minimalSeed(): SeedFiles {
  return {
    'restaurants/1001.json': minimalRestaurant(),
    'districts.json': minimalDistricts(),
    'images/r.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
}

const created: string[] = [];

/** Writes each entry (a string as is, anything else as JSON) under a new temporary directory. */
export async function writeSeed(files: SeedFiles): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'jumun-seed-'));
  created.push(dir);
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

export async function removeSeeds(): Promise<void> {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
