/*
 * The Spanish catalog on its own, so the bundler makes it a chunk of its own: an English
 * page never downloads it (load-catalog.ts imports this file dynamically).
 */
export { esAppScreens, esScreens } from '@advance/contracts';
