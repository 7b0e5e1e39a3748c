export { registerJobPlugIns } from './plug-ins';
export { jobsRealtime } from './realtime';
export { JOBS_PAGE, jobsListQuery } from './api';
export { BoothLogo } from './components/booth-logo';
export { JobModal } from './components/job-modal';
