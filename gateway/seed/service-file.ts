// service.json: the service status popup and the SMS try limit. Without the file there is no
// status popup and the limit is 5 (spec 000 §9: "one reading is 5").
import type * as t from 'io-ts';
import { strictStruct, withDefault } from './codec-kit.ts';
import { Bool, PositiveCount, Text } from './primitives.ts';

export const ServiceFile = strictStruct('the service settings', {
  status: strictStruct('a service status', { active: Bool, content: Text }),
  max_sms_verification_time: withDefault(PositiveCount, 5),
});
export type ServiceFile = t.TypeOf<typeof ServiceFile>;

export const DEFAULT_SERVICE: ServiceFile = {
  status: { active: false, content: '' },
  max_sms_verification_time: 5,
};
