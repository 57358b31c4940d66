import { Alert, Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { sponsorFormSchema } from '../../../../../domain/sponsor/sponsor-schema';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDomainStatus } from '../api/get-domain-status';
import { useCreateSponsor, useDisassociateSubdomain, useUpdateSponsor } from '../api/sponsor-commands';
import { SPONSOR_TEXTS as T } from '../sponsor-texts';
import { type Sponsor, sponsorHost, sponsorValues } from '../sponsor-types';
import { DomainStatusCallout } from './domain-status-callout';
import { SubdomainField } from './subdomain-field';

type SponsorFormProps = Readonly<{ sponsor: Sponsor | null; platformDomain: string; onDone: () => void }>;
type Failure = Readonly<{ title: string; message: string }>;

const failureOf = (title: string, error: unknown): Failure => ({ title, message: error instanceof Error ? error.message : String(error) });

/** spec 3 §2.2, §4, §5: the add/edit modal's form; saving waits for an AVAILABLE domain status. */
export const SponsorForm = ({ sponsor, platformDomain, onDone }: SponsorFormProps) => {
  const form = useZodForm({ schema: sponsorFormSchema, initialValues: sponsorValues(sponsor) });
  const [savedSubdomain, setSavedSubdomain] = useState(sponsor?.subdomain ?? null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirmingDisassociate, setConfirmingDisassociate] = useState(false);
  const create = useCreateSponsor();
  const update = useUpdateSponsor();
  const disassociate = useDisassociateSubdomain();
  const subdomain = form.values.subdomain.trim();
  const status = useDomainStatus(subdomain, sponsor?.id ?? null);
  const current = status.data?.subdomain === subdomain ? status.data.domainStatus : null;
  const failedStatus = status.isError && current === null;
  // spec 3 §4: a set subdomain is read-only (only disassociating removes it), and so is a saved one whose status blocks.
  const subdomainReadOnly = savedSubdomain !== null;
  const submitting = create.isPending || update.isPending;
  const canSave = form.isValid && current === 'AVAILABLE' && !submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    if (!form.data || !canSave) return;
    setFailure(null);
    try {
      if (sponsor) await update.mutateAsync({ sponsorId: sponsor.id, form: form.data });
      else await create.mutateAsync(form.data);
      showToast({ message: sponsor ? T.updated : T.created, intent: 'success', icon: 'tick' });
      onDone();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) form.setServerErrors(error.fieldErrors);
      setFailure(failureOf(sponsor ? T.failedToUpdate : T.failedToCreate, error));
    }
  };

  const removeSubdomain = async () => {
    if (!sponsor) return;
    setConfirmingDisassociate(false);
    setFailure(null);
    try {
      await disassociate.mutateAsync(sponsor.id);
      setSavedSubdomain(null);
      form.setValue('subdomain', '');
      showToast({ message: T.disassociated, intent: 'success', icon: 'tick' });
    } catch (error) {
      setFailure(failureOf(T.failedToDisassociate, error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={sponsor ? T.editTitle : T.addTitle}>
      <DialogBody>
        {failure && (
          <Callout intent="danger" role="alert" title={failure.title} className="sponsor-form__failure">
            {failure.message}
          </Callout>
        )}
        <TextField {...form.field('name')} id="sponsor-name" label={T.name} required />
        <SubdomainField
          {...form.field('subdomain')}
          platformDomain={platformDomain}
          readOnly={subdomainReadOnly}
          onDisassociate={sponsor && savedSubdomain !== null ? () => setConfirmingDisassociate(true) : undefined}
        />
        <DomainStatusCallout
          host={sponsorHost(subdomain, platformDomain)}
          status={current}
          failed={failedStatus}
          empty={subdomain === ''}
        />
        <TextAreaField {...form.field('description')} id="sponsor-description" label={T.description} rows={3} autoResize />
        <TextAreaField {...form.field('sponsoredByText')} id="sponsor-tagline" label={T.tagline} rows={2} autoResize required />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} onClick={onDone} />
            <Button type="submit" intent="primary" text={T.save} disabled={!canSave} loading={submitting} />
          </>
        }
      />
      <Alert
        isOpen={confirmingDisassociate}
        intent="danger"
        icon="disable"
        confirmButtonText={T.disassociate}
        cancelButtonText={T.cancel}
        loading={disassociate.isPending}
        onConfirm={() => void removeSubdomain()}
        onCancel={() => setConfirmingDisassociate(false)}
      >
        {T.confirmDisassociate(sponsorHost(savedSubdomain ?? '', platformDomain))}
      </Alert>
    </form>
  );
};
