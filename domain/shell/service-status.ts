// The service-status popup (spec 001 §4 "A service-status check runs after each view load and shows
// a popup when active with content"; §7 "Status 491 handled as data"). Decision: blank content is
// no content.
export interface ServiceStatusAnswer {
  readonly active: boolean;
  readonly content: string | null;
}

/** The popup's text, or null when there is nothing to show. */
export function serviceStatusPopup(status: ServiceStatusAnswer): string | null {
  if (!status.active || status.content === null) return null;
  const text = status.content.trim();
  return text === '' ? null : text;
}
