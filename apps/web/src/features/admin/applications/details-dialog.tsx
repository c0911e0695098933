import { type Application, pricingMessages } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { DetailList } from '../../../components/ui/detail-list';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFor } from '../../../components/ui/dialog-for';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { fullName } from '../../../lib/person-name';
import { useTRPC } from '../../../lib/trpc';
import {
  amountItems,
  contactItems,
  datesItems,
  financialItems,
} from '../../applications/application-details';
import { StatusBadge } from '../../applications/status-badge';
import { StoredDisclosure } from '../../pricing/stored-disclosure';
import { AdvancePanel } from '../advances/advance-panel';
import { DialogSection } from '../dialog-section';
import { AdminAttachments } from './admin-attachments';
import { DocumentRequestPanel } from './document-request-panel';
import { NotesPanel } from './notes-panel';
import { ReviewTimeline } from './review-timeline';

/** Open while `application` is set: every field, the money, the review history. */
export function DetailsDialog({
  application,
  onClose,
}: {
  application: Application | null;
  onClose: () => void;
}) {
  return (
    <DialogFor item={application} onClose={onClose} className="max-w-3xl">
      {(application) => <ApplicationDetails initial={application} />}
    </DialogFor>
  );
}

/** The same dialog opened from a list that knows only the application's id (Advances tab). */
export function DetailsDialogById({
  applicationId,
  onClose,
}: {
  applicationId: string | null;
  onClose: () => void;
}) {
  return (
    <DialogFor item={applicationId} onClose={onClose} className="max-w-3xl">
      {(id) => <ApplicationDetailsById id={id} />}
    </DialogFor>
  );
}

function ApplicationDetailsById({ id }: { id: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.applications.get.queryOptions({ id }));
  if (query.data) return <ApplicationDetails initial={query.data} />;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Application Details</DialogTitle>
        <DialogDescription>Loading the application.</DialogDescription>
      </DialogHeader>
      {query.isError ? (
        <FormAlert>{serverMessage(query.error, 'The application could not be loaded.')}</FormAlert>
      ) : (
        <Spinner label="Loading the application…" />
      )}
    </>
  );
}

function ApplicationDetails({ initial }: { initial: Application }) {
  const trpc = useTRPC();
  // The list's copy shows at once; the fresh one replaces it when it arrives.
  const fresh = useQuery(
    trpc.admin.applications.get.queryOptions({ id: initial.id }, { placeholderData: initial }),
  );
  const application = fresh.data ?? initial;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Application Details</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <span>{fullName(application)}</span>
          <StatusBadge status={application.status} />
        </DialogDescription>
      </DialogHeader>

      <div className="space-y-6">
        <DialogSection title="Applicant">
          <DetailList
            columns={2}
            items={[
              ...contactItems(application),
              { label: 'Date of Birth', value: formatDate(application.dateOfBirth) },
              {
                label: 'Account',
                value: application.userId ? 'Linked to an account' : 'No account',
              },
            ]}
          />
        </DialogSection>
        <DialogSection title="Advance">
          <DetailList
            columns={2}
            items={[...amountItems(application), ...datesItems(application)]}
          />
        </DialogSection>
        <DialogSection title={pricingMessages.staffDisclosureTitle}>
          <StoredDisclosure application={application} />
        </DialogSection>
        {/* Only an approval creates an advance (issue 18); other statuses have none to ask for. */}
        {application.status === 'Approved' ? <AdvancePanel applicationId={application.id} /> : null}
        <DialogSection title="Financial Situation">
          <DetailList columns={2} items={financialItems(application)} />
        </DialogSection>
        {application.reviewNotes ? (
          <DialogSection title="Latest Review Notes">
            <p className="whitespace-pre-line text-base text-slate-800">
              {application.reviewNotes}
            </p>
          </DialogSection>
        ) : null}
        <DialogSection title="Review History">
          <ReviewTimeline applicationId={application.id} />
        </DialogSection>
        <NotesPanel applicationId={application.id} />
        <DocumentRequestPanel applicationId={application.id} />
        <AdminAttachments applicationId={application.id} />
      </div>
    </>
  );
}
