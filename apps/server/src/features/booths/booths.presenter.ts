import { pageLinks, type BoothCategory, type BoothDetail, type BoothListItem, type BoothStaff } from '@foyer/contracts';
import { videoThumbnail } from '@foyer/domain';
import type { BoothCategoryRow, BoothListRow, StaffRow } from './booths.repository';
import type { BoothDetailData, BoothList } from './booths.service';

export function presentCategory(category: Pick<BoothCategoryRow, 'id' | 'name'>, counts: Map<number, number>): BoothCategory {
  return { id: category.id, name: category.name, num_of_booths: counts.get(category.id) ?? 0 };
}

/** A staff member of the booth; the job title and company only when their profile does not hide them. */
function presentStaff(s: StaffRow): BoothStaff {
  const shown = (field: 'jobtitle' | 'company') => (s.hiddenProfileFields.includes(field) ? '' : s[field]);
  return {
    id: s.id,
    first_name: s.firstName,
    last_name: s.lastName,
    mugshot: s.mugshot,
    jobtitle: shown('jobtitle'),
    company: shown('company'),
    is_online: s.isOnline ?? false,
    videocall_status: s.videocallStatus ?? null,
  };
}

export function presentBoothListItem(row: BoothListRow): BoothListItem {
  const b = row.booth;
  return {
    id: b.spaceId,
    name: b.name,
    subtitle: b.subtitle,
    logo: b.logo,
    slug: row.slug,
    staff_ids: row.staffIds,
    map_slug: row.mapSlug,
    physical_location: b.physicalLocation,
    description: b.description,
    category: row.category ? { id: row.category.id, name: row.category.name, num_of_booths: row.category.booths } : null,
  };
}

/** A page of booths; `url` is the request's, for the `next`/`previous` links. */
export function presentBoothList(list: BoothList, url: string, page: { limit: number; offset: number }) {
  return {
    count: list.count,
    ...pageLinks(url, list.count, page.limit, page.offset),
    results: list.rows.map(presentBoothListItem),
  };
}

export function presentBoothDetail(data: BoothDetailData): BoothDetail {
  const { row } = data;
  const b = row.booth;
  return {
    ...presentBoothListItem(row),
    type: b.type,
    image: b.image,
    booth_logo_url: b.boothLogoUrl,
    color: b.color,
    videos: data.videos.map((v) => ({
      id: v.id,
      name: v.name,
      url: v.url,
      embedded_url: v.embeddedUrl,
      thumbnail: v.thumbnail ?? videoThumbnail(v.embeddedUrl),
    })),
    custom_booth_url: b.customBoothUrl,
    documents: data.documents.map((d) => ({ id: d.id, name: d.name, url: d.url })),
    sponsored_sessions: data.sponsoredSessions,
    website: b.website,
    staff: data.staff.map(presentStaff),
    has_jobs: data.hasJobs,
    jobs_slug: data.jobsSlug,
    enable_visitor_list: b.enableVisitorList,
    left_business_card: data.ownCard !== null,
    my_business_card: data.ownCard,
    help_content: b.helpContent,
  };
}
