/**
 * The broker's reporting design (`GET /api/settings/reporting/design`, kept in the auth state), as
 * the contract types it.
 */
import type { components } from '../../api/generated/openapi';

/** The names of the colour schemes. */
export type ColorSchemeName = components[ 'schemas' ][ 'ColorScheme' ];

/** The broker's reporting design settings. */
export type BrokerSettings = components[ 'schemas' ][ 'ReportingDesign' ];
