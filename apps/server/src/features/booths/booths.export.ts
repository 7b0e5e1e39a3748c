import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { boothDocumentDownloads, boothDocuments, boothStaff, boothVideoPlays, boothVideos, booths, boothVisitors } from './booths.schema';

/** The booths the person staffs or visited, and the documents and videos they opened there. */
export const boothsExportPart: ExportPart = {
  tables: {
    booth_staff: rowsNaming(boothStaff, [boothStaff.userId], { via: { joins: [[boothStaff.boothId, booths.spaceId]], eventId: booths.eventId } }),
    booth_visitors: rowsNaming(boothVisitors, [boothVisitors.userId], { via: { joins: [[boothVisitors.boothId, booths.spaceId]], eventId: booths.eventId } }),
    booth_document_downloads: rowsNaming(boothDocumentDownloads, [boothDocumentDownloads.userId], {
      via: { joins: [[boothDocumentDownloads.documentId, boothDocuments.id], [boothDocuments.boothId, booths.spaceId]], eventId: booths.eventId },
    }),
    booth_video_plays: rowsNaming(boothVideoPlays, [boothVideoPlays.userId], { via: { joins: [[boothVideoPlays.videoId, boothVideos.id], [boothVideos.boothId, booths.spaceId]], eventId: booths.eventId } }),
  },
};
