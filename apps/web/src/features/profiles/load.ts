/** The profile form (the shell's "edit profile" modal): a chunk of its own with its editor, fetched when first opened. */
export const loadEditProfileForm = () => import('./edit-profile-form');
