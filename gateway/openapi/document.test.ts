import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { callList } from '../../contract/calls.ts';
import { samples } from '../../contract/samples/index.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { bearerUse } from './bearer-use.ts';
import { openApiDocument } from './document.ts';
import type { Operation } from './openapi-types.ts';
import { answerCheck } from './testing/answer-check.ts';

const document = openApiDocument({ version: packageJson.version });
const operations: Operation[] = Object.values(document.paths).flatMap((item) => Object.values(item));
const operation = (id: string) => operations.find((o) => o.operationId === id);

/**
 * Redocly's recommended rules, but for two: the contract's paths end in `/` as both specs write
 * them and the gateway serves exactly those (no-path-trailing-slash); answers are open objects (a
 * client ignores a field it does not know), so an example may hold more than its schema names.
 */
const rules = {
  'no-path-trailing-slash': 'off',
  'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: true },
} as const;

/** Warnings accepted: the project is private and UNLICENSED, so the document names no licence. */
const ACCEPTED_WARNINGS = ['info-license'];

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules, its examples valid against their schemas", async () => {
    const config = await createConfig({ extends: ['recommended'], rules });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const shown = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(shown.filter((line) => line.startsWith('error'))).toEqual([]);
    expect(problems.map((p) => p.ruleId).filter((id) => !ACCEPTED_WARNINGS.includes(id))).toEqual([]);
  }, 30_000);

  it('has one operation per call, named by it, at its host-prefixed path, and the progress stream', () => {
    expect(operations.map((o) => o.operationId).sort()).toEqual(
      [...callList.map((c) => c.name), 'order.progress-stream'].sort(),
    );
    expect(document.paths['/api/v2/restaurants/{restaurant_id}']?.get?.operationId).toBe('restaurant.detail');
    expect(document.paths['/gateway/order/api/v2/orders/{order_number}/cancel/']?.post?.operationId).toBe(
      'order.cancel',
    );
    expect(document.paths['/member/v2/login-email-account']?.post?.operationId).toBe('member.login-email');
  });

  it('asks for the bearer token where the gateway reads it', () => {
    expect(operation('order.submit')?.security).toEqual([{ bearer: [] }]);
    expect(operation('order.submit')?.responses['401']).toBeDefined();
    expect(operation('sms.send')?.security).toEqual([{}, { bearer: [] }]);
    expect(operation('restaurant.list')?.security).toEqual([]);
    const required = callList.filter((c) => bearerUse[c.name as keyof typeof bearerUse] === 'required');
    expect(required.length).toBeGreaterThan(10);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('answers 503 with Retry-After and the error object, and text calls as text/html', () => {
    const unavailable = operation('restaurant.list')?.responses['503'];
    expect(unavailable?.headers?.['Retry-After']?.schema).toEqual({ type: 'integer', minimum: 0 });
    expect(unavailable?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(Object.keys(operation('content.proxy')?.responses['200']?.content ?? {})).toEqual(['text/html']);
    expect(operation('content.service-status')?.responses['491']).toBeDefined();
  });

  it('gives query parameters the values they carry, and a closed body refuses unknown fields', () => {
    const list = operation('restaurant.list');
    expect(list?.parameters?.find((p) => p.name === 'lat')).toMatchObject({
      in: 'query',
      required: true,
      schema: { type: 'number', minimum: -90, maximum: 90 },
      example: 37.498168,
    });
    expect(document.components.schemas.OrderSubmitBody).toMatchObject({ additionalProperties: false });
  });

  it("holds every sample's answer valid against its own response (the validator the int test uses)", () => {
    const check = answerCheck(document);
    const problems = callList.flatMap((call) => {
      const sample = samples[call.name as keyof typeof samples];
      if (sample === undefined) return [`${call.name}: no sample`];
      const mediaType = call.responseType === 'text' ? 'text/html' : 'application/json';
      const body = call.responseType === 'text' ? sample.response : call.response.encode(sample.response);
      return check(call.name, { status: 200, mediaType, body });
    });
    expect(problems).toEqual([]);
  });

  it('fails a body the document does not allow, naming the operation, status and path', () => {
    const check = answerCheck(document);
    expect(
      check('review.rating', { status: 200, mediaType: 'application/json', body: { review_avg: '4.7' } }),
    ).toEqual([
      "review.rating 200 (response 200): / must have required property 'review_count' [components#/$defs/ReviewRating/required]",
      'review.rating 200 (response 200): /review_avg must be number [components#/$defs/ReviewRating/properties/review_avg/anyOf/0/type]',
      'review.rating 200 (response 200): /review_avg must be null [components#/$defs/ReviewRating/properties/review_avg/anyOf/1/type]',
      'review.rating 200 (response 200): /review_avg must match a schema in anyOf [components#/$defs/ReviewRating/properties/review_avg/anyOf]',
    ]);
    expect(check('review.rating', { status: 200, mediaType: 'text/html', body: '' })).toEqual([
      'review.rating 200: text/html is not among the media types of response 200',
    ]);
  });
});
