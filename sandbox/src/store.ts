/**
 * Persistent storage of the sandbox: one JSON document in the data folder, written atomically (temporary
 * file + rename) after every change, plus uploaded files in `uploads/`. Survives restarts; `reset()` reseeds.
 */
import {
	existsSync,
	mkdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pdfDocument } from './media';
import { buildSeed, DB_VERSION } from './seed';
import type { Db } from './types';

/** The sandbox's state on disk. */
export class Store {
	/** The current state; mutate it and call `save()`. */
	data: Db;

	/**
	 * Opens (or seeds) the store in `dataDir`.
	 * @param dataDir
	 * @param now
	 * @param hashPassword
	 */
	constructor(
		readonly dataDir: string,
		private readonly now: () => number,
		private readonly hashPassword: ( password: string ) => string
	) {
		mkdirSync( this.uploadsDir, { recursive: true } );
		const loaded = this.load();
		if ( loaded ) {
			this.data = loaded;
		} else {
			this.data = this.seed();
		}
	}

	/** Folder of uploaded and seeded documents. */
	get uploadsDir(): string {
		return path.join( this.dataDir, 'uploads' );
	}

	private get file(): string {
		return path.join( this.dataDir, 'db.json' );
	}

	private load(): Db | null {
		if ( ! existsSync( this.file ) ) {
			return null;
		}
		try {
			const db = JSON.parse( readFileSync( this.file, 'utf8' ) ) as Db;
			return db.version === DB_VERSION ? db : null;
		} catch {
			// A damaged file (e.g. edited by hand) is replaced by fresh demo data rather than crashing.
			return null;
		}
	}

	private seed(): Db {
		rmSync( this.uploadsDir, { recursive: true, force: true } );
		mkdirSync( this.uploadsDir, { recursive: true } );
		const db = buildSeed( this.now(), this.hashPassword );
		for ( const estate of db.estates ) {
			for ( const group of estate.fileGroups ) {
				for ( const row of group.rows ) {
					if ( row.file ) {
						writeFileSync(
							path.join( this.uploadsDir, row.file.id ),
							pdfDocument(
								`${ row.name.de } - ${ estate.elements.objekttitel }`
							)
						);
					}
				}
			}
		}
		this.data = db;
		this.save();
		return db;
	}

	/** Writes the state atomically. */
	save(): void {
		const tmp = `${ this.file }.${ process.pid }.tmp`;
		writeFileSync( tmp, JSON.stringify( this.data ) );
		renameSync( tmp, this.file );
	}

	/** Replaces everything with fresh demo data. */
	reset(): void {
		this.data = this.seed();
	}
}
