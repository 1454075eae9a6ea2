// The failure script: the journey's lines with what each was answered, the clock line, and the
// broken invariant as the line `jumun run` fails on; the journey's phone written back as
// {{unique.phone}}. The text is parsed by the script parser `jumun run` uses.
import { describe, expect, it } from 'vitest';
import { parseScript } from '../script/script-line.ts';
import { failureScript } from './failure-script.ts';
import { REFUSAL_TEXT, STOCK, TOTAL } from './invariants.ts';
import type { JourneyStep } from './journey.ts';

const NOW = Date.parse('2026-11-21T12:00:00+09:00');
const PHONE = '01055550001';
const step = (line: Record<string, unknown>, result: Partial<JourneyStep['result']> = {}): JourneyStep => ({
  line,
  result: { script: 'explore', line: 1, type: String(line.type), ok: true, events: [], ...result },
});
const journey = [
  step({ type: 'SetLocation', address: '서울 강남구 역삼동' }),
  step({ type: 'OpenRestaurant', restaurantId: 1001 }),
  step(
    { type: 'AddItem', menu: '후라이드치킨', options: {}, amount: 1 },
    {
      ok: false,
      outcome: 'rejected',
      rejection: { code: 'OPTION_REQUIRED', message: '맛 을(를) 선택해주세요.' },
    },
  ),
  step(
    { type: 'SetPhone', phone: '{{unique.phone}}' },
    { ok: false, outcome: 'needs-confirmation', rejection: { code: '', message: `${PHONE}로 보낼까요?` } },
  ),
];

describe('failureScript', () => {
  it('writes the lines with their answers and the broken checks as the last assert line', () => {
    const text = failureScript({
      seed: 7,
      now: NOW,
      phone: PHONE,
      steps: journey,
      broken: {
        kind: 'assert',
        invariant: TOTAL,
        checks: { 'checkout.total': 21000 },
        said: 'checkout.total: expected 21000, was 21500',
      },
    });
    const lines = text.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      `# jumun explore --seed 7: ${TOTAL} — broken after 4 commands.`,
      '# checkout.total: expected 21000, was 21500',
    ]);
    expect(lines.slice(3)).toEqual([
      '{"now":"2026-11-21T12:00:00+09:00"}',
      '{"type":"SetLocation","address":"서울 강남구 역삼동"}',
      '{"type":"OpenRestaurant","restaurantId":1001}',
      '{"type":"AddItem","menu":"후라이드치킨","options":{},"amount":1,"expect":{"rejected":"OPTION_REQUIRED"}}',
      '{"type":"SetPhone","phone":"{{unique.phone}}","expect":{"confirm":"{{unique.phone}}로 보낼까요?"}}',
      '{"assert":{"checkout.total":21000}}',
    ]);
    const parsed = parseScript(text);
    expect(parsed.ok && parsed.lines.map((l) => l.kind)).toEqual([
      'command',
      'command',
      'command',
      'template',
      'assert',
    ]);
  });

  it('writes a refused last line expecting ok, so the run fails on its refusal', () => {
    const text = failureScript({
      seed: 7,
      now: NOW,
      phone: PHONE,
      steps: journey.slice(0, 3),
      broken: { kind: 'refusal', invariant: REFUSAL_TEXT, said: 'AddItem was refused with …' },
    });
    expect(text.trim().split('\n').at(-1)).toBe(
      '{"type":"AddItem","menu":"후라이드치킨","options":{},"amount":1}',
    );
  });

  it('ends a read-back invariant with its lines, and says a failure of several lines in comments', () => {
    const said =
      'stock.3: expected {"stock":{"$gte":0}}, was {"name":"콜라","stock":-1}\n    stock.3.stock: -1';
    const lines = [
      { read: 'menu', restaurantId: 1003, assert: { stock: { $every: { stock: { $gte: 0 } } } } },
    ];
    const text = failureScript({
      seed: 7,
      now: NOW,
      phone: PHONE,
      steps: journey.slice(0, 2),
      broken: { kind: 'read-back', invariant: STOCK, lines, said },
    });
    const written = text.trim().split('\n');
    expect(written.slice(1, 3)).toEqual([`# ${said.split('\n')[0]}`, '#     stock.3.stock: -1']);
    expect(written.at(-1)).toBe(JSON.stringify(lines[0]));
    const parsed = parseScript(text);
    expect(parsed.ok && parsed.lines.map((l) => l.kind)).toEqual(['command', 'command', 'read']);
  });

  it('writes a refused line without its capture: it captured nothing in the journey', () => {
    const submit = step(
      { type: 'SubmitOrder', capture: { order: 'checkout.orderNumber' } },
      { ok: false, outcome: 'rejected', rejection: { code: 'PHONE_NOT_VERIFIED', message: '…' } },
    );
    const placed = step({ type: 'SubmitOrder', capture: { order: 'checkout.orderNumber' } });
    const text = failureScript({
      seed: 7,
      now: NOW,
      phone: PHONE,
      steps: [...journey.slice(0, 2), submit, placed],
      broken: { kind: 'assert', invariant: TOTAL, checks: { 'checkout.total': 1 }, said: '…' },
    });
    const submits = text.split('\n').filter((l) => l.includes('SubmitOrder'));
    expect(submits).toEqual([
      '{"type":"SubmitOrder","expect":{"rejected":"PHONE_NOT_VERIFIED"}}',
      '{"type":"SubmitOrder","capture":{"order":"checkout.orderNumber"}}',
    ]);
  });
});
