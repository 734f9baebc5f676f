/**
 * The one Node global the app's code may name: webpack replaces `process.env.NODE_ENV` with a string
 * at build time (see `IS_PRODUCTION_BUILD` in src/config/constants.ts). The app's tsconfig has no
 * Node types, so this declares only that; the tests' tsconfig gets all of Node instead.
 */
declare const process: { readonly env: { readonly NODE_ENV?: string } };
