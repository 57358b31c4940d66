import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../../lib/toaster';
import { usePlatformDomain } from '../api/get-platform-config';
import { useSponsors } from '../api/get-sponsors';
import { useDeleteSponsor } from '../api/sponsor-commands';
import { SPONSOR_TEXTS as T } from '../sponsor-texts';
import type { Sponsor } from '../sponsor-types';
import '../sponsors.css';
import { SponsorCard } from './sponsor-card';
import { SponsorDialog, type SponsorDialogTarget } from './sponsor-dialog';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';

/** spec 3 §2.2 /admin/sponsors: the sponsors, Add Sponsor, Edit, Delete (confirmed) and 'Load More'. */
export const SponsorsScreen = () => {
  const sponsors = useSponsors();
  const platformDomain = usePlatformDomain().data ?? window.location.hostname;
  const remove = useDeleteSponsor();
  const [dialog, setDialog] = useState<SponsorDialogTarget>(null);
  const [deleting, setDeleting] = useState<Sponsor | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const items = sponsors.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteFailure(null);
    try {
      await remove.mutateAsync(deleting.id);
      showToast({ message: T.deleted, intent: 'success', icon: 'tick' });
    } catch (error) {
      setDeleteFailure(`${T.failedToDelete}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="page sponsors-page">
      <div className="sponsors-page__header">
        <h1>{T.title}</h1>
        <Button icon="add" intent="primary" text={T.add} onClick={() => setDialog({ sponsorId: null })} />
      </div>
      {deleteFailure && (
        <Callout intent="danger" role="alert" className="sponsors-page__failure">
          {deleteFailure}
        </Callout>
      )}
      {sponsors.isPending ? (
        <Spinner />
      ) : sponsors.isError ? (
        <Callout intent="danger" role="alert" title={T.failedToList}>
          {sponsors.error.message}
        </Callout>
      ) : items.length === 0 ? (
        <NonIdealState
          icon="people"
          title={T.empty}
          action={<Button icon="add" intent="primary" text={T.add} onClick={() => setDialog({ sponsorId: null })} />}
        />
      ) : (
        <div className="sponsors-page__list">
          {items.map((sponsor) => (
            <SponsorCard
              key={sponsor.id}
              sponsor={sponsor}
              platformDomain={platformDomain}
              onEdit={() => setDialog({ sponsorId: sponsor.id })}
              onDelete={() => setDeleting(sponsor)}
            />
          ))}
        </div>
      )}
      {sponsors.hasNextPage && (
        <Button
          className="sponsors-page__more"
          text={T.loadMore}
          loading={sponsors.isFetchingNextPage}
          onClick={() => void sponsors.fetchNextPage()}
        />
      )}
      <SponsorDialog target={dialog} platformDomain={platformDomain} onClose={() => setDialog(null)} />
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        confirmText={T.delete}
        cancelText={T.cancel}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && T.confirmDelete(deleting.name)}
      </ConfirmDeleteAlert>
    </div>
  );
};
