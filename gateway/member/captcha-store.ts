// The login captcha (spec 001 §4 "Login": a captcha on demand). A captcha is a 5-character text
// from an alphabet without look-alikes (no 0/O, 1/I/L), stored per device with its image (drawn
// once, captcha-drawing.ts): the latest captcha of a device is the one its next login answers (a
// new image retires the older ones). Each captcha answers one login attempt (right or wrong) and
// lives 5 minutes; answers are compared ignoring case.
import { randomBytes, randomInt } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { drawCaptcha } from './captcha-drawing.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_LENGTH = 5;
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface Captcha {
  readonly id: string;
  readonly answer: string;
  readonly createdAt: number;
  /** The SVG drawing: the same on every fetch, so fetching again does not give a cleaner look. */
  readonly image: string;
}

export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += ALPHABET[randomInt(0, ALPHABET.length)];
  return text;
}

/** Captcha ids are unguessable: the image url must not lead to another device's captcha. */
export async function createCaptcha(sql: Sql, deviceId: string, now: number): Promise<Captcha> {
  const answer = captchaText();
  const captcha = {
    id: randomBytes(16).toString('hex'),
    answer,
    createdAt: now,
    image: await drawCaptcha(answer),
  };
  await sql.query('UPDATE captchas SET used_at = $2 WHERE device_id = $1 AND used_at IS NULL', [
    deviceId,
    new Date(now),
  ]);
  await sql.query(
    'INSERT INTO captchas (id, device_id, answer, created_at, image) VALUES ($1, $2, $3, $4, $5)',
    [captcha.id, deviceId, captcha.answer, new Date(now), captcha.image],
  );
  return captcha;
}

export async function findCaptcha(sql: Sql, id: string): Promise<Captcha | null> {
  const rows = await sql.query<{ answer: string; created_at: Date; image: string | null }>(
    'SELECT answer, created_at, image FROM captchas WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (row === undefined) return null;
  // A captcha made before images were stored is drawn now.
  const image = row.image ?? (await drawCaptcha(row.answer));
  return { id, answer: row.answer, createdAt: row.created_at.getTime(), image };
}

/** ok; wrong (error 120001); expired (120002: none issued, already answered, or too old). */
export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

/** Checks and uses up the device's latest captcha. */
export async function answerCaptcha(
  sql: Sql,
  deviceId: string,
  given: string,
  now: number,
): Promise<CaptchaCheck> {
  const rows = await sql.query<{ id: string; answer: string; created_at: Date }>(
    'SELECT id, answer, created_at FROM captchas WHERE device_id = $1 AND used_at IS NULL',
    [deviceId],
  );
  const latest = rows[0];
  if (latest === undefined) return 'expired';
  const used = await sql.query(
    'UPDATE captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [latest.id, new Date(now)],
  );
  // A concurrent attempt used it first.
  if (used.length === 0) return 'expired';
  if (now - latest.created_at.getTime() > CAPTCHA_TTL_MS) return 'expired';
  return latest.answer.toUpperCase() === given.trim().toUpperCase() ? 'ok' : 'wrong';
}
