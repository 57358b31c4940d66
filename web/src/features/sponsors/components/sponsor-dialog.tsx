import { Callout, Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useSponsor } from '../api/get-sponsor';
import { SPONSOR_TEXTS as T } from '../sponsor-texts';
import { SponsorForm } from './sponsor-form';

export type SponsorDialogTarget = Readonly<{ sponsorId: string | null }> | null;

type SponsorDialogProps = Readonly<{
  /** Open with no sponsorId to add a sponsor, with one to edit it; null is closed. */
  target: SponsorDialogTarget;
  platformDomain: string;
  onClose: () => void;
}>;

/** spec 3 §2.2: the add/edit modal. Editing starts from the sponsor as stored now (GET /organizations/sponsors/{id}). */
export const SponsorDialog = ({ target, platformDomain, onClose }: SponsorDialogProps) => {
  const editingId = target?.sponsorId ?? null;
  const sponsor = useSponsor(editingId);
  return (
    <Dialog isOpen={target !== null} onClose={onClose} title={editingId ? T.editTitle : T.addTitle} className="sponsor-dialog">
      {target && !editingId && <SponsorForm key="new" sponsor={null} platformDomain={platformDomain} onDone={onClose} />}
      {editingId &&
        (sponsor.isError ? (
          <DialogBody>
            <Callout intent="danger" role="alert" title={T.failedToGet}>
              {sponsor.error.message}
            </Callout>
          </DialogBody>
        ) : sponsor.data ? (
          <SponsorForm key={editingId} sponsor={sponsor.data} platformDomain={platformDomain} onDone={onClose} />
        ) : (
          <DialogBody>
            <Spinner aria-label={T.checking} />
          </DialogBody>
        ))}
    </Dialog>
  );
};
