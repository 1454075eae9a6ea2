export function integrityOf(bytes: string | Uint8Array): string;
export function withIntegrity(html: string, read: (path: string) => string | Uint8Array): string;
export function styleAttributes(html: string): string[];
