import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { useCreateBooth } from '../api/create-booth';
import { useDeleteBooth } from '../api/delete-booth';
import { useBooths } from '../api/get-booths';
import { saveQueueQuestions } from '../api/save-queue-questions';
import { useUpdateBooth } from '../api/update-booth';
import { BOOTH_TEXTS } from '../booth-texts';
import type { BoothBody, RecruiterOption } from '../booth-form-values';
import '../booths.css';
import { BoothForm } from './booth-form';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';

type BoothsPanelProps = Readonly<{ jobFairId: string | null; recruiters: readonly RecruiterOption[]; mayManage: boolean }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** spec 1 §5.7: step 4 of the employer dashboard, the booths of the selected job fair. */
export const BoothsPanel = ({ jobFairId, recruiters, mayManage }: BoothsPanelProps) => {
  const booths = useBooths(jobFairId);
  const create = useCreateBooth();
  const update = useUpdateBooth();
  const remove = useDeleteBooth();
  const [editing, setEditing] = useState<{ booth: BoothView | null } | null>(null);
  const [deleting, setDeleting] = useState<BoothView | null>(null);
  const [assignmentFailed, setAssignmentFailed] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  if (!jobFairId) return <NonIdealState icon="calendar" title={BOOTH_TEXTS.noFairTitle} description={BOOTH_TEXTS.noFairDescription} />;

  const names = new Map(recruiters.map((recruiter) => [recruiter.id, recruiter.name]));

  const save = async (booth: BoothView | null, body: BoothBody) => {
    if (!booth) {
      await create.mutateAsync({ jobFairId, booth: body });
      setEditing(null);
      return;
    }
    const { questions, ...fields } = body;
    const patch = mayManage ? fields : (({ recruiters: _r, subBooths: _s, ...rest }) => rest)(fields);
    try {
      await update.mutateAsync({ jobFairId, boothId: booth.id, patch });
    } catch (error) {
      // spec 1 §8.3: a failed recruiter assignment is its own modal.
      if (mayManage && !same(fields.recruiters, booth.recruiters)) {
        setAssignmentFailed(true);
        return;
      }
      throw error;
    }
    if (!same(questions, booth.questions)) {
      // spec 1 §8.3: queue questions save failure is the form banner 'Something went wrong.'
      await saveQueueQuestions({ jobFairId, boothId: booth.id, questions }).catch(() => {
        throw new Error(BOOTH_TEXTS.somethingWentWrong);
      });
      await booths.refetch();
    }
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ jobFairId, boothId: deleting.id });
    } catch (error) {
      setDeleteFailure(error instanceof Error ? error.message : BOOTH_TEXTS.somethingWentWrong);
    }
    setDeleting(null);
  };

  const list = booths.data ?? [];
  return (
    <div className="booths-panel">
      {mayManage && (
        <div className="booths-panel__toolbar">
          <Button intent="primary" icon="add" text={BOOTH_TEXTS.addBooth} onClick={() => setEditing({ booth: null })} />
        </div>
      )}
      {deleteFailure && (
        <Callout intent="danger" role="alert">
          {deleteFailure}
        </Callout>
      )}
      {booths.isPending ? (
        <Spinner size={30} />
      ) : booths.isError ? (
        <Callout intent="danger" role="alert">
          {booths.error.message}
        </Callout>
      ) : list.length === 0 ? (
        <NonIdealState icon="shop" title={BOOTH_TEXTS.emptyTitle} description={BOOTH_TEXTS.emptyDescription} />
      ) : (
        <div className="booths-panel__list">
          {list.map((booth) => (
            <Card key={booth.id} className="booth-card" elevation={1} data-testid="booth-card">
              <header className="booth-card__header">
                <h3>{booth.name}</h3>
                {booth.isFeatured && <Tag intent="primary">Featured</Tag>}
              </header>
              <p className="booth-card__summary">{booth.hotJobSummary || booth.description}</p>
              <div className="booth-card__facts">
                <Tag minimal icon="time">
                  {BOOTH_TEXTS.minutes(booth.chatDuration)}
                </Tag>
                <Tag minimal icon="briefcase">
                  {BOOTH_TEXTS.jobsCount(booth.jobs.length)}
                </Tag>
                <Tag minimal icon="help">
                  {BOOTH_TEXTS.questionsCount(booth.questions.length)}
                </Tag>
                <Tag minimal icon="people">
                  {BOOTH_TEXTS.recruitersCount(booth.recruiters.length)}
                </Tag>
              </div>
              <p className="booth-card__recruiters">
                {booth.recruiters
                  .map((id) => names.get(id))
                  .filter(Boolean)
                  .join(', ')}
              </p>
              <footer className="booth-card__actions">
                <Button variant="minimal" icon="edit" text={BOOTH_TEXTS.edit} onClick={() => setEditing({ booth })} />
                {/* spec 1 §5.7: the delete icon shows only when more than one booth exists. */}
                {mayManage && list.length > 1 && (
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={`${BOOTH_TEXTS.delete} ${booth.name}`}
                    onClick={() => setDeleting(booth)}
                  />
                )}
              </footer>
            </Card>
          ))}
        </div>
      )}
      <Dialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.booth ? BOOTH_TEXTS.editTitle : BOOTH_TEXTS.createTitle}
        className="booth-dialog"
      >
        {editing && (
          <DialogBody>
            <BoothForm
              key={editing.booth?.id ?? 'new'}
              booth={editing.booth}
              recruiters={recruiters}
              mayManage={mayManage}
              newId={() => crypto.randomUUID()}
              onSubmit={(body) => save(editing.booth, body)}
              onCancel={() => setEditing(null)}
            />
          </DialogBody>
        )}
      </Dialog>
      <Dialog isOpen={assignmentFailed} onClose={() => setAssignmentFailed(false)} title={BOOTH_TEXTS.errorTitle} icon="error">
        <DialogBody>
          <p>{BOOTH_TEXTS.recruiterAssignmentFailed}</p>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={BOOTH_TEXTS.ok} onClick={() => setAssignmentFailed(false)} />} />
      </Dialog>
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        confirmText={BOOTH_TEXTS.delete}
        cancelText={BOOTH_TEXTS.cancel}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? BOOTH_TEXTS.deleteQuestion(deleting.name) : ''}</p>
      </ConfirmDeleteAlert>
    </div>
  );
};
