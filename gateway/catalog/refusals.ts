// Refusals shared by the catalogue and content routes, in serve-call.ts's shape: a bad field is a
// 400 naming the call and the JSON path, as the codecs' own 400s do.
import { type Answer, refuse } from '../http/serve-call.ts';

export const badField = (call: string, field: string, message: string): Answer =>
  refuse(400, 'bad_request', `${call}: $.${field}: ${message}`);

export const notFound = (message: string): Answer => refuse(404, 'not_found', message);
