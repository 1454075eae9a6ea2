// Texts the home screen shows at once. The message catalogue (domain/messages.ts) loads with the
// command side, off the first screen's budget, so home takes its few texts from here; a test keeps
// each equal to its catalogue entry.

/** messages.LOCATION_UNKNOWN (spec 000 §8 "위치를 알 수 없습니다. 주소를 입력하면 ..."). */
export const LOCATION_UNKNOWN_TEXT = '위치를 알 수 없습니다. 주소를 입력하면 주변 음식점을 찾아드립니다.';
