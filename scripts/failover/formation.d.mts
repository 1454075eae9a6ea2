// Types of formation.mjs for the slow test that checks the soak's tools.

/** Debian's packages the failover soak needs and this machine lacks (empty: it can run). */
export function missingTools(): string[];
