/**
 * The profile picture of the menu's card: fetched once the page has loaded, the browser is idle
 * and the screen's largest picture has been painted, after the shell has mounted while signed in,
 * so that it never competes with the first view's own calls and pictures (the shell passes it to
 * every card, so opening the drawer fetches nothing). Its URL is signed and expires, so an image
 * that fails to load counts as expired and the URL is fetched once more; if that fails too,
 * imageUrl becomes empty and the avatar shows. See docs/behaviour.md "Shell, menu and avatar".
 */
import { useCallback, useEffect, useRef } from 'react';
import {
	imageUrlChanged,
	selectIsAuthenticated,
	selectUser,
} from '../../session/auth-slice';
import { afterLargestPicturePainted } from '../../first-paint/after-paint';
import { whenLoadedAndIdle } from '../../lib/when-idle';
import { loadProfilePicture } from '../../session/profile-picture';
import { useAppDispatch, useAppSelector } from '../hooks';

/** What the profile card needs to show the picture. */
export interface ProfilePicture {
	/** The URL to show; `''` shows the avatar. */
	imageUrl: string;
	/** To be called when the image fails to load. */
	onImageError: () => void;
}

/**
 * Loads the picture on mount while signed in and handles an image that fails to load: one fresh
 * fetch, then the avatar.
 */
export function useProfilePicture(): ProfilePicture {
	const dispatch = useAppDispatch();
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	const imageUrl = useAppSelector( selectUser )?.imageUrl ?? '';
	const retried = useRef( false );

	useEffect( () => {
		if ( ! isAuthenticated ) {
			return undefined;
		}
		retried.current = false;
		// After the first view's own calls and pictures: on a phone the card is in the closed
		// drawer, and the initials hold the picture's place meanwhile.
		let cancelPaint = () => {};
		const cancelIdle = whenLoadedAndIdle( () => {
			cancelPaint = afterLargestPicturePainted(
				() => void dispatch( loadProfilePicture() )
			);
		} );
		return () => {
			cancelIdle();
			cancelPaint();
		};
	}, [ isAuthenticated, dispatch ] );

	const onImageError = useCallback( () => {
		if ( retried.current ) {
			dispatch( imageUrlChanged( '' ) );
			return;
		}
		retried.current = true;
		const failedUrl = imageUrl;
		void dispatch( loadProfilePicture() ).then( ( fresh ) => {
			// The same URL again would fail again without the <img> ever reporting it: show the avatar.
			if ( fresh !== '' && fresh === failedUrl ) {
				dispatch( imageUrlChanged( '' ) );
			}
		} );
	}, [ dispatch, imageUrl ] );

	return { imageUrl, onImageError };
}
