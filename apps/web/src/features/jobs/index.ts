export { JobModal } from './components/job-modal';
export { BoothLogo } from './components/booth-logo';
export { jobsListQuery, JOBS_PAGE, applyHref } from './api';
export { JobsPage } from './components/jobs-page';
