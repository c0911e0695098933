/**
 * The visitor tracker's wire format, shared by the browser tracker (@advance/tracker) and the
 * server (core's tracking domain, api's tracker procedures). It lives apart from the browser
 * package so that server code never depends on code that ships to visitors (decision 013).
 * Browser code imports `./constants` at run time and the schemas' types only.
 */
export * from './constants';
export * from './schemas';
