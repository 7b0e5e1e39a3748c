import type { JobDetail, JobListItem, JobsSpaceMeta } from '@foyer/contracts';
import type { SpaceRow } from '../identity';
import type { JobBoothRow, JobDetailRow, JobListRow } from './jobs.repository';

const presentBooth = (b: JobBoothRow) => ({ id: b.id, slug: b.slug, name: b.name, logo: b.logo });

export function presentJobListItem({ job, booth }: JobListRow): JobListItem {
  return { id: job.id, title: job.title, booth: presentBooth(booth) };
}

export function presentJobDetail({ job, booth, staff }: JobDetailRow): JobDetail {
  return {
    id: job.id,
    title: job.title,
    email: job.email,
    description: job.description,
    assigned_staff: staff ? { id: staff.id, first_name: staff.firstName, last_name: staff.lastName, mugshot: staff.mugshot } : null,
    booth: presentBooth(booth),
  };
}

export function presentJobsSpace(space: SpaceRow): JobsSpaceMeta {
  return { meta: { id: space.id, slug: space.slug, name: space.name, published: space.published, background_image: space.image } };
}
