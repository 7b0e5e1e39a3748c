export { SocialFeed } from './components/social-feed';
export { registerSocialFeedConsoleSections } from './console-sections';
