export { LeaveCardModal } from './components/leave-card-modal';
export { useAutoCard } from './use-auto-card';
export { canManageCards, isBoothStaff } from './rules';
export { businessCardRoutes as businessCardPageRoutes } from './routes';
