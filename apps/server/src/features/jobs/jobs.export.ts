import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { jobs } from './jobs.schema';

/** Job offers the person is the booth's contact for. */
export const jobsExportPart: ExportPart = {
  tables: {
    jobs: rowsNaming(jobs, [jobs.assignedStaffId]),
  },
};
