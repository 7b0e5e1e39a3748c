export { accountPageRoutes } from './routes';
export { updatePrivacy, updateProfile } from './api';
export { loadEditProfileForm } from './load';
