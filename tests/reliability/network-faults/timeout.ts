/**
 * What "timeout" means in the matrix: the server takes the request and never answers; the cell
 * moves the fake clock by the app's own time limit for calls, after which the call must have
 * failed like a lost connection.
 */
export { CALL_TIMEOUT_MS } from '../../../src/api/base-api';
