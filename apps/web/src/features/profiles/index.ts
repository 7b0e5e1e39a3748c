export { accountPageRoutes } from './routes';
export { downloadMyData, updatePrivacy, updateProfile } from './api';
export { loadEditProfileForm } from './load';
