/**
 * What "timeout" means in the matrix: how far the fake clock moves while a call gets no answer.
 */
export const CALL_TIMEOUT_MS = 60_000;
