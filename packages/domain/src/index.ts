export * from './space-paths';
export * from './browser-support';
