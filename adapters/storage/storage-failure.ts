// What a storage adapter tells its owner when it absorbed a failure instead of throwing.
import type { StorageArea } from '../../domain/ports/storage.ts';

export interface StorageFailure {
  /**
   * unavailable: an area could not be opened (kept in memory instead); quota: a write refused for
   * space; write/read/remove: any other refusal; corrupt: a stored file that did not decode.
   */
  readonly kind: 'unavailable' | 'quota' | 'write' | 'read' | 'remove' | 'corrupt';
  readonly area: StorageArea | null;
  /** null when a whole area or file is concerned. */
  readonly key: string | null;
  readonly detail: string;
}

export type OnStorageFailure = (failure: StorageFailure) => void;

export const failureDetail = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
