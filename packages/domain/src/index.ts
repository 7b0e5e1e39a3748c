export * from './space-paths';
export * from './browser-support';
export * from './video-thumbnails';
export * from './search-fold';
export * from './attendee-list';
export * from './program';
export * from './time';
export * from './word-list';
