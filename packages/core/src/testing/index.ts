export * from './mmdb-fixture';
export * from './test-s3-server';
export * from './test-smtp-server';
