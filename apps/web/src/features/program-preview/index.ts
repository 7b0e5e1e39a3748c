export { spaceProgramQuery } from './api';
export { PreviewEntry } from './preview-entry';
