import type { NotificationTopic } from '../../../shared/schemas/notifications';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { LEAD_MESSAGES } from '../../../shared/schemas/leads/messages';
import { isOpenRentalListing } from './application-home';

/** The admins' "Application received" notice: it opens the application in the review screen. */
export function applicationReceivedNotice(lead: { id: string; reference: string; name: string }) {
  return {
    title: 'Application received',
    body: `${lead.name} applied to rent a home (${lead.reference}).`,
    link: `/portal/applications/${lead.id}`,
    topics: ['leads', 'applications'] as NotificationTopic[],
  };
}

/** A /car payload naming a home must name one still offered for rent. */
export async function assertApplicableListing(db: Db, payload: object) {
  const listingId = 'listingId' in payload ? payload.listingId : undefined;
  if (typeof listingId === 'string' && listingId && !(await isOpenRentalListing(db, listingId))) {
    throw fieldError('listingId', LEAD_MESSAGES.listingUnknown);
  }
}
