export { SocialFeed } from './components/social-feed';
