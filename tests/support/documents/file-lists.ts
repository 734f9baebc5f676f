/**
 * File-list answers and MSW handlers for the documents tests, shaped like the sandbox's seed.
 */
import { http, HttpResponse } from 'msw';
import type { components } from '../../../src/api/generated/openapi';
import { api, server } from '../server';

type EstateFile = components[ 'schemas' ][ 'EstateFile' ];
type FileGroup = components[ 'schemas' ][ 'FileGroup' ];

/** The estate of the tests. */
export const ESTATE_ID = '12';

/** When the seeded files were uploaded (local noon, so the day is the same in every zone). */
export const UPLOADED_AT = new Date( 2025, 2, 7, 12, 0 ).toISOString();

/**
 * One row of the answer.
 *
 * @param attribute The document attribute (also the type key).
 * @param name      The document's name.
 * @param status    The row's state; rows other than not_uploaded and unknown carry a file.
 * @param extra     Fields to override.
 */
export function fileRow(
	attribute: string,
	name: string,
	status: EstateFile[ 'status' ],
	extra: Partial< EstateFile > = {}
): EstateFile {
	const hasFile = status === 'confirmed' || status === 'not_confirmed';
	return {
		type: {
			key: attribute,
			name,
			description: `${ name }: what the broker needs.`,
		},
		file: hasFile ? `${ attribute }.pdf` : null,
		meta: {
			created_at: hasFile ? UPLOADED_AT : null,
			download_url: hasFile
				? `https://api.example/media/files/${ attribute }?signature=s`
				: null,
		},
		data_attribute: attribute,
		status,
		...extra,
	};
}

/**
 * A group of the answer, its counts taken from its rows.
 *
 * @param name  The category's name.
 * @param files The rows.
 */
export function fileGroup( name: string, files: EstateFile[] ): FileGroup {
	return {
		name,
		count: {
			total: files.length,
			uploaded: files.filter( ( f ) => f.file ).length,
		},
		files,
	};
}

/** Two categories, every state: 2 of 6 uploaded (33 %). */
export const mixedList = () => ( {
	data: {
		personal: fileGroup( 'Persönliche Unterlagen', [
			fileRow( 'personalausweis', 'Personalausweis', 'confirmed' ),
			fileRow( 'grundbuchauszug', 'Grundbuchauszug', 'not_uploaded' ),
		] ),
		building: fileGroup( 'Gebäudeunterlagen', [
			fileRow( 'energieausweis', 'Energieausweis', 'not_confirmed' ),
			fileRow( 'baulasten', 'Baulastenverzeichnis', 'unknown' ),
			fileRow( 'grundriss', 'Grundrisse', 'not_uploaded' ),
			fileRow( 'baubeschreibung', 'Baubeschreibung', 'not_uploaded' ),
		] ),
	},
} );

/** Every row uploaded. */
export const completeList = () => ( {
	data: {
		personal: fileGroup( 'Persönliche Unterlagen', [
			fileRow( 'personalausweis', 'Personalausweis', 'confirmed' ),
			fileRow( 'grundbuchauszug', 'Grundbuchauszug', 'not_confirmed' ),
		] ),
		building: fileGroup( 'Gebäudeunterlagen', [
			fileRow( 'energieausweis', 'Energieausweis', 'confirmed' ),
		] ),
	},
} );

/** No rows at all. */
export const emptyList = () => ( { data: {} } );

/**
 * Serves the file list of the test estate and counts the calls. `answer` is read on every call,
 * so a test can change what the next call returns.
 *
 * @param answer The body, or a function giving it per call.
 * @param status The HTTP status.
 */
export function serveFileList(
	answer: unknown | ( () => unknown ),
	status = 200
): { calls: () => number } {
	let calls = 0;
	server.use(
		http.get( api( `file/list/estate/${ ESTATE_ID }` ), () => {
			calls++;
			const body = typeof answer === 'function' ? answer() : answer;
			return HttpResponse.json( body as Record< string, unknown >, {
				status,
			} );
		} )
	);
	return { calls: () => calls };
}

/**
 * Serves the mixed list before and after an upload of the Grundbuchauszug: once `markUploaded` is
 * called, its row is uploaded and awaits confirmation.
 */
export function listWithUpload(): {
	calls: () => number;
	markUploaded: () => void;
} {
	let uploaded = false;
	const list = serveFileList( () => {
		const answer = mixedList();
		if ( uploaded ) {
			answer.data.personal.files[ 1 ] = fileRow(
				'grundbuchauszug',
				'Grundbuchauszug',
				'not_confirmed'
			);
		}
		return answer;
	} );
	return {
		...list,
		markUploaded: () => {
			uploaded = true;
		},
	};
}
