/**
 * The state libraries, evaluated on their own: the entry imports this module in a task of its
 * own, before the store's modules (start-store.ts) in the next one. Evaluating Redux Toolkit and
 * RTK Query for the first time is the largest single piece of start-up work (about 15 ms on a
 * desktop, four times that on a mid-range phone); in one task with the rest of the boot it kept
 * the main thread busy long enough to delay a tap. See docs/architecture.md "First paint and
 * start-up".
 *
 * The re-exports are what makes importing this module evaluate the libraries; nothing imports
 * them from here.
 */
export { configureStore } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export { Provider } from 'react-redux';
