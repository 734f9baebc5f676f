/**
 * The options of a dropdown field: loaded from its `module.field` source through the fields call,
 * cached per source (two dropdowns of one source make one call). A field without a source, or whose
 * options fail to load, says so instead; a failure is also logged, once per source.
 */
import { useEffect } from 'react';
import { __ } from '@wordpress/i18n';
import { logFailure } from '../../lib/log';
import { useGetOptionSourceQuery } from './api';

/** What a dropdown shows. */
export interface OptionSourceState {
	options: Array< { value: string; label: string } >;
	loading: boolean;
	/** 'No data source configured for this field' or 'Failed to load options'; '' when fine. */
	problem: string;
}

const logged = new Set< string >();

/**
 * @param source The field's source (`module.field`), if any.
 */
export function useOptionSource(
	source: string | undefined
): OptionSourceState {
	const query = useGetOptionSourceQuery( source ?? '', { skip: ! source } );
	const failed = !! source && query.isError;
	useEffect( () => {
		if ( failed && source && ! logged.has( source ) ) {
			logged.add( source );
			logFailure(
				`the options of "${ source }" could not be loaded`,
				query.error
			);
		}
	}, [ failed, source, query.error ] );
	if ( ! source || failed ) {
		return {
			options: [],
			loading: false,
			problem: source
				? __( 'Failed to load options', 'customer-area' )
				: __(
						'No data source configured for this field',
						'customer-area'
					),
		};
	}
	return {
		options: Object.entries( query.data ?? {} ).map(
			( [ value, label ] ) => ( {
				value,
				label,
			} )
		),
		loading: query.isLoading || ( query.isFetching && ! query.data ),
		problem: '',
	};
}
