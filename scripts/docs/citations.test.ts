/**
 * No comment or page cites a heading of the docs that does not exist (citations.mjs), and the
 * check finds a broken citation, also one wrapped over two lines of a comment.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
	anchorOf,
	brokenCitations,
	brokenCitationsIn,
	headingsOf,
} from './citations.mjs';

const HEADINGS = {
	'architecture.md': headingsOf(
		'# Architecture\n\n## First paint and start-up\n\n```\n# not a heading\n```\n- First screens: a bullet\n'
	),
	'behaviour.md': [ 'Stored auth state' ],
};

/** The repository. */
const ROOT = path.join( __dirname, '..', '..' );

describe( 'citations of the docs’ headings', () => {
	it( 'reads headings, not code or bullets', () => {
		expect( HEADINGS[ 'architecture.md' ] ).toEqual( [
			'Architecture',
			'First paint and start-up',
		] );
		expect( anchorOf( 'First paint and start-up' ) ).toBe(
			'first-paint-and-start-up'
		);
	} );

	it( 'accepts citations of existing headings, in every form', () => {
		expect(
			brokenCitations(
				[
					'// See docs/architecture.md "First paint and start-up".',
					' * and behaviour.md ["Stored auth state"](behaviour.md#stored-auth-state)',
					'<?php // docs/architecture.md "First paint',
					'// and start-up".',
					'See [the start](#first-paint-and-start-up).',
				].join( '\n' ),
				HEADINGS,
				'architecture.md'
			)
		).toEqual( [] );
	} );

	it( 'finds a bullet cited as a heading, a missing heading, a wrapped one and a dead anchor', () => {
		expect(
			brokenCitations(
				[
					'// See docs/architecture.md "First screens".',
					' * The rule (docs/behaviour.md "Stored',
					' * state") holds.',
					'[text](architecture.md#first-screens)',
				].join( '\n' ),
				HEADINGS
			)
		).toEqual( [
			'architecture.md "First screens"',
			'behaviour.md "Stored state"',
			'](architecture.md#first-screens)',
		] );
	} );

	it( 'finds none in the repository', () => {
		expect(
			brokenCitationsIn( ROOT, [
				'src',
				'includes',
				'scripts',
				'tests',
				'sandbox',
				'docs',
				// The root's files: the README and the configurations (webpack's among them).
				...fs
					.readdirSync( ROOT )
					.filter( ( name ) =>
						fs.statSync( path.join( ROOT, name ) ).isFile()
					),
			] )
		).toEqual( [] );
	} );
} );
