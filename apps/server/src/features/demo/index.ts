export { seedDemoIfEmpty } from './demo.seed';
export { demoLiveStageFeature } from './demo.live-stage';
export type { DemoServices } from './demo.services';
